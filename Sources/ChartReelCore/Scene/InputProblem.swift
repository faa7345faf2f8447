import Foundation

/// One problem found in an input file: where it is and what was expected.
public struct InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The key path of the bad value, like `actions[3].window[1]`; empty for the whole file.
  public var keyPath: String
  /// What was found and what was expected.
  public var message: String

  /// A problem with `keyPath` in `file`.
  public init(file: String, keyPath: String, message: String) {
    self.file = file
    self.keyPath = keyPath
    self.message = message
  }

  /// The one-line form printed by the command line: `file: key.path: message`, with control
  /// characters escaped and each part cut at `InputLimits.messageCharacters`, so that no text
  /// from a file can reach a terminal raw or at length.
  public var description: String {
    let limit = InputLimits.messageCharacters
    let file = self.file.excerpt(limit)
    return keyPath.isEmpty
      ? "\(file): \(message.excerpt(limit))"
      : "\(file): \(keyPath.excerpt(limit)): \(message.excerpt(limit))"
  }
}

/// The error thrown when an input file is unreadable or invalid; it carries every problem found.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Every problem found, in the order found.
  public var problems: [InputProblem]

  /// An error of `problems`.
  public init(problems: [InputProblem]) { self.problems = problems }

  /// An error of one problem.
  public init(file: String, keyPath: String = "", message: String) {
    self.problems = [InputProblem(file: file, keyPath: keyPath, message: message)]
  }

  /// Each problem on a line of its own.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// Collects the problems found while reading input files, at most `limit` per file.
///
/// A file with a million bad values must not print a million lines: past the limit a file's
/// problems are only counted, and one last line says how many more there were.
package final class ProblemLog {
  /// The file problems are reported against by default.
  package let file: String
  /// The most problems kept for one file.
  package let limit: Int
  private var kept: [InputProblem] = []
  private var omitted: [String: Int] = [:]
  private var counts: [String: Int] = [:]

  package init(file: String, limit: Int = InputLimits.problemsPerFile) {
    self.file = file
    self.limit = limit
  }

  /// Whether any problem has been reported.
  package var isEmpty: Bool { kept.isEmpty }

  /// How many problems have been reported, counted ones included.
  package var count: Int { kept.count + omitted.values.reduce(0, +) }

  /// The problems, each file's last line saying how many more there were past the limit.
  package var problems: [InputProblem] {
    var result = kept
    for (file, count) in omitted.sorted(by: { $0.key < $1.key }) {
      let index = (result.lastIndex { $0.file == file } ?? result.count - 1) + 1
      result.insert(
        InputProblem(
          file: file, keyPath: "",
          message: "… and \(count) more problem\(count == 1 ? "" : "s") in this file"),
        at: index)
    }
    return result
  }

  /// Reports a problem at `keyPath` in the log's file.
  package func report(_ keyPath: String, _ message: String) {
    add(InputProblem(file: file, keyPath: keyPath, message: message))
  }

  /// Adds problems found in another file, such as the data file a scene names.
  package func append(_ other: InputError) {
    for problem in other.problems { add(problem) }
  }

  private func add(_ problem: InputProblem) {
    if problem.keyPath.isEmpty && problem.message.hasPrefix("… and ") {
      kept.append(problem)  // another log's count of what it left out
      return
    }
    let count = counts[problem.file, default: 0]
    counts[problem.file] = count + 1
    if count < limit {
      kept.append(problem)
    } else {
      omitted[problem.file, default: 0] += 1
    }
  }

  /// Throws the collected problems, if any.
  package func throwIfAny() throws(InputError) {
    if !kept.isEmpty { throw InputError(problems: problems) }
  }
}

extension InputProblem: LocalizedError {
  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  public var errorDescription: String? { description }
}

extension InputError: LocalizedError {
  /// The one-line message of `description`, so that `localizedDescription` reads it too.
  public var errorDescription: String? { description }
}
