import ChartReelCore
import ChartReelInput
import TestSupport
import Testing

/// Files are UTF-8: a byte that is not is refused with its offset, never turned into U+FFFD.
@Suite struct UTF8Tests {
  @Test("the first invalid byte is found where Swift's own validation fails")
  func agreesWithTheStandardLibrary() {
    var random = SeededGenerator(seed: 8)
    let pieces: [[UInt8]] = [
      Array("plain ascii text, ".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8),
      [0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
      [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
    ]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      let offset = TextEncoding.firstInvalidUTF8(bytes)
      #expect((offset == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
      if let offset {
        #expect(String(validating: Array(bytes[..<offset]), as: UTF8.self) != nil, "\(bytes)")
      }
    }
  }

  @Test("a title or a CSV header that is not UTF-8 is refused with the byte's offset")
  func refusedWithOffset() throws {
    let scene =
      Array(
        #"{"canvas": {"width": 320, "height": 180}, "data": {"csv": "d.csv"}, "title": "T"#.utf8)
      + [0xC0, 0xAF] + Array(#""}"#.utf8)
    #expect(throws: InputError.self) { try TextEncoding.utf8(scene, file: "s.json") }
    do { _ = try TextEncoding.utf8(scene, file: "s.json") } catch {
      #expect(
        error.description
          == "s.json: byte 79 (0xC0) is not UTF-8: expected a UTF-8 text file; save it as UTF-8")
    }
    let csv = Array("x,a".utf8) + [0xFF] + Array("\n2020-01-01,1\n2020-01-02,2\n".utf8)
    #expect(throws: InputError.self) { try TextEncoding.utf8(csv, file: "d.csv") }
    #expect(try TextEncoding.utf8(Array("x,é\n".utf8), file: "d.csv").count == 5)
  }
}
