// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ChartReel",
  products: [
    .library(name: "ChartReel", targets: ["ChartReel"]),
    .library(name: "ChartReelCairo", targets: ["ChartReelCairo"]),
    .library(name: "ChartReelExport", targets: ["ChartReelExport"]),
    .executable(name: "chartreel", targets: ["chartreel"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "ChartReel"),
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "zlib1g-dev"])]
    ),
    .target(name: "ChartReelCairo", dependencies: ["ChartReel", "CCairo"]),
    .target(name: "ChartReelExport", dependencies: ["ChartReel", "ChartReelCairo"]),
    .executableTarget(
      name: "chartreel",
      dependencies: [
        "ChartReel", "ChartReelCairo", "ChartReelExport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "TestSupport", dependencies: ["ChartReel", "ChartReelExport"], path: "Tests/TestSupport"
    ),
    .testTarget(name: "ChartReelTests", dependencies: ["ChartReel", "TestSupport"]),
    .testTarget(
      name: "ChartReelCairoTests",
      dependencies: ["ChartReel", "ChartReelCairo", "ChartReelExport", "TestSupport"]),
    .testTarget(
      name: "ChartReelExportTests",
      dependencies: ["ChartReel", "ChartReelCairo", "ChartReelExport", "TestSupport", "chartreel"]
    ),
  ]
)
