import TestSupport
import Testing

/// The commands' help reads as paragraphs wrapped once, at argument-parser's width.
@Suite struct HelpTextTests {
  /// The longest line argument-parser writes when standard output is not a terminal (it
  /// wraps to 80 columns, the last left free).
  static let width = 79

  @Test(
    "each paragraph before USAGE is wrapped greedily: no line breaks where the next word fits",
    arguments: ["render", "concat", "info", "plan", "watch", "sheet"])
  func paragraphsWrapOnce(command: String) throws {
    let run = try CommandRun.chartreel([command, "--help"])
    #expect(run.status == 0, "\(run.stderr)")
    let text = run.stdout.components(separatedBy: "USAGE:")[0]
    for paragraph in text.components(separatedBy: "\n\n") {
      let lines = paragraph.split(separator: "\n").map(String.init)
      for (line, next) in zip(lines, lines.dropFirst()) {
        let word = next.split(separator: " ").first.map(String.init) ?? ""
        #expect(
          line.count + 1 + word.count > Self.width,
          "\(command) --help breaks after \"\(line)\" though \"\(word)\" fits")
      }
    }
  }
}
