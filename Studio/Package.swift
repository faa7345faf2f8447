// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// The ChartReel package one folder up: SwiftPM names a local package after its folder,
/// lowercased and without a `.git` ending.
let chartReel: String = {
  let folder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .lastPathComponent.lowercased()
  return folder.hasSuffix(".git") ? String(folder.dropLast(4)) : folder
}()

// ChartReel Studio: a page that scrubs, plays and inspects a scene, served by Hummingbird.
// A package of its own, beside ChartReel's, so that building or testing ChartReel (and its
// `chartreel` binary) never builds the HTTP server: `scripts/studio` builds this one.
let package = Package(
  name: "ChartReelStudio",
  products: [
    .executable(name: "chartreel-studio", targets: ["chartreel-studio"])
  ],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    // The server: routes, the renders it bounds, the reload and export streams.
    .target(
      name: "ChartReelStudio",
      dependencies: [
        .product(name: "ChartReel", package: chartReel),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    .executableTarget(
      name: "chartreel-studio",
      dependencies: [
        "ChartReelStudio", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ]
)
