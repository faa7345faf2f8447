import ChartReel
import Foundation
import TestSupport
import Testing

/// The header's dates while a chart zooms into a day and out.
@Suite struct ZoomHeaderTests {
  @Test(
    "through a zoom into a day and out, at three sizes, the overview's dates and the day's never show at once"
  )
  func datesHandOver() throws {
    let measurer = try PangoTextMeasurer()
    for (width, height) in [(480, 480), (1280, 720), (1080, 1920)] {
      let json = """
        {"canvas": {"width": \(width), "height": \(height), "fps": 60},
         "data": {"file": "data/round2/1/overview.json"}, "title": "Followers",
         "initial": {"window": [0.75, 1]},
         "actions": [{"at": 0, "zoomIn": "2019-04-05"}, {"at": 1, "zoomOut": true}]}
        """
      let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
      var seen: Set<String> = []
      for step in 0...70 {
        let t = Double(step) / 50
        let dates = compiled.texts(at: t, measurer: measurer).filter { $0.role == .header }
        #expect(Set(dates.map(\.text)).count <= 1, "\(width)×\(height) at \(t) s: \(dates)")
        seen.formUnion(dates.map(\.text))
      }
      #expect(seen.count == 2, "the overview's dates and the day's: \(seen)")
    }
  }
}
