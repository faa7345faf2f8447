/// A chart kind as the docs, the benchmark and the tests show it: one entry of the kinds
/// manifest, `ChartKind.examples`.
///
/// `chartreel kinds` prints the manifest for scripts (`scripts/gallery`, `scripts/compare-kinds`
/// and `scripts/bench` read it), and the layout matrix (`MatrixScenes.kinds`) generates data for
/// each entry's `samples`; adding a kind's scene there is one entry here.
package struct ChartKindExample: Sendable, Equatable {
  /// Where an example is shown.
  package enum Use: String, Sendable, CaseIterable {
    /// `docs/gallery`, at three sizes (`scripts/gallery`).
    case gallery
    /// `docs/kinds`, the picture of the kind in the README (`scripts/compare-kinds`).
    case compare
    /// The benchmark's one scene per kind (`scripts/bench`).
    case bench
  }

  /// How `docs/kinds/NAME.jpg` shows the example.
  package enum Picture: Sendable, Equatable {
    /// A contact sheet of the scene beside the contest's design screenshot of the kind (a
    /// file name in the reference's `stage2` folder, like `JS_2`).
    case besideDesign(String)
    /// A contact sheet of the scene, for a kind the contest has no design of.
    case sheet
    /// The one frame at this time, in seconds.
    case frame(at: Double)
  }

  /// Its name in file names and headings: `lines`, `stacked-bars`, `candlesticks`.
  package var name: String
  /// The kind its scene draws.
  package var kind: ChartKind
  /// The scene, relative to the repository: `Scenes/zoom-day.json`.
  package var scene: String
  /// The names of the data the layout matrix generates for the kind (`MatrixScenes`): `line`,
  /// `twoAxes`, `pie` …; empty when the example adds none.
  package var samples: [String]
  /// How `docs/kinds` pictures it; nil when it has no picture there.
  package var picture: Picture?
  /// Where it is shown.
  package var uses: [Use]

  /// An example named `name` of `kind`, drawn by `scene`.
  package init(
    _ name: String, _ kind: ChartKind, scene: String, samples: [String] = [],
    picture: Picture? = nil, uses: [Use]
  ) {
    self.name = name
    self.kind = kind
    self.scene = scene
    self.samples = samples
    self.picture = picture
    self.uses = uses
  }

  /// One line for scripts: name, kind, scene, picture (`design:JS_2`, `sheet`, `frame:2.2` or
  /// `-`) and uses (`gallery,compare,bench`), separated by spaces.
  package var line: String {
    let picture: String
    switch self.picture {
    case .besideDesign(let screenshot): picture = "design:" + screenshot
    case .sheet: picture = "sheet"
    case .frame(let seconds): picture = "frame:\(seconds)"
    case nil: picture = "-"
    }
    return [name, kind.rawValue, scene, picture, uses.map(\.rawValue).joined(separator: ",")]
      .joined(separator: " ")
  }
}

extension ChartKind {
  /// The kinds manifest: every kind's scenes as the gallery, the README's pictures, the
  /// benchmark and the layout matrix show them, in the gallery's order (the matrix's kinds are
  /// their samples in this order).
  package static let examples: [ChartKindExample] = [
    .init(
      "lines", .line, scene: "Scenes/zoom-day.json", samples: ["line"],
      picture: .besideDesign("JS_2"), uses: [.gallery, .compare, .bench]),
    .init(
      "two-axes", .line, scene: "Scenes/two-axes.json", samples: ["twoAxes"],
      picture: .besideDesign("JS_3"), uses: [.gallery, .compare, .bench]),
    .init(
      "bars", .bar, scene: "Scenes/bars.json", samples: ["bar"],
      picture: .besideDesign("JS_7"), uses: [.gallery, .compare, .bench]),
    .init(
      "stacked-bars", .stackedBar, scene: "Scenes/stacked-bars.json", samples: ["stackedBar"],
      picture: .besideDesign("JS_6"), uses: [.gallery, .compare, .bench]),
    .init(
      "csv-long-areas", .area, scene: "Scenes/iowa-electricity-areas.json", samples: ["area"],
      uses: [.gallery]),
    .init(
      "percentage", .percentArea, scene: "Scenes/percentage.json",
      samples: ["percentage", "pie"], picture: .besideDesign("JS_11"),
      uses: [.gallery, .compare, .bench]),
    .init(
      "timeline", .timeline, scene: "Scenes/timeline.json", samples: ["timeline"],
      picture: .frame(at: 2.2), uses: [.gallery, .compare, .bench]),
    .init(
      "timeline-rtl", .timeline, scene: "Scenes/timeline-ar.json", picture: .frame(at: 2.2),
      uses: [.gallery, .compare]),
    .init(
      "candlesticks", .candlestick, scene: "Scenes/candlesticks.json", samples: ["candlestick"],
      picture: .sheet, uses: [.gallery, .compare, .bench]),
    .init(
      "csv-stacked-bars", .stackedBar, scene: "Scenes/crimea-stacked-bars.json", uses: [.gallery]),
    .init("csv-two-axes", .line, scene: "Scenes/wheat-two-axes.json", uses: [.gallery]),
    .init("graph", .line, scene: "Scenes/scene-graph.json", uses: [.gallery, .bench]),
  ]
}
