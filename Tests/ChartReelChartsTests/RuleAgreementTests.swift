import ChartReelCharts
import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

/// Each range rule is defined once (`NumberRule`) and read by the decoder and by the checks of
/// scenes built in Swift: a value just outside a rule gets the same message both ways, and a
/// value on its bound passes both ways (issue 21: zoom, font sizes and durations disagreed).
@Suite struct RuleAgreementTests {
  /// One value written in a scene file and the same set in Swift.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The node first in the column, as JSON.
    var nodeJSON = "{\"type\": \"text\", \"text\": \"a\"}"
    /// The same node in Swift.
    var node: @Sendable () -> Node = { Node(TextContent("a")) }
    /// An action on the chart, as JSON (without "at" and "target").
    var actionJSON: String?
    /// The same change in Swift.
    var change: (@Sendable () -> any Change)?
    var durationJSON = "1"
    var duration = 1.0

    var testDescription: String { name }
  }

  static let rejected: [Case] = [
    Case(
      name: "font size below 1", nodeJSON: #"{"type": "text", "text": "a", "size": 0.5}"#,
      node: { Node(TextContent("a", size: 0.5)) }),
    Case(
      name: "font size above 2000", nodeJSON: #"{"type": "text", "text": "a", "size": 2000.5}"#,
      node: { Node(TextContent("a", size: 2000.5)) }),
    Case(
      name: "slider font size below 1",
      nodeJSON: #"{"type": "slider", "min": 0, "max": 10, "step": 1, "size": 0.5}"#,
      node: { Node(SliderContent(minimum: 0, maximum: 10, step: 1, size: 0.5)) }),
    Case(
      name: "slider max past 1e15",
      nodeJSON: #"{"type": "slider", "min": 0, "max": 2e15, "step": 1}"#,
      node: { Node(SliderContent(minimum: 0, maximum: 2e15, step: 1)) }),
    Case(
      name: "line width", nodeJSON: #"{"type": "shape", "shape": "line", "lineWidth": 1001}"#,
      node: { Node(ShapeContent(.line, lineWidth: 1001)) }),
    Case(
      name: "corner radius", nodeJSON: #"{"type": "shape", "shape": "rect", "cornerRadius": -1}"#,
      node: { Node(ShapeContent(.rect, cornerRadius: -1)) }),
    Case(
      name: "gap", nodeJSON: #"{"type": "row", "gap": -2}"#,
      node: { Node(LinearContainer(axis: .horizontal, gap: -2)) }),
    Case(
      name: "opacity", nodeJSON: #"{"type": "text", "text": "a", "opacity": 1.5}"#,
      node: {
        var node = Node(TextContent("a"))
        node.style.opacity = 1.5
        return node
      }),
    Case(
      name: "width", nodeJSON: #"{"type": "text", "text": "a", "width": -1}"#,
      node: {
        var node = Node(TextContent("a"))
        node.sizing.width = -1
        return node
      }),
    Case(name: "zoom below 0.001", actionJSON: #""zoom": 0.0005"#, change: { ZoomChange(0.0005) }),
    Case(name: "pan past 1", actionJSON: #""pan": 1.5"#, change: { PanChange(1.5) }),
    Case(
      name: "pinch of 0", actionJSON: #""pinch": {"scale": 0}"#,
      change: { PinchChange(scale: 0) }),
    Case(
      name: "fling too fast", actionJSON: #""fling": {"velocity": 200000}"#,
      change: { FlingChange(velocity: 200_000) }),
    Case(
      name: "scene duration below 0.001", durationJSON: "0.0005", duration: 0.0005),
  ]

  static let accepted: [Case] = [
    Case(
      name: "font size 1", nodeJSON: #"{"type": "text", "text": "a", "size": 1}"#,
      node: { Node(TextContent("a", size: 1)) }),
    Case(
      name: "font size 2000", nodeJSON: #"{"type": "text", "text": "a", "size": 2000}"#,
      node: { Node(TextContent("a", size: 2000)) }),
    Case(name: "zoom of 0.001", actionJSON: #""zoom": 0.001"#, change: { ZoomChange(0.001) }),
    Case(name: "zoom of 1000", actionJSON: #""zoom": 1000"#, change: { ZoomChange(1000) }),
  ]

  /// The problems of the case read from JSON, as "key: message" with the key under the root.
  func decodedProblems(_ c: Case) -> [String] {
    let action = c.actionJSON.map { #"{"at": 0, "target": "chart", \#($0)}"# }
    let json = """
      {"canvas": {"width": 320, "height": 180}, "duration": \(c.durationJSON),
       "root": {"type": "column", "children": [\(c.nodeJSON),
         {"type": "chart", "id": "chart", "data": {"file": "data/chart_data.json", "chart": 1}}]},
       "actions": [\(action ?? "")]}
      """
    do {
      _ = try TestPaths.scene(json: json)
      return []
    } catch let error as InputError {
      return error.problems.map {
        let key = $0.keyPath.hasPrefix("root.") ? String($0.keyPath.dropFirst(5)) : $0.keyPath
        return "\(key): \($0.message)"
      }
    } catch {
      return ["\(error)"]
    }
  }

  /// The problems of the same case built in Swift.
  func swiftProblems(_ c: Case) throws -> [String] {
    let data = try #require(TestPaths.loadScene("pan.json").chartContents.first).data
    let root = Node(
      LinearContainer(axis: .vertical),
      children: [c.node(), Node(id: "chart", ChartContent(data: data))])
    do {
      _ = try Scene(
        canvas: Canvas(width: 320, height: 180), root: root,
        actions: c.change.map { [Action(at: 0, target: "chart", $0())] } ?? [],
        duration: c.duration)
      return []
    } catch {
      return error.problems.map { "\($0.keyPath): \($0.message)" }
    }
  }

  @Test(arguments: rejected) func aValueOutsideARuleGetsOneMessageBothWays(_ c: Case) throws {
    let decoded = decodedProblems(c)
    let built = try swiftProblems(c)
    #expect(decoded.count == 1, "\(decoded)")
    #expect(decoded == built)
  }

  @Test(arguments: accepted) func aValueOnABoundPassesBothWays(_ c: Case) throws {
    #expect(decodedProblems(c) == [])
    #expect(try swiftProblems(c) == [])
  }
}
