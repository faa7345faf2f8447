// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ChartReel",
  products: [
    // The one library for users: `import ChartReel`. The modules under it share what only
    // they need with `package` access.
    .library(name: "ChartReel", targets: ["ChartReel"]),
    // Snapshot strategies for tests: `assertSnapshot(of: compiled, as: .frame(at: 1))`.
    .library(name: "ChartReelSnapshotTesting", targets: ["ChartReelSnapshotTesting"]),
  ],
  // The `chartreel` command line (and its swift-argument-parser) is the package in CLI/, and
  // ChartReel Studio the one in Studio/, so a package depending on the library builds only
  // the library. swift-snapshot-testing is built only for ChartReelSnapshotTesting, and
  // swift-docc-plugin only for `swift package generate-documentation`; neither brings
  // swift-argument-parser.
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The pure Swift core: geometry, display lists, timing curves, tracks, the scene graph,
    // layout, text and shapes. No C, no charts.
    .target(name: "ChartReelCore"),
    // Charts on the scene graph: data, scales, marks, parts (grid, axes, mini-map, legend,
    // indicator), controls.
    .target(name: "ChartReelCharts", dependencies: ["ChartReelCore"]),
    // Reading scene files and data files (JSON with key paths, Telegram, CSV, timelines).
    .target(name: "ChartReelInput", dependencies: ["ChartReelCore", "ChartReelCharts"]),
    // Pango and Cairo through Sources/CCairo/chartreel-pangocairo.pc: pangocairo.pc pulls in
    // glib's -pthread, which SwiftPM drops with a warning on every build.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: Context.packageDirectory + "/Sources/CCairo/chartreel-pangocairo.pc",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
    ),
    // libdeflate: whole-buffer deflate, about three times zlib's speed, for PNG files.
    .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"])]),
    // Linux pipe calls Swift's Glibc module leaves out: vmsplice, FIONREAD, F_SETPIPE_SZ.
    .systemLibrary(name: "CPipe"),
    // The handler of SIGABRT, SIGTRAP and SIGSYS: removes a render's staging with only
    // async-signal-safe calls, then lets the signal end the process.
    .target(name: "CFatalCleanup"),
    // The only module that imports Cairo and Pango.
    .target(name: "ChartReelCairo", dependencies: ["ChartReelCore", "CCairo"]),
    // Frame encodings: PNG and YUV 4:2:0.
    .target(name: "ChartReelEncode", dependencies: ["ChartReelCore", "CDeflate"]),
    // The frame pipeline, sinks (ffmpeg, PNG folder, raw), segments and joins.
    .target(
      name: "ChartReelExport",
      dependencies: ["ChartReelCore", "ChartReelEncode", "CPipe", "CFatalCleanup"]),
    // Everything a Swift user needs in one import, and one-call render and probe.
    .target(
      name: "ChartReel",
      dependencies: [
        "ChartReelCore", "ChartReelCharts", "ChartReelInput", "ChartReelCairo", "ChartReelEncode",
        "ChartReelExport",
      ]),
    // `.probe(at:)`, `.frame(at:)` and `.filmstrip(times:)` for swift-snapshot-testing.
    .target(
      name: "ChartReelSnapshotTesting",
      dependencies: [
        "ChartReel", "ChartReelCore", "ChartReelCairo", "ChartReelEncode",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .target(
      name: "TestSupport", dependencies: ["ChartReelCore", "ChartReelCharts", "ChartReelInput"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "ChartReelCoreTests", dependencies: ["ChartReelCore"]),
    .testTarget(
      name: "ChartReelChartsTests",
      dependencies: ["ChartReelCore", "ChartReelCharts", "ChartReelInput", "TestSupport"]),
    .testTarget(
      name: "ChartReelCairoTests", dependencies: ["ChartReel", "TestSupport"]),
    .testTarget(
      name: "ChartReelExportTests", dependencies: ["ChartReel", "TestSupport"]),
    .testTarget(
      name: "ChartReelSnapshotTestingTests",
      dependencies: ["ChartReelSnapshotTesting", "TestSupport"]),
  ]
)
