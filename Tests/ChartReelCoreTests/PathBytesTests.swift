import Testing

@testable import ChartReelCore

#if canImport(Glibc)
  import Glibc
#endif

/// Paths are bytes: every byte string reads into exactly one `String` and back, two names that
/// differ in a byte that is not UTF-8 stay two names, and the file system calls use the bytes.
struct PathBytesTests {
  @Test("a name that is not UTF-8 keeps its bytes; é in UTF-8 is text and stays as it is")
  func roundTrip() {
    let latin = Array("caf".utf8) + [0xE9] + Array("/scene.json".utf8)
    let path = PathBytes.string(latin)
    #expect(PathBytes.bytes(path) == latin)
    #expect(!PathBytes.isText(path))
    #expect(path.escapedForTerminal == "caf\\xE9/scene.json")
    #expect(PathBytes.string(Array("café".utf8)) == "café")
    #expect(PathBytes.isText("café"))
    #expect(PathBytes.string([0x61, 0xE9]) != PathBytes.string([0x61, 0xE8]))
  }

  @Test("cut, overlong, surrogate and out-of-range sequences, and a name holding the escapes")
  func malformedSequences() {
    let cases: [[UInt8]] = [
      [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0x80, 0xBF], [0xFF, 0xFE], [0xF4, 0x8F, 0xBE, 0xA9], Array("\u{10FFE9}x".utf8),
      [0xE2, 0x82, 0xAC, 0xE9, 0x61],
    ]
    for bytes in cases {
      #expect(PathBytes.bytes(PathBytes.string(bytes)) == bytes, "\(bytes)")
    }
    // A real U+10FFE9 in a name is not taken for the byte 0xE9.
    #expect(PathBytes.bytes(PathBytes.string(Array("\u{10FFE9}".utf8))) != [0xE9])
  }

  @Test("every byte string up to length 3 maps to its own String and back")
  func exhaustiveShortStrings() {
    var seen = Set<String>()
    let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]
    for a in alphabet {
      for b in alphabet {
        for c in alphabet {
          let bytes = [a, b, c]
          let text = PathBytes.string(bytes)
          #expect(PathBytes.bytes(text) == bytes)
          seen.insert(text)
        }
      }
    }
    #expect(seen.count == alphabet.count * alphabet.count * alphabet.count)
  }

  @Test("the file system calls create, list, stat, rename and remove names by their bytes")
  func fileSystemUsesBytes() throws {
    var template = Array("/tmp/pathbytes-XXXXXX".utf8CString)
    let made = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) })
    let folder = String(cString: made)
    defer { FileSystem.remove(folder) }
    let inner = folder + "/" + PathBytes.string([0x63, 0x61, 0x66, 0xE9])
    #expect(FileSystem.mkdir(inner) == 0)
    let first = inner + "/" + PathBytes.string([0x61, 0xE9])
    let second = inner + "/" + PathBytes.string([0x61, 0xE8])
    for path in [first, second] {
      let descriptor = FileSystem.open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      #expect(descriptor >= 0)
      close(descriptor)
    }
    #expect(Set(FileSystem.names(in: inner) ?? []).count == 2)
    // The bytes on disk are the ones given: the folder as the C library lists it.
    let listed = try #require(opendir(folder))
    var raw: [[UInt8]] = []
    while let entry = readdir(listed) {
      raw.append(withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) })
    }
    closedir(listed)
    #expect(raw.contains([0x63, 0x61, 0x66, 0xE9]))
    #expect(FileSystem.realPath(first) == first)
    #expect(FileSystem.rename(first, inner + "/b") == 0)
    #expect(FileSystem.stat(first) == nil && FileSystem.stat(second) != nil)
    #expect(FileSystem.remove(inner))
    #expect(FileSystem.lstat(inner) == nil)
  }
}
