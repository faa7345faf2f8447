import ChartReel
import Foundation
import TestSupport
import Testing

/// Compares a rendered frame and its display list with the golden files stored for it, and
/// says what differs in a form a reviewer can read.
///
/// The display list must match its `.txt` exactly; a mismatch reports only the differing lines
/// (`-` stored, `+` now, with line numbers). The frame matches its `.png` when no more than
/// 0.2 % of its pixels differ by more than 2 (of 255) in any channel — room for another Cairo or
/// FreeType build to antialias a few edge pixels differently, and far too little for anything a
/// person would see. A frame that differs more is written with an image of the difference
/// (differing pixels red over a faded copy of the stored frame) under `.build/golden-diffs/`,
/// or `CHARTREEL_GOLDEN_DIFFS`, and the message names both files.
/// `CHARTREEL_UPDATE_GOLDEN=1` rewrites the stored files instead: only after looking at them.
enum GoldenCheck {
  /// Whether this run records the golden files rather than comparing.
  static let updating = ProcessInfo.processInfo.environment["CHARTREEL_UPDATE_GOLDEN"] == "1"
  /// The largest channel difference (of 255) that does not count a pixel as differing.
  static let channelTolerance = 2
  /// The share of a frame's pixels that may differ: 1 in 500 (0.2 %).
  static let differingShare = 500
  /// How many differing display-list lines a failure prints.
  static let linesShown = 24

  /// Where a failing comparison writes the frame it got and the difference image.
  static let diffFolder: String = {
    let set = ProcessInfo.processInfo.environment["CHARTREEL_GOLDEN_DIFFS"] ?? ""
    return set.isEmpty ? TestPaths.root + "/.build/golden-diffs" : set
  }()

  /// Checks `list` and `frame` against `folder/name.txt` and `folder/name.png`, recording an
  /// issue for each that differs, or rewrites them when updating.
  ///
  /// With `compact`, the display list is stored with long lines shortened (`compacted`).
  static func check(
    _ name: String, list: DisplayList, frame: Frame, folder: String, compact: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let pngPath = "\(folder)/\(name).png"
    let textPath = "\(folder)/\(name).txt"
    let text = compact ? compacted(list.snapshot) : list.snapshot
    if updating {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(PNGEncoder.encode(frame, level: 9)).write(to: URL(fileURLWithPath: pngPath))
      try text.write(toFile: textPath, atomically: true, encoding: .utf8)
      return
    }
    let expectedText = try String(contentsOfFile: textPath, encoding: .utf8)
    let changes = lineChanges(from: expectedText, to: text)
    if !changes.isEmpty {
      let more = changes.count > linesShown ? "\n… \(changes.count - linesShown) more" : ""
      let shown = changes.prefix(linesShown).joined(separator: "\n")
      Issue.record(
        "display list differs from \(textPath) in \(changes.count) lines:\n\(shown)\(more)",
        sourceLocation: sourceLocation)
    }
    let expected = try PNGDecoder.decode(path: pngPath)
    let differing = countDiffering(frame, expected)
    let allowed = frame.width * frame.height / differingShare
    guard differing > allowed else { return }
    try FileManager.default.createDirectory(atPath: diffFolder, withIntermediateDirectories: true)
    let actualPath = "\(diffFolder)/\(name).actual.png"
    let diffPath = "\(diffFolder)/\(name).diff.png"
    try Data(PNGEncoder.encode(frame)).write(to: URL(fileURLWithPath: actualPath))
    if let image = differenceImage(frame, expected) {
      try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: diffPath))
    }
    Issue.record(
      """
      \(differing) pixels differ from \(pngPath) (allowed \(allowed)): got \(actualPath), \
      difference in red in \(diffPath)
      """,
      sourceLocation: sourceLocation)
  }

  /// The longest line a compacted snapshot keeps whole.
  static let longestLine = 320

  /// A snapshot with every line longer than `longestLine` (a path of many points) cut to its
  /// start, followed by its length and a hash of the whole line: any change to a point still
  /// changes the line, and the stored file stays small enough to review.
  static func compacted(_ snapshot: String) -> String {
    snapshot.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard line.count > longestLine else { return String(line) }
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in line.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      let hex = String(hash, radix: 16)
      return "\(line.prefix(longestLine - 60)) … \(line.count) characters, FNV-1a \(hex)"
    }.joined(separator: "\n")
  }

  /// The number of pixels where any channel differs by more than `tolerance`; every pixel
  /// when the sizes differ.
  static func countDiffering(_ a: Frame, _ b: Frame, tolerance: Int = channelTolerance) -> Int {
    guard a.width == b.width, a.height == b.height else { return max(1, a.width * a.height) }
    var count = 0
    var index = 0
    while index < a.bytes.count {
      for channel in 0..<4
      where abs(Int(a.bytes[index + channel]) - Int(b.bytes[index + channel])) > tolerance {
        count += 1
        break
      }
      index += 4
    }
    return count
  }

  /// The stored frame faded to a quarter of its contrast, with every differing pixel opaque
  /// red; nil when the sizes differ.
  static func differenceImage(_ actual: Frame, _ expected: Frame) -> Frame? {
    guard actual.width == expected.width, actual.height == expected.height else { return nil }
    var bytes = [UInt8](repeating: 255, count: expected.bytes.count)
    var index = 0
    while index < bytes.count {
      var differs = false
      for channel in 0..<4
      where abs(Int(actual.bytes[index + channel]) - Int(expected.bytes[index + channel]))
        > channelTolerance
      {
        differs = true
      }
      if differs {
        bytes.replaceSubrange(index..<index + 4, with: [0, 0, 255, 255])
      } else {
        for channel in 0..<3 {
          bytes[index + channel] = UInt8(191 + Int(expected.bytes[index + channel]) / 4)
        }
      }
      index += 4
    }
    return Frame(width: expected.width, height: expected.height, bytes: bytes)
  }

  /// The lines that differ between two texts, as `- N: line` (stored) and `+ N: line` (now),
  /// from their longest common subsequence; each shortened to 200 characters.
  static func lineChanges(from old: String, to new: String) -> [String] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    if a == b { return [] }
    // common[i][j]: the longest common subsequence of a[i...] and b[j...].
    var common = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i][j] =
          a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    func shown(_ line: Substring) -> String {
      line.count > 200 ? line.prefix(200) + "…" : String(line)
    }
    var changes: [String] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || common[i + 1][j] >= common[i][j + 1]) {
        changes.append("- \(i + 1): \(shown(a[i]))")
        i += 1
      } else {
        changes.append("+ \(j + 1): \(shown(b[j]))")
        j += 1
      }
    }
    return changes
  }
}
