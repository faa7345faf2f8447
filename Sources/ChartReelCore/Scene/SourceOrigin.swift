/// Where a part of a scene written in Swift is: the file (`#fileID`) and line it was written
/// on, and how it reads there (`At(1, duration: -1)`), so that a problem names the user's line
/// rather than a key path into a file that does not exist.
package struct SourceOrigin: Sendable, Hashable {
  /// The file as `#fileID` gives it: `MyTests/InterpolationTests.swift`.
  package var fileID: String
  /// The line, from 1.
  package var line: Int
  /// The call as written, short: `At(1, duration: -1)`, `main.hide`, `Text("Sign-ups")`.
  package var label: String

  /// An origin at `line` of `fileID`, reading `label`.
  package init(fileID: String, line: Int, label: String) {
    self.fileID = fileID
    self.line = line
    self.label = label
  }

  /// The file's name without its module, and the line: `InterpolationTests.swift:42`.
  package var place: String {
    let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(name):\(line)"
  }
}
