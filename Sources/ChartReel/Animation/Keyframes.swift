/// Values at given times, interpolated linearly between them and held before and after.
public struct Keyframes<Value: Interpolatable>: Sendable {
  /// Where time `t` falls: the keyframes on each side and the linear progress between them.
  public struct Position: Sendable {
    public var from: Value
    public var to: Value
    public var progress: Double
  }

  public let times: [Double]
  public let values: [Value]

  /// Creates keyframes from strictly increasing times and one value per time.
  public init(times: [Double], values: [Value]) {
    precondition(!times.isEmpty && times.count == values.count, "one value per keyframe")
    self.times = times
    self.values = values
  }

  /// The keyframes around `t` and how far `t` lies between them.
  public func position(at t: Double) -> Position {
    if t <= times[0] { return Position(from: values[0], to: values[0], progress: 1) }
    guard let next = times.firstIndex(where: { $0 > t }) else {
      return Position(from: values[values.count - 1], to: values[values.count - 1], progress: 1)
    }
    let progress = (t - times[next - 1]) / (times[next] - times[next - 1])
    return Position(from: values[next - 1], to: values[next], progress: progress)
  }

  /// The value at `t`.
  public func value(at t: Double) -> Value {
    let position = position(at: t)
    return Value.interpolate(from: position.from, to: position.to, fraction: position.progress)
  }
}
