/// One scripted interaction: a change to a target that starts at `at` and takes `duration`.
public struct Action: Sendable {
  /// How long an action takes when neither it nor its change says: Telegram's 0.4 s.
  public static let defaultDuration = 0.4

  /// The start in seconds.
  public var at: Double
  /// How long the change takes, in seconds; 0 for at once.
  public var duration: Double
  /// How the change eases from start to end.
  public var curve: TimingCurve
  /// The node changed; nil for the canvas or the scene's one node that takes the change.
  ///
  /// nil means the canvas for changes that take it (the theme), and otherwise the one node in
  /// the scene that can take the change (the only chart).
  public var target: NodeID?
  /// What changes.
  public var change: any Change
  /// Where the action is written in the scene file (`actions[3]`), for messages; the scene
  /// fills it in when it is empty.
  public var sourcePath: String
  /// Where the `At` of a scene written in Swift is, for messages; nil for other actions.
  package var origin: SourceOrigin?
  /// Where the change of a scene written in Swift is (a handle's call), for messages.
  package var changeOrigin: SourceOrigin?

  /// An action; `Scene` checks it against its target.
  public init(
    at: Double, duration: Double? = nil, curve: TimingCurve? = nil, target: NodeID? = nil,
    _ change: any Change, sourcePath: String = ""
  ) {
    self.at = at
    self.duration = duration ?? change.scripted.defaultDuration
    self.curve = curve ?? change.scripted.defaultCurve
    self.target = target
    self.change = change
    self.sourcePath = sourcePath
  }

  /// The key scene files write for the change, like "window".
  public var changeKey: String { change.scripted.key }

  /// When the change ends: `at + duration`.
  public var end: Double { at + duration }
  package var timing: ActionTiming { ActionTiming(start: at, duration: duration, curve: curve) }

  /// The actions sorted by start time, keeping the given order for equal times: of two
  /// actions on one property that start together, the later in the file wins.
  package static func ordered(_ actions: [Action]) -> [Action] {
    actions.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
      .map(\.element)
  }
}
