import ChartReelCore

extension JSONValue {
  /// `[x, y, w, h]` (a box as the probe prints it) as a rectangle; nil for anything else.
  public var rect: Rect? {
    guard case .array(let values) = self, values.count == 4 else { return nil }
    let numbers = values.compactMap { value -> Double? in
      if case .number(let number) = value { return number }
      return nil
    }
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}

extension JSONValue {
  /// The number, for a number; nil for anything else.
  public var number: Double? {
    guard case .number(let number) = self else { return nil }
    return number
  }
}
