/// Changes that start together: at `time` seconds, each taking `duration` (its change's
/// default when nil) along `curve`.
///
/// ```swift
/// At(0.5, duration: 1) { main.window(0.4...0.8) }
/// At(2, curve: .easeInOut) {
///   main.hide("y1")
///   title.text("Without y1")
/// }
/// ```
public struct At: Sendable {
  /// One action for each change, in order.
  public var actions: [Action]

  /// The changes `changes` builds, starting at `time` seconds.
  ///
  /// `fileID` and `line` are where the `At` is written: a problem with it or one of its
  /// changes makes `Scene(…)` throw an `InputError` that names them
  /// (`InterpolationTests.swift:42: At(1, duration: -1): duration: …`).
  public init(
    _ time: Double, duration: Double? = nil, curve: TimingCurve? = nil,
    fileID: String = #fileID, line: Int = #line,
    @ChangeBuilder _ changes: () -> [TargetedChange]
  ) {
    let origin = SourceOrigin(
      fileID: fileID, line: line, label: Self.label(time, duration, curve))
    actions = changes().map {
      var action = Action(
        at: time, duration: duration, curve: curve, target: $0.target, $0.change)
      action.origin = origin
      action.changeOrigin = $0.origin
      return action
    }
  }

  /// How the `At` reads: `At(1, duration: -1)`.
  static func label(_ time: Double, _ duration: Double?, _ curve: TimingCurve?) -> String {
    var arguments = [time.formattedForMessage]
    if let duration { arguments.append("duration: \(duration.formattedForMessage)") }
    if curve != nil { arguments.append("curve: …") }
    return "At(\(arguments.joined(separator: ", ")))"
  }
}

/// Builds a scene's script from `At` statements (and `Action` values), with `if` and `for`.
@resultBuilder
public enum ScriptBuilder {
  /// The actions of one `At`.
  public static func buildExpression(_ step: At) -> [Action] { step.actions }

  /// One action as the initialisers take it.
  public static func buildExpression(_ action: Action) -> [Action] { [action] }

  /// Actions made elsewhere, in order.
  public static func buildExpression(_ actions: [Action]) -> [Action] { actions }

  /// The statements' actions, in order (the scene orders them by time, keeping this order
  /// for equal times).
  public static func buildBlock(_ parts: [Action]...) -> [Action] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [Action]?) -> [Action] { part ?? [] }

  /// The `if` branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Action]) -> [Action] { part }

  /// The `else` branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Action]) -> [Action] { part }

  /// A `for` loop's actions.
  public static func buildArray(_ parts: [[Action]]) -> [Action] { parts.flatMap { $0 } }
}
