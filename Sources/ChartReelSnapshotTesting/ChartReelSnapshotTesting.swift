// Snapshot strategies for ChartReel scenes on swift-snapshot-testing: `.probe(at:)`,
// `.frame(at:)` and `.filmstrip(times:)` for `assertSnapshot(of: compiled, as: …)`.
// `import ChartReelSnapshotTesting` brings `assertSnapshot` and ChartReel with it.
@_exported import ChartReel
@_exported import SnapshotTesting
