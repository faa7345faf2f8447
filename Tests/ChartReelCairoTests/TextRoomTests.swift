import ChartReel
import Foundation
import TestSupport
import Testing

/// Text in rows and columns keeps to the room it is given at every size: it wraps to its
/// width, is shortened with "…" when its frame is too short, and never runs off the canvas or
/// over its neighbours.
@Suite struct TextRoomTests {
  static let sizes = [(480, 480), (1280, 720), (1080, 1920), (3840, 2160)]

  static let headline =
    "A very long headline that certainly does not fit on one line of this canvas at all"

  /// The probe's text runs and node frames for `root` on a canvas of `size`.
  static func probe(_ size: (Int, Int), root: String, direction: String = "ltr") throws -> (
    texts: [ProbedText], frames: [String: Rect]
  ) {
    let json = """
      {"canvas": {"width": \(size.0), "height": \(size.1), "direction": "\(direction)"},
       "root": \(root)}
      """
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
    var frames: [String: Rect] = [:]
    for entry in compiled.scene.entries where entry.id.isNamed {
      frames[entry.id.rawValue] = compiled.frame(of: entry.id)
    }
    return (compiled.texts(at: 0, measurer: measurer), frames)
  }

  @Test("a headline beside a dot wraps inside the canvas, clear of the chart", arguments: sizes)
  func headlineInARow(_ size: (Int, Int)) throws {
    let root = """
      {"type": "column", "padding": 24, "gap": 16, "children": [
        {"type": "row", "gap": 16, "align": "center", "children": [
          {"type": "shape", "id": "dot", "shape": "ellipse", "width": 24, "height": 24},
          {"type": "text", "id": "headline", "text": "\(Self.headline)", "size": 34,
           "weight": "bold"}]},
        {"type": "chart", "id": "main", "data": {"file": "data/chart_data.json", "chart": 0},
         "title": "Followers"}]}
      """
    let (texts, frames) = try Self.probe(size, root: root)
    let canvas = Rect(x: 0, y: 0, width: Double(size.0), height: Double(size.1))
    let headline = try #require(texts.first { $0.node?.rawValue == "headline" })
    let chart = try #require(frames["main"])
    let dot = try #require(frames["dot"])
    let label = "\(size.0)×\(size.1)"
    #expect(headline.text == Self.headline, "\(label)")
    #expect(canvas.insetBy(dx: 24, dy: 24).contains(headline.box, tolerance: 0.5), "\(label)")
    #expect(headline.box.maxY <= chart.minY, "\(headline.box) over the chart \(chart): \(label)")
    #expect(headline.box.minX >= dot.maxX, "\(label)")
  }

  @Test("texts side by side wrap in their own halves, left and right to left", arguments: sizes)
  func textsSideBySide(_ size: (Int, Int)) throws {
    for direction in ["ltr", "rtl"] {
      let root = """
        {"type": "column", "padding": 24, "children": [
          {"type": "row", "gap": 16, "children": [
            {"type": "text", "id": "a", "text": "\(Self.headline)", "size": 40},
            {"type": "text", "id": "b", "text": "שלום עולם, זה כיתוב ארוך בעברית שמסביר את הנתונים של הערוץ", "size": 40,
             "align": "end"}]}]}
        """
      let (texts, _) = try Self.probe(size, root: root, direction: direction)
      let canvas = Rect(x: 0, y: 0, width: Double(size.0), height: Double(size.1))
      let a = try #require(texts.first { $0.node?.rawValue == "a" })
      let b = try #require(texts.first { $0.node?.rawValue == "b" })
      #expect(canvas.contains(a.box, tolerance: 0.5) && canvas.contains(b.box, tolerance: 0.5))
      #expect(!a.box.intersects(b.box), "\(a.box) \(b.box) at \(size.0)×\(size.1) \(direction)")
    }
  }

  @Test("a caption in a column with too little room ends with … inside the canvas")
  func captionShortened() throws {
    let caption = Array(repeating: "The numbers are weekly.", count: 30).joined(separator: " ")
    let root = """
      {"type": "column", "padding": 24, "gap": 16, "children": [
        {"type": "text", "id": "title", "text": "Followers", "size": 34, "weight": "bold"},
        {"type": "text", "id": "caption", "text": "\(caption)", "size": 30}]}
      """
    let (texts, frames) = try Self.probe((480, 480), root: root)
    let shown = try #require(texts.first { $0.node?.rawValue == "caption" })
    let frame = try #require(frames["caption"])
    #expect(shown.text.hasSuffix("…"))
    #expect(shown.box.maxY <= 480 - 24 + 0.5, "\(shown.box) in \(frame)")
  }

  @Test("a title the script lengthens has room for its longer text from the start")
  func lengthenedTitle() throws {
    let json = """
      {"canvas": {"width": 480, "height": 480}, "root": {"type": "column", "padding": 24,
        "gap": 16, "children": [
          {"type": "text", "id": "title", "text": "Followers", "size": 34, "weight": "bold"},
          {"type": "chart", "id": "main", "data": {"file": "data/chart_data.json", "chart": 0}}]},
       "actions": [{"at": 1, "duration": 0.5, "target": "title", "text": "\(Self.headline)"}]}
      """
    let measurer = try PangoTextMeasurer()
    let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
    let chart = try #require(compiled.frame(of: NodeID("main")))
    let after = try #require(compiled.texts(at: 2, measurer: measurer).first { $0.role == .text })
    #expect(after.text == Self.headline)
    #expect(after.box.maxY <= chart.minY, "\(after.box) over the chart \(chart)")
  }

  @Test("text given less room than its lines is set smaller, whole, before it is shortened")
  func setSmaller() throws {
    let title = "Channel statistics, week 12"
    let root = """
      {"type": "column", "padding": 24, "gap": 16, "children": [
        {"type": "text", "id": "title", "text": "\(title)", "size": 44, "weight": "bold"},
        {"type": "text", "text": "Followers, views and the share of each fruit", "size": 30},
        {"type": "chart", "id": "main", "data": {"file": "data/chart_data.json", "chart": 0}},
        {"type": "text", "text": "Source: the channel's own statistics, weekly.", "size": 30}]}
      """
    let (texts, frames) = try Self.probe((480, 480), root: root)
    let drawn = try #require(texts.first { $0.node?.rawValue == "title" })
    let frame = try #require(frames["title"])
    let chart = try #require(frames["main"])
    let natural = try PangoTextMeasurer().measure(
      title, font: Font(size: 44, weight: .bold), width: frame.width)
    #expect(frame.height < natural.height, "the title was given all it asks for")
    #expect(drawn.text == title)
    #expect(drawn.box.maxY <= frame.maxY + 0.5, "\(drawn.box) in \(frame)")
    // Four children share 480 − 48 − 48: the chart a quarter at least.
    #expect(chart.height >= 96)
  }
}
