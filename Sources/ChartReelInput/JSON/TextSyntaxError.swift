import ChartReelCharts
import ChartReelCore
import Foundation

/// A syntax error in a text file (JSON or CSV): where it is, 1-based, and what is wrong.
public struct TextSyntaxError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line 3, column 14: message`.
  public var description: String { "line \(line), column \(column): \(message)" }

  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  public var errorDescription: String? { description }
}
