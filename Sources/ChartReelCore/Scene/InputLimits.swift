/// The bounds on every part of an input that costs memory or time, in one place.
///
/// A scene or data file past one of these is refused up front, with a message naming the key
/// (or the file) and the limit, before the work it would cause. docs/limits.md lists each one
/// with the reason for its value; keep the two in step.
package enum InputLimits {
  /// The largest scene file read, in bytes: 16 MB.
  ///
  /// A scene is a script (data lives in data files); the worst one this large is refused in
  /// under a second with about 155 MB.
  package static let sceneFileBytes = 16 << 20
  /// The largest data file read, in bytes: 1 GB (a 20-million-point series in Telegram's JSON
  /// is about 360 MB).
  package static let dataFileBytes = 1 << 30
  /// The longest string in a scene or data file, in Unicode scalars: titles, texts, labels,
  /// names, paths.
  package static let stringCharacters = 10_000
  /// The most pixels a canvas may have: 4096 × 2160.
  ///
  /// DCI 4K; 3840 × 2160 and its portrait twin fit. Each frame in flight takes 4 bytes a pixel.
  package static let canvasPixels = 4096 * 2160
  /// The most frames a scene may have: 1,000,000 (4.6 hours at 60 fps).
  package static let frames = 1_000_000
  /// The most nodes in a scene's tree.
  package static let nodes = 10_000
  /// The most actions in a scene.
  package static let actions = 10_000
  /// The most data points (x values) in one data file, over all its charts: 20,000,000.
  package static let dataPoints = 20_000_000
  /// The most values (x values and series values) in one data file: 60,000,000, 480 MB as
  /// doubles.
  package static let dataValues = 60_000_000
  /// The most series in one chart: 10,000.
  ///
  /// Each series is a track, a line and a legend entry; compiling is linear in them (30,000
  /// took 12 s when it was quadratic).
  package static let seriesPerChart = 10_000
  /// The most intervals in one timeline: 100,000 (more than one a second over 24 hours).
  ///
  /// A frame showing the whole day draws every one: 1,000,000 took 5 GB on four threads.
  package static let timelineIntervals = 100_000
  /// The most text in one scene, in Unicode scalars.
  ///
  /// The texts of text nodes (and of their `text` actions), annotation labels and chart titles
  /// together, which Pango lays out and draws on every frame.
  package static let sceneText = 200_000
  /// The most Unicode scalars in one character (grapheme cluster), marks and sequences included.
  ///
  /// A letter with its combining marks, an emoji sequence: Unicode's stream-safe form allows
  /// 30 marks in a row, and 100 texts of a letter with 9,999 took Pango 52 s a frame.
  package static let clusterScalars = 32
  /// The most problems listed for one file; the rest are counted in one last line.
  package static let problemsPerFile = 20
  /// The most characters of a file's text quoted in a message.
  package static let excerptCharacters = 80
  /// The longest key path and message printed for one problem, in characters.
  package static let messageCharacters = 2_000

  /// Why `text` is longer than `stringCharacters` Unicode scalars, or nil when it is not.
  ///
  /// The message reads "a string of N characters; expected at most …"; `what` names the
  /// string ("a series id or name").
  package static func lengthProblem(_ text: String, what: String = "a string") -> String? {
    if let problem = clusterProblem(text, what: what) { return problem }
    guard text.utf8.count > stringCharacters, text.unicodeScalars.count > stringCharacters
    else { return nil }
    return
      "\(what) of \(grouped(text.unicodeScalars.count)) characters; expected at most \(grouped(stringCharacters)) (see docs/limits.md)"
  }

  /// Why a character of `text` (a grapheme cluster) holds more than `clusterScalars` Unicode
  /// scalars, or nil when none does.
  package static func clusterProblem(_ text: String, what: String = "a string") -> String? {
    // Each scalar takes at least one byte: a short string cannot hold a long cluster.
    guard text.utf8.count > clusterScalars else { return nil }
    for (index, character) in text.enumerated() {
      let scalars = character.unicodeScalars.count
      guard scalars > clusterScalars else { continue }
      return
        "\(what) whose character \(grouped(index + 1)) is \(grouped(scalars)) Unicode scalars (a letter and its combining marks, say); expected at most \(clusterScalars) in one character (see docs/limits.md)"
    }
    return nil
  }

  /// `n` with its thousands grouped by commas, as limits are printed: 20,000,000.
  package static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (n < 0 ? "-" : "") + result
  }
}
