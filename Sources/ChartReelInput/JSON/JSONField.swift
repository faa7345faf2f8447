import ChartReelCharts
import ChartReelCore

/// A JSON value together with its key path, read with typed accessors that log problems.
///
/// Every accessor returns `nil` after logging "expected …, found …" when the value has the
/// wrong kind, so a reader can go on and report several problems in one pass.
struct JSONField {
  /// The field of a whole document.
  static func root(_ value: JSONValue, log: ProblemLog) -> JSONField {
    JSONField(value: value, path: "", log: log)
  }

  let value: JSONValue
  let path: String
  let log: ProblemLog

  func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func report(_ message: String) { log.report(path, message) }

  private func mismatch(_ expected: String) {
    report("expected \(expected), found \(value.kindDescription)")
  }

  func number() -> Double? {
    guard case .number(let number) = value else {
      mismatch("a number")
      return nil
    }
    return number
  }

  func number(in range: ClosedRange<Double>, _ what: String) -> Double? {
    guard let number = number() else { return nil }
    guard range.contains(number) else {
      report("expected \(what), found \(number.formattedForMessage)")
      return nil
    }
    return number
  }

  /// Reads a number that keeps `rule`, reporting the rule's message when it does not.
  func number(_ rule: NumberRule) -> Double? { number(in: rule.range, rule.expected) }

  func integer(in range: ClosedRange<Int>) -> Int? {
    guard let number = number() else { return nil }
    guard number.rounded() == number, number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      report(
        "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(number.formattedForMessage)"
      )
      return nil
    }
    return Int(number)
  }

  /// Reads a string of at most `InputLimits.stringCharacters` Unicode scalars.
  func string() -> String? {
    guard case .string(let string) = value else {
      mismatch("a string")
      return nil
    }
    if let problem = InputLimits.lengthProblem(string) {
      report(problem)
      return nil
    }
    return string
  }

  func bool() -> Bool? {
    guard case .bool(let bool) = value else {
      mismatch("true or false")
      return nil
    }
    return bool
  }

  var isNull: Bool { value == .null }

  func array() -> [JSONField]? {
    guard case .array(let elements) = value else {
      mismatch("an array")
      return nil
    }
    return elements.enumerated().map {
      JSONField(value: $1, path: "\(path)[\($0)]", log: log)
    }
  }

  /// Reads an object whose keys must all be among `allowed`; unknown keys are reported with a
  /// "did you mean" suggestion.
  func object(allowed: [String]) -> JSONObjectReader? {
    guard case .object(let members) = value else {
      mismatch("an object")
      return nil
    }
    // Past the log's limit problems are only counted: no suggestion is looked for then, so
    // an object of 200,000 unknown keys is not 200,000 searches for a close key.
    var unknown = 0
    for member in members where !allowed.contains(member.key) && !member.key.hasPrefix("$") {
      unknown += 1
      let suggestion =
        unknown > log.limit
        ? "" : allowed.closest(to: member.key).map { " (did you mean \"\($0)\"?)" } ?? ""
      log.report(child(member.key), "unknown key\(suggestion)")
    }
    return JSONObjectReader(field: self, members: members)
  }
}

/// Reads the members of one JSON object by key.
struct JSONObjectReader {
  let field: JSONField
  let members: [(key: String, value: JSONValue)]

  func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

  /// The member under `key`, or `nil` without a report when it is absent.
  func optional(_ key: String) -> JSONField? {
    members.first { $0.key == key }.map {
      JSONField(value: $0.value, path: field.child(key), log: field.log)
    }
  }

  /// The member under `key`, or `nil` after reporting it missing.
  func required(_ key: String, _ expected: String) -> JSONField? {
    if let member = optional(key) { return member }
    field.log.report(field.child(key), "missing key, expected \(expected)")
    return nil
  }
}
