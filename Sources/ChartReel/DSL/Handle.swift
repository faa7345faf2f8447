/// The typed name of a node in a scene: what a script's changes are aimed at.
///
/// A handle is of one kind of node (`Handle<Text>`, written `TextHandle`), offering only the
/// changes that kind takes — a `TextHandle` has `text(_:)` and no `window(_:)`, so
/// `title.window(…)` does not compile — and every handle has `opacity(_:)`,
/// `offset(x:y:)` and `scale(_:)`. Handles are written as string literals where a node's
/// `id:` is given (`Text("…", id: "note")`) and made once for the script:
///
/// ```swift
/// let note = TextHandle("note")
/// At(1.2, duration: 0.4) { note.opacity(1) }
/// ```
public struct Handle<Kind>: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The id of the node.
  public let id: NodeID

  /// A handle of the node `id`.
  public init(_ id: NodeID) { self.id = id }

  /// A handle of the node `id`.
  public init(_ id: String) { self.init(NodeID(id)) }

  /// A handle of the node named by the literal.
  public init(stringLiteral id: String) { self.init(NodeID(id)) }

  /// Fades the node to `opacity`, from 0 to 1.
  public func opacity(_ opacity: Double, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, .opacity(opacity)).located(fileID, line, method: "opacity")
  }

  /// Moves the node to `x`, `y` pixels from its laid-out place.
  public func offset(x: Double = 0, y: Double = 0, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, .offset(x, y)).located(fileID, line, method: "offset")
  }

  /// Scales the node about its centre.
  public func scale(_ scale: Double, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    TargetedChange(id, .scale(scale)).located(fileID, line, method: "scale")
  }

  /// Any change, for changes the handle has no method for; the scene checks it fits the node.
  public func change(_ change: any Change, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, change).located(fileID, line, method: "change")
  }
}

/// A handle of any node, taking the changes every node takes.
///
/// For a column, row or stack, an annotation, or a node of a kind without a handle of its own.
public typealias NodeHandle = Handle<Node>

/// A handle of a text node: its text and colour change too.
public typealias TextHandle = Handle<Text>

/// A handle of a shape node: its fill and stroke change too.
public typealias ShapeHandle = Handle<Shape>

/// A handle of a range slider: its handles move too.
public typealias SliderHandle = Handle<Slider>

extension Handle where Kind == Text {
  /// Cross-fades the text to `text`.
  public func text(_ text: String, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, .text(text)).located(fileID, line, method: "text")
  }

  /// Changes the text's colour to `color`.
  public func color(_ color: Color, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, TextColorChange(color)).located(fileID, line, method: "color")
  }
}

extension Handle where Kind == Shape {
  /// Changes the shape's fill to `color`.
  public func fill(_ color: Color, fileID: String = #fileID, line: Int = #line) -> TargetedChange {
    TargetedChange(id, ShapeColorChange(.fill, color)).located(fileID, line, method: "fill")
  }

  /// Changes the shape's outline to `color`.
  public func stroke(_ color: Color, fileID: String = #fileID, line: Int = #line) -> TargetedChange
  {
    TargetedChange(id, ShapeColorChange(.stroke, color)).located(fileID, line, method: "stroke")
  }
}

extension Handle where Kind == Slider {
  /// Moves both handles to `lower` and `upper`.
  public func values(_ lower: Double, _ upper: Double, fileID: String = #fileID, line: Int = #line)
    -> TargetedChange
  {
    TargetedChange(id, SliderValuesChange(lower, upper)).located(fileID, line, method: "values")
  }

  /// Drags one handle to `value`, with a touch shown.
  public func drag(
    _ handle: SliderDragChange.Handle, to value: Double, fileID: String = #fileID, line: Int = #line
  ) -> TargetedChange {
    TargetedChange(id, SliderDragChange(handle, to: value)).located(fileID, line, method: "drag")
  }
}
