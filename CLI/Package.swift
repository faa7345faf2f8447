// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The ChartReel package one folder up: SwiftPM names a local package after its folder,
/// lowercased and without a `.git` ending.
let chartReel: String = {
  let folder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .lastPathComponent.lowercased()
  return folder.hasSuffix(".git") ? String(folder.dropLast(4)) : folder
}()

/// The Swift package name SwiftPM gives ChartReel's modules (`-package-name`): the package's
/// identity as a C99 identifier, every character other than a letter, digit or `_` made `_`,
/// and `_` put before a leading digit.
let chartReelPackageName: String = {
  let name = String(
    chartReel.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
  return name.first?.isNumber == true ? "_" + name : name
}()

// The `chartreel` command line: a package of its own, beside ChartReel's, so that a package
// depending on the `ChartReel` library never fetches or builds swift-argument-parser (nor
// compiles its plugins). `scripts/build` builds it; `scripts/test` builds it before the tests
// that run the binary.
//
// The command line is thin but uses what ChartReel's modules share with `package` access
// (segments, interruption, encoder settings): it is compiled as part of ChartReel's Swift
// package (`-package-name`), which SwiftPM allows because this package is only ever built as
// the root package, never depended on.
let package = Package(
  name: "ChartReelCLI",
  products: [
    .executable(name: "chartreel", targets: ["chartreel"])
  ],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "chartreel",
      dependencies: [
        .product(name: "ChartReel", package: chartReel),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // SwiftPM's own -package-name (this package's, `cli`) is left out for ChartReel's.
      packageAccess: false,
      swiftSettings: [.unsafeFlags(["-package-name", chartReelPackageName])]
    )
  ]
)
