import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation
import TestSupport
import Testing

/// Every input scripts/fuzz found to crash, kept in Tests/Fixtures/fuzz and replayed through
/// the fuzz harness itself: each must now go through without crashing.
@Suite struct FuzzRegressionTests {
  static let folder = TestPaths.fixture("fuzz")

  static let cases: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }()

  static let realFiles: [String: [UInt8]] = {
    var files: [String: [UInt8]] = [:]
    for folder in ["Scenes/data", "Scenes/data/round2/1"].map({ TestPaths.root + "/" + $0 }) {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        files[name] = FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) }
      }
    }
    return files
  }()

  @Test("a former crash goes through", arguments: cases)
  func replay(name: String) throws {
    let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
    FuzzInput.run([UInt8](bytes), realFiles: Self.realFiles)
  }

  @Test func theRealFilesAreThere() {
    #expect(Self.realFiles["chart_data.json"] != nil && Self.realFiles["followers.csv"] != nil)
  }
}
