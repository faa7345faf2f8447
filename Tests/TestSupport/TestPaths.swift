import ChartReel
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

  /// The built `chartreel` executable beside the test bundle.
  public static let chartreel: String = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("chartreel").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return root + "/.build/debug/chartreel"
  }()

  /// A new empty folder under the system's temporary folder.
  public static func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "chartreel-test-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Loads a scene from Scenes/, failing the test loudly if it is invalid.
  public static func loadScene(_ name: String) throws -> Scene {
    try SceneDecoder.load(path: scene(name))
  }

  /// Decodes a scene given as JSON text, placed as if it were in Scenes/ (so data paths work).
  public static func scene(json: String, file: String = "inline.json") throws -> Scene {
    try SceneDecoder.decode(Array(json.utf8), file: file) { path throws(InputError) in
      let resolved = root + "/Scenes/" + path
      guard let data = FileManager.default.contents(atPath: resolved) else {
        throw InputError(file: resolved, message: "no such file")
      }
      return InputFile(path: resolved, bytes: [UInt8](data))
    }
  }
}
