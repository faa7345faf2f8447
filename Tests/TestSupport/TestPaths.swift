import ChartReelCharts
import ChartReelCore
import ChartReelInput
import Foundation

/// Where the package's files and build products are, for tests.
public enum TestPaths {
  /// The package's root folder.
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The ready-to-run scenes.
  public static func scene(_ name: String) -> String { root + "/Scenes/" + name }

  /// A file under Tests/Fixtures.
  public static func fixture(_ name: String) -> String { root + "/Tests/Fixtures/" + name }

  /// The built `chartreel` executable: `CHARTREEL` when set, else the CLI package's debug
  /// build (`swift build --package-path CLI`, which `scripts/test` runs first).
  public static let chartreel: String = {
    if let path = ProcessInfo.processInfo.environment["CHARTREEL"], !path.isEmpty { return path }
    return root + "/CLI/.build/debug/chartreel"
  }()

  /// A new empty folder under the system's temporary folder, in this test process's own
  /// folder (`processFolder`), which goes when the process exits: a test that leaves its
  /// folder behind (a failed expectation, a child still writing) leaves nothing on the machine.
  public static func temporaryFolder() -> String {
    let path = processFolder + "/chartreel-test-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The folder of this test process's temporary folders, removed at exit; those of test
  /// processes no longer running (one with this process's id included) go first.
  private static let processFolder: String = {
    let path = processFolderPath()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
    for name in names where name.hasPrefix("chartreel-tests-") {
      guard let id = Int32(name.dropFirst("chartreel-tests-".count)),
        id == getpid() || (kill(id, 0) != 0 && errno == ESRCH)
      else { continue }
      try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + name)
    }
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TestPaths.processFolderPath()) }
    return path
  }()

  private static func processFolderPath() -> String {
    NSTemporaryDirectory() + "chartreel-tests-\(getpid())"
  }

  /// Loads a scene from Scenes/.
  public static func loadScene(_ name: String) throws -> Scene {
    try SceneDecoder.load(path: scene(name))
  }

  /// Decodes a scene given as JSON text, placed as if it were in Scenes/ (so data paths work).
  public static func scene(json: String, file: String = "inline.json") throws -> Scene {
    try SceneDecoder.decode(Array(json.utf8), file: file) { path throws(InputError) in
      try DataFiles().read(root + "/Scenes/" + path)
    }
  }

  /// A scene compiled with the approximate text measurer: everything but Pango.
  public static func compile(_ scene: Scene) -> CompiledScene {
    CompiledScene(scene, measurer: ApproximateTextMeasurer())
  }

  /// The first chart of a scene from Scenes/, compiled.
  public static func chart(_ name: String) throws -> ChartRenderer {
    try compile(loadScene(name)).charts[0]
  }

  /// The first chart of a scene given as JSON, compiled.
  public static func chart(json: String) throws -> ChartRenderer {
    try compile(scene(json: json)).charts[0]
  }
}

extension Array where Element == DisplayNode {
  /// Every text run in the nodes, groups, transforms and tiles included, in drawing order.
  package var textRuns: [TextRun] {
    flatMap { node -> [TextRun] in
      switch node {
      case .text(let run): return [run]
      case .group(_, _, let children), .transform(_, let children), .tile(_, let children):
        return children.textRuns
      default: return []
      }
    }
  }

  /// Every node that is not a group, transform or tile, flattened in drawing order.
  package var leaves: [DisplayNode] {
    flatMap { node -> [DisplayNode] in
      switch node {
      case .group(_, _, let children), .transform(_, let children), .tile(_, let children):
        return children.leaves
      default: return [node]
      }
    }
  }
}

extension Scene {
  /// The contents of the scene's chart nodes, in document order.
  public var chartContents: [ChartContent] {
    entries.compactMap { $0.node.content as? ChartContent }
  }
}
