import ChartReelCharts
import ChartReelCore
import Foundation

/// A syntax error in a text file (JSON or CSV): where it is, 1-based, and what is wrong.
package struct TextSyntaxError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError
{
  package var line: Int
  package var column: Int
  package var message: String

  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line 3, column 14: message`.
  package var description: String { "line \(line), column \(column): \(message)" }

  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  package var errorDescription: String? { description }
}
