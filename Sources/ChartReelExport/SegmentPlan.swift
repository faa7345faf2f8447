import ChartReelCore

/// A render split into N segments, for a scheduler: each segment's frames and times and the
/// exact command that renders it, and the command that joins them.
package struct SegmentPlan: Sendable {
  /// One segment of the plan.
  package struct Entry: Sendable {
    package var segment: Segment
    package var frames: Range<Int>
    /// The time of the first frame and the time where the next segment starts, in seconds.
    package var start: Double
    package var end: Double
    package var output: String
    /// The render command, as arguments (the first is the executable).
    package var arguments: [String]
  }

  package let entries: [Entry]
  /// The join command, as arguments.
  package let joinArguments: [String]
  /// The scene, the outputs' pattern, the joined output, the options of every render and the
  /// executable, as given.
  package let scene: String
  package let pattern: String
  package let output: String
  package let options: [String]
  package let executable: String

  /// Plans `count` segments of a render of `totalFrames` frames at `fps` of the scene at
  /// `scene`; `pattern` names each segment's output with `{index}` (zero-padded so that the
  /// names sort in order), `options` are passed to every render (`--quality`, `--crf` …).
  package init(
    scene: String, totalFrames: Int, fps: Int, count: Int, pattern: String, output: String,
    options: [String] = [], executable: String = "chartreel"
  ) throws {
    guard pattern.contains("{index}") else {
      throw ExportError.usage(
        "pattern '\(pattern)': expected {index} in it, e.g. seg-{index}.mp4")
    }
    for argument in [executable, scene, pattern, output] + options
    where !ShellQuoting.isQuotable(argument) {
      throw ExportError.usage(
        "\(argument.debugDescription) ends in a line break, which a command on one line cannot pass; rename it"
      )
    }
    try Self.checkFormats(pattern: pattern, output: output)
    (self.scene, self.pattern, self.output) = (scene, pattern, output)
    (self.options, self.executable) = (options, executable)
    entries = try (0..<count).map { index in
      let segment = try Segment(index: index, count: count)
      let frames = try segment.frames(of: totalFrames)
      let name = Self.outputName(pattern: pattern, index: index, count: count)
      return Entry(
        segment: segment, frames: frames, start: Double(frames.lowerBound) / Double(fps),
        end: Double(frames.upperBound) / Double(fps), output: name,
        arguments: [executable, "render"] + Self.positional([scene]).leading
          + ["--segment", "\(segment)"] + Self.option("-o", name) + options
          + Self.positional([scene]).trailing)
    }
    // The segments by their pattern, not one by one: 8,000 names in one argument pass the
    // 128 KB a single argument may have.
    joinArguments =
      [executable, "concat"] + Self.option("--pattern", pattern) + ["--count", String(count)]
      + Self.option("-o", output)
  }

  /// The output of segment `index` of `count`: `pattern` with `{index}` replaced by the index,
  /// zero-padded to `indexWidth(count)` digits so that the names sort in order.
  package static func outputName(pattern: String, index: Int, count: Int) -> String {
    let digits = String(index)
    let padding = String(repeating: "0", count: max(0, indexWidth(count) - digits.count))
    return pattern.replacingOccurrences(of: "{index}", with: padding + digits)
  }

  /// Throws unless `pattern` names videos that segments can be (MP4, WebM or MOV: a GIF gets
  /// a palette of its own, a PNG holds one frame) and `output` names a video of the same format,
  /// which is all `concat` can join them into.
  static func checkFormats(pattern: String, output: String) throws {
    guard let format = VideoFormat(path: pattern), !format.usesPalette else {
      throw ExportError.usage(
        "pattern '\(pattern)': segments are .mp4, .webm or .mov videos (concat joins them without re-encoding), e.g. seg-{index}.mp4"
      )
    }
    guard VideoFormat(path: output) == format else {
      throw ExportError.usage(
        "output '\(output)': segments of .\(format.rawValue) join into a .\(format.rawValue) video, e.g. out.\(format.rawValue)"
      )
    }
  }

  /// Positional arguments placed so that none is read as an option: as they are when none
  /// starts with "-", else after "--", at the end.
  static func positional(_ values: [String]) -> (leading: [String], trailing: [String]) {
    values.contains { $0.hasPrefix("-") } ? ([], ["--"] + values) : (values, [])
  }

  /// An option and its value: `-o VALUE`, or `--output=VALUE` (`--NAME=VALUE`) when the value
  /// starts with "-" (it would be read as an option of its own).
  static func option(_ name: String, _ value: String) -> [String] {
    guard value.hasPrefix("-") else { return [name, value] }
    return [(name == "-o" ? "--output" : name) + "=" + value]
  }

  /// How many digits the zero-padded indexes of `count` segments have.
  package static func indexWidth(_ count: Int) -> Int { String(max(count - 1, 0)).count }

  /// The entry as one line of JSON: index, segments, frames (first and last), frameCount,
  /// start, end, output, command and arguments.
  package func json(_ entry: Entry) -> String {
    JSONValue.members([
      ("index", .number(Double(entry.segment.index))),
      ("segments", .number(Double(entry.segment.count))),
      (
        "frames",
        .array([
          .number(Double(entry.frames.lowerBound)), .number(Double(entry.frames.upperBound - 1)),
        ])
      ),
      ("frameCount", .number(Double(entry.frames.count))),
      ("start", .number(entry.start)), ("end", .number(entry.end)),
      ("output", .string(entry.output)),
      ("command", .string(Self.shellCommand(entry.arguments))),
      ("arguments", .array(entry.arguments.map { .string($0) })),
    ]).serialized
  }

  /// Throws unless every path and option of the plan is UTF-8 text, as its JSON lines hold
  /// them: a path that is not (`PathBytes`) is refused there, not written as another.
  package func requireText() throws {
    for word in [executable, scene, pattern, output] + options where !PathBytes.isText(word) {
      throw ExportError.usage(
        "'\(word.escapedForTerminal)' is not UTF-8, which a plan's JSON cannot hold; rename it, or use --commands"
      )
    }
  }

  /// Arguments as one line for a POSIX shell, quoting where needed (`ShellQuoting`).
  package static func shellCommand(_ arguments: [String]) -> String {
    arguments.map(ShellQuoting.quote).joined(separator: " ")
  }
}
