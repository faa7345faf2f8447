/// A scene loaded from its file, with a fingerprint of every byte it was made from.
///
/// Two machines that load the same scene file and the same data files (wherever they are)
/// get the same hash, so segments rendered on either can be told to belong together.
public struct SceneFile: Sendable {
  /// The scene, checked.
  public let scene: Scene
  /// The SHA-256 of the scene file and of each data file it read, in the order read (each
  /// prefixed by its length), as 64 hexadecimal digits; nil when not asked for.
  public let hash: String?
  /// The files read: the scene, then each data file, as resolved (for `RenderOptions.inputs`).
  package let inputs: [OutputCheck.Input]

  /// Loads and checks the scene file at `path` and the data it names, as `Scene.load` does.
  ///
  /// With `hashing`, the bytes are hashed as they are read (about 230 MB/s: only segments,
  /// which must be told apart, need it). `reading` is told the path of each data file before
  /// it is read (`chartreel watch` watches them).
  public static func load(
    _ path: String, files: DataFiles = DataFiles(), hashing: Bool = true,
    reading: @escaping (String) -> Void = { _ in }
  ) throws(InputError) -> SceneFile {
    let hasher = hashing ? Hasher() : nil
    let read = ReadFiles(OutputCheck.Input(path: path, role: "the scene"))
    let bytes = try files.readScene(path).bytes
    hasher?.add(bytes)
    let scene = try SceneDecoder.decode(bytes, file: path) { dataPath throws(InputError) in
      let resolved = files.resolve(dataPath, relativeTo: path)
      reading(resolved)
      read.inputs.append(OutputCheck.Input(path: resolved, role: "a data file of the scene"))
      let file = try files.read(resolved)
      hasher?.add(file.bytes)
      return file
    }
    return SceneFile(scene: scene, hash: hasher?.finish(), inputs: read.inputs)
  }

  /// The files read so far; a class, so the decoder's reading closure can add to it.
  private final class ReadFiles {
    var inputs: [OutputCheck.Input]

    init(_ scene: OutputCheck.Input) { inputs = [scene] }
  }

  /// Accumulates the files' bytes; a class, so the decoder's reading closure can add to it.
  private final class Hasher {
    private var sha = SHA256()

    func add(_ bytes: [UInt8]) {
      let count = UInt64(bytes.count)
      sha.update((0..<8).map { UInt8(truncatingIfNeeded: count >> (8 * $0)) } as [UInt8])
      sha.update(bytes)
    }

    func finish() -> String { sha.finalizeHex() }
  }
}
