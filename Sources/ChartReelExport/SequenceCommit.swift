import ChartReelCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Moves a staged PNG sequence into its folder as a whole: every frame or none.
///
/// First every frame to be replaced is checked to be a regular file and kept — hard-linked
/// into the staging folder, or copied where a link is refused — so that nothing is moved
/// unless it can be undone. Then each staged frame is renamed over its target; if a rename
/// fails, the frames already moved are put back (the kept old ones renamed over them, the new
/// ones without an old one removed), and the error names the frame that failed.
package struct SequenceCommit {
  /// The sequence's folder, the staging folder inside it, and the staged frames' names.
  package let folder: String
  package let staging: String
  package let names: [String]

  package init(folder: String, staging: String, names: [String]) {
    (self.folder, self.staging, self.names) = (folder, staging, names)
  }

  /// Where the old frame `name` is kept while the sequence is moved.
  private func kept(_ name: String) -> String { staging + "/.old-" + name }

  /// Commits the sequence, or throws with the folder as it was.
  package func run() throws {
    var replaced = Set<String>()
    for name in names {
      let target = folder + "/" + name
      guard let info = FileSystem.lstat(target) else {
        guard errno == ENOENT else { throw failure(name, "cannot be read", errno) }
        continue
      }
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw ExportError.io(
          path: target,
          reason:
            "is not a file (a folder, a link or a device) and cannot be replaced; no frame of the sequence was written"
        )
      }
      guard FileSystem.link(target, kept(name)) == 0 || copy(target, to: kept(name)) else {
        throw failure(name, "cannot be kept to put back on failure", errno)
      }
      replaced.insert(name)
      PartialFiles.copyMode(from: target, to: staging + "/" + name)
    }
    for (index, name) in names.enumerated() {
      guard FileSystem.rename(staging + "/" + name, folder + "/" + name) != 0 else { continue }
      let code = errno
      for moved in names[..<index] {
        if replaced.contains(moved) {
          _ = FileSystem.rename(kept(moved), folder + "/" + moved)
        } else {
          _ = FileSystem.unlink(folder + "/" + moved)
        }
      }
      throw failure(name, "cannot be replaced", code)
    }
  }

  /// Copies the file at `source` to a new file at `destination`; whether it could.
  private func copy(_ source: String, to destination: String) -> Bool {
    FileSystem.copy(source, to: destination)
  }

  private func failure(_ name: String, _ what: String, _ code: Int32) -> ExportError {
    ExportError.io(
      path: folder + "/" + name,
      reason:
        "\(what): \(String(cString: strerror(code))); the old sequence was left as it was")
  }
}
