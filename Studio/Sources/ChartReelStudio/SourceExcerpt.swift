import ChartReel
import Foundation

/// The lines of a JSON file around a key path (`actions[3].window`) or a line and column:
/// what the error overlay and a click on an action show.
enum SourceExcerpt {
  /// Lines shown before and after the one found (more after: an object's members follow it).
  static let context = (before: 3, after: 6)
  /// The most bytes of a file looked at.
  static let byteLimit = 4 << 20

  /// `{file, key, line, column, lines: [[number, text]]}` for `keyPath` in `file` (the nearest
  /// enclosing key found when that one is not, the top when none), or at `line` and `column`
  /// when given; `{file, error}` when the file cannot be read.
  static func json(file: String, keyPath: String, line: Int? = nil, column: Int? = nil)
    -> JSONValue
  {
    guard let data = FileManager.default.contents(atPath: file), data.count <= byteLimit else {
      return .object([("file", .string(file)), ("error", .string("cannot read the file"))])
    }
    let bytes = [UInt8](data)
    var found = (line: 1, column: 1)
    var key = ""
    if let line {
      found = (line, column ?? 1)
    } else {
      var path = keyPath
      while true {
        var finder = KeyFinder(bytes: bytes, target: path)
        if let offset = finder.find() {
          found = position(of: offset, in: bytes)
          key = path
          break
        }
        guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
        path = String(path[..<cut])
      }
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let first = max(1, found.line - context.before)
    let last = min(lines.count, found.line + context.after)
    let shown: [JSONValue] =
      first <= last
      ? (first...last).map {
        .array([.number(Double($0)), .string(String(lines[$0 - 1].prefix(240)))])
      } : []
    return .object([
      ("file", .string(file)), ("key", .string(key)), ("line", .number(Double(found.line))),
      ("column", .number(Double(found.column))), ("lines", .array(shown)),
    ])
  }

  /// The 1-based line and column of byte `offset`.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}

/// Walks JSON text and finds where the value at a key path starts (its key, for an object's
/// member); gives up on text that is not JSON.
private struct KeyFinder {
  let bytes: [UInt8]
  let target: String
  var index = 0
  var depth = 0

  init(bytes: [UInt8], target: String) {
    self.bytes = bytes
    self.target = target
  }

  mutating func find() -> Int? {
    if target.isEmpty { return 0 }
    return value(path: "", start: 0)
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Reads one value at `path`; returns the offset of the target when it is inside.
  private mutating func value(path: String, start: Int) -> Int? {
    if path == target { return start }
    skipSpace()
    guard index < bytes.count, depth < 200 else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      depth += 1
      index += 1
      while true {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "}") { index += 1; break }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        let keyStart = index
        guard let key = string() else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        let child = path.isEmpty ? key : path + "." + key
        if let found = value(path: child, start: keyStart) { return found }
      }
      depth -= 1
    case UInt8(ascii: "["):
      depth += 1
      index += 1
      var count = 0
      while true {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "]") { index += 1; break }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        if let found = value(path: path + "[\(count)]", start: index) { return found }
        count += 1
      }
      depth -= 1
    case UInt8(ascii: "\""):
      _ = string()
    default:
      while index < bytes.count, !",]} \t\r\n".utf8.contains(bytes[index]) { index += 1 }
    }
    return nil
  }

  /// Reads a string at `index` (escapes kept as written, enough to compare plain keys).
  private mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    index += 1
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    guard index < bytes.count else { return nil }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    index += 1
    return text
  }
}
