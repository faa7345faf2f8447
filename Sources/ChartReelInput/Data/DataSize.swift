import ChartReelCore

/// Bounds a data file's points and values from its bytes, before it is parsed: parsing is what
/// costs memory, so a file past `InputLimits.dataPoints` or `InputLimits.dataValues` is refused
/// after one pass over its bytes.
///
/// The counts are upper bounds: in a JSON file every value but the first of an array follows
/// a comma, and each point has an x value and at least one series value; in a CSV file every
/// row ends with a line break and every field but the first follows a comma (commas and line
/// breaks inside quoted text count too, so a file near the limits may be refused for them).
package enum DataSize {
  /// Throws naming `file` when its bytes hold more points (JSON: pairs of values; CSV: rows)
  /// or more values than allowed.
  package static func check(
    _ bytes: [UInt8], file: String, points: Int = InputLimits.dataPoints,
    values: Int = InputLimits.dataValues
  ) throws(InputError) {
    let (commas, lines) = count(bytes)
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    let isJSON = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    // Each point of a JSON chart has an x value and at least one series value.
    if isJSON && commas / 2 > points {
      throw InputError(
        file: file,
        message:
          "holds about \(InputLimits.grouped(commas / 2)) data points (\(InputLimits.grouped(commas)) values, an x and a series value each); expected at most \(InputLimits.grouped(points)) (see docs/limits.md)"
      )
    }
    let rows = isJSON ? 0 : max(lines - 1, 0)
    if rows > points {
      throw InputError(
        file: file,
        message:
          "holds \(InputLimits.grouped(rows)) rows after the header; expected at most \(InputLimits.grouped(points)) data points (see docs/limits.md)"
      )
    }
    let found = isJSON ? commas : commas + lines
    if found > values {
      throw InputError(
        file: file,
        message:
          "holds more than \(InputLimits.grouped(values)) values (about \(InputLimits.grouped(found))); expected at most \(InputLimits.grouped(values)) (see docs/limits.md)"
      )
    }
  }

  /// The values the bytes hold at most, as `check` bounds them: JSON's commas, or a CSV file's
  /// commas and lines.
  package static func values(_ bytes: [UInt8]) -> Int {
    let (commas, lines) = count(bytes)
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    let isJSON = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    return isJSON ? commas : commas + lines
  }

  /// The commas and the lines (line breaks, plus one for a last line without one).
  static func count(_ bytes: [UInt8]) -> (commas: Int, lines: Int) {
    bytes.withUnsafeBufferPointer { buffer in
      var commas = 0
      var breaks = 0
      for byte in buffer {
        commas &+= byte == 0x2C ? 1 : 0
        breaks &+= byte == 0x0A ? 1 : 0
      }
      let unterminated = buffer.last.map { $0 != 0x0A } ?? false
      return (commas, breaks + (unterminated ? 1 : 0))
    }
  }
}
