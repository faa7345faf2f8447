/// One problem found in an input file: where it is and what was expected.
public struct InputProblem: Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The key path of the bad value, like `actions[3].window[1]`; empty for the whole file.
  public var keyPath: String
  /// What was found and what was expected.
  public var message: String

  public init(file: String, keyPath: String, message: String) {
    self.file = file
    self.keyPath = keyPath
    self.message = message
  }

  /// The one-line form printed by the command line: `file: key.path: message`.
  public var description: String {
    keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
  }
}

/// The error thrown when an input file is unreadable or invalid; it carries every problem found.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  public var problems: [InputProblem]

  public init(problems: [InputProblem]) { self.problems = problems }

  public init(file: String, keyPath: String = "", message: String) {
    self.problems = [InputProblem(file: file, keyPath: keyPath, message: message)]
  }

  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// Collects the problems found while reading one input file.
final class ProblemLog {
  let file: String
  private(set) var problems: [InputProblem] = []

  init(file: String) { self.file = file }

  func report(_ keyPath: String, _ message: String) {
    problems.append(InputProblem(file: file, keyPath: keyPath, message: message))
  }

  /// Adds problems found in another file, such as the data file a scene names.
  func append(_ other: InputError) {
    problems += other.problems
  }

  /// Throws the collected problems, if any.
  func throwIfAny() throws(InputError) {
    if !problems.isEmpty { throw InputError(problems: problems) }
  }
}
