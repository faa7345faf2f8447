import ChartReelCore
import Foundation

/// Where a scene's files come from, and the limits on reading them.
///
/// A service that renders scenes it did not write sets `root`: every data file must then
/// resolve, after symbolic links, inside that folder, so a scene cannot read `/etc/passwd`.
public struct DataFiles: Sendable {
  /// The folder data files must lie in; nil allows any file the user can read.
  public var root: String?

  /// The largest scene file read: 64 MB.
  public static let sceneLimit = 64 << 20
  /// The largest data file read: 2 GB.
  public static let dataLimit = 2 << 30

  public init(root: String? = nil) { self.root = root }

  /// The path of `dataPath` as a scene at `scenePath` names it: relative to the scene's folder.
  public func resolve(_ dataPath: String, relativeTo scenePath: String) -> String {
    if dataPath.hasPrefix("/") { return dataPath }
    let folder = scenePath.lastIndex(of: "/").map { String(scenePath[...$0]) } ?? ""
    return folder + dataPath
  }

  /// Reads a whole file, turning a missing, unreadable, oversized or forbidden file into an
  /// input error naming it.
  public func read(_ path: String, limit: Int = DataFiles.dataLimit) throws(InputError)
    -> InputFile
  {
    guard !path.utf8.contains(0) else {
      throw InputError(file: path, message: "the path holds a NUL byte")
    }
    guard !path.isEmpty else { throw InputError(file: path, message: "expected a file name") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(file: path, message: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw InputError(file: path, message: "is a folder; expected a file")
    }
    if let root {
      let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardized.path
      let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardized.path
      guard resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
        throw InputError(
          file: path, message: "is outside the data root \(root); only files inside it may be read")
      }
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= limit else {
      throw InputError(
        file: path,
        message: "is \(size >> 20) MB; expected at most \(limit >> 20) MB")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw InputError(file: path, message: "cannot read the file")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw InputError(file: path, message: "cannot read the file")
    }
    guard data.count <= limit else {
      throw InputError(file: path, message: "is larger than \(limit >> 20) MB")
    }
    return InputFile(path: path, bytes: [UInt8](data))
  }
}
