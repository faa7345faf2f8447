// swift-tools-version: 6.0
// A package as a user writes one: it depends on ChartReel by path and tests a scene's
// interpolation with Swift Testing. scripts/test builds and runs it.
import PackageDescription

let package = Package(
  name: "ChartReelExamples",
  dependencies: [
    // `name:` names the dependency after its manifest; without it a path dependency is named
    // after its folder (`package: "chartreel"` for a checkout in ./chartreel).
    .package(name: "ChartReel", path: "..")
  ],
  targets: [
    .testTarget(
      name: "ExampleTests",
      dependencies: [
        .product(name: "ChartReel", package: "ChartReel"),
        .product(name: "ChartReelSnapshotTesting", package: "ChartReel"),
      ],
      exclude: ["__Snapshots__"],
      resources: [.copy("chart_data.json")])
  ]
)
