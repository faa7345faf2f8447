import ChartReelCharts
import ChartReelCore

/// A syntax error in a text file (JSON or CSV): where it is, 1-based, and what is wrong.
public struct TextSyntaxError: Error, Equatable, Sendable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}
