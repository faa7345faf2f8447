import ChartReel
import Foundation
import TestSupport
import Testing

/// A timeline's x labels sit on its grid's lines, as densely as they fit.
@Suite struct TimelineLabelTests {
  /// The minutes from midnight of an "HH:mm" label.
  func minutes(_ label: String) -> Int? {
    let parts = label.split(separator: ":").compactMap { Int($0) }
    return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
  }

  @Test(
    "over windows from an hour to the whole day, at three sizes, labels at rest are evenly spaced on the grid's lines (15, 30 minutes, 1, 2, 6 or 12 hours), at least two of them and three over the whole day"
  )
  func labelsSitOnTheGrid() throws {
    let measurer = try PangoTextMeasurer()
    let spacings = [15, 30, 60, 120, 360, 720]
    for (width, height) in [(480, 480), (1280, 720), (1080, 1920)] {
      for hours in [1.0, 2, 3, 5, 8, 12, 17, 24] {
        for start in [0.0, 0.37, 1] {
          let lower = (24 - hours) / 24 * start
          let json = """
            {"canvas": {"width": \(width), "height": \(height)}, "title": "Screen time",
             "data": {"timeline": "data/usage.json"},
             "initial": {"window": [\(lower), \(lower + hours / 24)]}}
            """
          let scene = try TestPaths.scene(json: json)
          let labels = CompiledScene(scene, measurer: measurer).texts(at: 0, measurer: measurer)
            .filter { $0.role == .xLabel }
          let times = labels.compactMap { minutes($0.text) }
          let context = "\(width)×\(height), \(hours) h from \(lower): \(labels.map(\.text))"
          #expect(times.count == labels.count && times.count >= (hours == 24 ? 3 : 2), "\(context)")
          let gaps = Set(zip(times, times.dropFirst()).map { $1 - $0 })
          #expect(gaps.count == 1, "\(context)")
          if let gap = gaps.first {
            #expect(spacings.contains(gap), "\(context)")
            #expect(times.allSatisfy { $0 % gap == 0 }, "\(context)")
          }
        }
      }
    }
  }

  @Test(
    "while a timeline zooms from an hour to the whole day and back, at three sizes, no x label overprints another"
  )
  func fadingLabelsNeverOverlap() throws {
    let measurer = try PangoTextMeasurer()
    for (width, height) in [(480, 480), (1280, 720), (1080, 1920)] {
      let json = """
        {"canvas": {"width": \(width), "height": \(height)},
         "data": {"timeline": "data/usage.json"}, "initial": {"window": [0.4, 0.45]},
         "actions": [{"at": 0, "duration": 2, "window": [0, 1]},
                     {"at": 2, "duration": 2, "window": [0.5, 0.55]}]}
        """
      let compiled = CompiledScene(try TestPaths.scene(json: json), measurer: measurer)
      for step in 0...80 {
        let t = Double(step) * 0.05
        let boxes = compiled.texts(at: t, measurer: measurer).filter { $0.role == .xLabel }
          .map(\.box).sorted { $0.minX < $1.minX }
        for (a, b) in zip(boxes, boxes.dropFirst()) {
          #expect(a.maxX <= b.minX + 0.5, "\(width)×\(height) at \(t) s: \(boxes)")
        }
      }
    }
  }
}
