/// A box of an MP4 file: its four-character type and where its payload lies.
struct MP4Box {
  var type: String
  var payload: Range<Int>
}

/// Walks an MP4 file's boxes to its first video track and its media data.
struct MP4TrackReader {
  let file: MP4File
  /// The first track whose handler is `vide`.
  var videoTrack: MP4Track?
  /// The payloads of the top-level `mdat` boxes.
  var mediaData: [Range<Int>] = []

  init(file: MP4File) { self.file = file }

  /// Reads the top-level boxes, which must tile the file, and the video track in `moov`.
  mutating func readTopLevel() throws {
    guard file.size >= 8, try file.bytes(at: 0, count: 8).fourCC(4) == "ftyp" else {
      throw MP4Index.Problem("does not start with an MP4 file type box (ftyp)")
    }
    let top = try boxes(in: 0..<file.size)
    mediaData = top.filter { $0.type == "mdat" }.map(\.payload)
    guard let movie = top.first(where: { $0.type == "moov" }) else {
      throw MP4Index.Problem("has no index (moov box)")
    }
    for track in try boxes(in: movie.payload) where track.type == "trak" {
      if let video = try MP4Track(track, reader: self) {
        videoTrack = video
        return
      }
    }
  }

  /// The boxes that exactly tile `range`, in order.
  func boxes(in range: Range<Int>) throws -> [MP4Box] {
    var found: [MP4Box] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard range.upperBound - offset >= 8 else {
        throw MP4Index.Problem("ends inside a box header at byte \(offset) (cut short?)")
      }
      let header = try file.bytes(at: offset, count: min(16, range.upperBound - offset))
      let type = header.fourCC(4)
      var size = header.bigEndian(0, 4)
      var headerSize = 8
      if size == 1 {
        guard header.count == 16 else {
          throw MP4Index.Problem("ends inside the \(type) box's header at byte \(offset)")
        }
        size = header.bigEndian(8, 8)
        headerSize = 16
      } else if size == 0 {
        size = range.upperBound - offset
      }
      guard size >= headerSize, size <= range.upperBound - offset else {
        throw MP4Index.Problem(
          "its \(type) box at byte \(offset) runs past the end of what holds it (cut short?)")
      }
      found.append(MP4Box(type: type, payload: (offset + headerSize)..<(offset + size)))
      offset += size
    }
    return found
  }

  /// The first child of `box` of type `type`.
  func child(_ type: String, of box: MP4Box) throws -> MP4Box {
    guard let found = try boxes(in: box.payload).first(where: { $0.type == type }) else {
      throw MP4Index.Problem("has no \(type) box in its \(box.type) box")
    }
    return found
  }

  /// The entries of the table in full box `box`: its entry count at `countAt` bytes into the
  /// payload, then entries `stride` bytes apart, each read as the `width`-byte big-endian
  /// unsigned integer `field` bytes into it.
  func table(_ box: MP4Box, countAt: Int = 4, width: Int = 4, stride: Int? = nil, field: Int = 0)
    throws -> [Int]
  {
    let count = try file.bytes(at: box.payload.lowerBound + countAt, count: 4).bigEndian(0, 4)
    let step = stride ?? width
    guard count <= (box.payload.count - countAt - 4) / step else {
      throw MP4Index.Problem("its \(box.type) table holds fewer entries than it says")
    }
    let bytes = try file.bytes(at: box.payload.lowerBound + countAt + 4, count: count * step)
    return (0..<count).map { bytes.bigEndian($0 * step + field, width) }
  }
}

/// A video track's sample entry and sample table.
struct MP4Track {
  var sampleEntry: String
  var width: Int
  var height: Int
  /// Bytes in each NAL unit's length prefix (H.264's `avcC`), when the samples are NAL units.
  var lengthSize: Int?
  /// Each sample's size in bytes.
  var sizes: [Int]
  /// Where each chunk starts in the file.
  var chunkOffsets: [Int]
  /// The sample-to-chunk runs: from chunk `first` (1-based) on, `count` samples a chunk.
  var runs: [(first: Int, count: Int)]

  /// The track in `track`, or nil when it is not a video track.
  init?(_ track: MP4Box, reader: MP4TrackReader) throws {
    let media = try reader.child("mdia", of: track)
    let handler = try reader.child("hdlr", of: media)
    guard try reader.file.bytes(at: handler.payload.lowerBound + 8, count: 4).fourCC(0) == "vide"
    else { return nil }
    let table = try reader.child("stbl", of: reader.child("minf", of: media))
    let descriptions = try reader.child("stsd", of: table)
    let entries = try reader.boxes(
      in: (descriptions.payload.lowerBound + 8)..<descriptions.payload.upperBound)
    guard let entry = entries.first, entry.payload.count >= 78 else {
      throw MP4Index.Problem("has no video sample description")
    }
    sampleEntry = entry.type
    let visual = try reader.file.bytes(at: entry.payload.lowerBound, count: 78)
    width = visual.bigEndian(24, 2)
    height = visual.bigEndian(26, 2)
    let extensions = try reader.boxes(
      in: (entry.payload.lowerBound + 78)..<entry.payload.upperBound)
    lengthSize = try extensions.first { $0.type == "avcC" }.map { box in
      Int(try reader.file.bytes(at: box.payload.lowerBound + 4, count: 1)[0] & 3) + 1
    }
    let sampleSizes = try reader.child("stsz", of: table)
    // One size for every sample (then no table), or a table of sizes.
    let head = try reader.file.bytes(at: sampleSizes.payload.lowerBound + 4, count: 8)
    let fixed = head.bigEndian(0, 4)
    guard fixed == 0 || fixed * head.bigEndian(4, 4) <= reader.file.size else {
      throw MP4Index.Problem("its samples are larger than the file")
    }
    sizes =
      fixed != 0
      ? Array(repeating: fixed, count: head.bigEndian(4, 4))
      : try reader.table(sampleSizes, countAt: 8)
    let children = try reader.boxes(in: table.payload)
    if let offsets = children.first(where: { $0.type == "stco" }) {
      chunkOffsets = try reader.table(offsets)
    } else if let offsets = children.first(where: { $0.type == "co64" }) {
      chunkOffsets = try reader.table(offsets, width: 8)
    } else {
      throw MP4Index.Problem("has no chunk offsets (stco box)")
    }
    let sampleToChunk = try reader.child("stsc", of: table)
    let firsts = try reader.table(sampleToChunk, stride: 12)
    let counts = try reader.table(sampleToChunk, stride: 12, field: 4)
    runs = zip(firsts, counts).map { (first: $0, count: $1) }
  }
}

extension MP4Track {
  /// Checks that every sample lies inside `mediaData` and, for NAL-unit samples, is whole
  /// NAL units: their length prefixes add up to the sample's size.
  func checkSamples(in file: MP4File, mediaData: [Range<Int>]) throws {
    var sample = 0
    for (index, offset) in chunkOffsets.enumerated() {
      let chunk = index + 1
      let count = runs.last { $0.first <= chunk }?.count ?? 0
      guard count > 0, sample + count <= sizes.count else {
        throw MP4Index.Problem("its chunk \(chunk) holds samples the index does not size")
      }
      let length = sizes[sample..<(sample + count)].reduce(0, +)
      guard mediaData.contains(where: { $0.contains(offset) && offset + length <= $0.upperBound })
      else {
        throw MP4Index.Problem("its chunk \(chunk) lies outside the media data (cut short?)")
      }
      if let lengthSize {
        let bytes = try file.bytes(at: offset, count: length)
        var start = 0
        for size in sizes[sample..<(sample + count)] {
          try Self.checkUnits(
            bytes, from: start, size: size, lengthSize: lengthSize, sample: sample)
          start += size
          sample += 1
        }
      } else {
        sample += count
      }
    }
    guard sample == sizes.count else {
      throw MP4Index.Problem("its chunks hold \(sample) of its \(sizes.count) samples")
    }
  }

  /// Checks that the `size` bytes of sample `sample` at `start` in `bytes` are NAL units with
  /// `lengthSize`-byte length prefixes that end exactly at the sample's end.
  private static func checkUnits(
    _ bytes: [UInt8], from start: Int, size: Int, lengthSize: Int, sample: Int
  ) throws {
    var position = start
    let end = start + size
    while position < end {
      guard end - position >= lengthSize else {
        throw MP4Index.Problem("its sample \(sample) ends inside a NAL unit's length")
      }
      let unit = bytes.bigEndian(position, lengthSize)
      position += lengthSize
      guard unit > 0, unit <= end - position else {
        throw MP4Index.Problem("its sample \(sample) has an invalid NAL unit size (\(unit))")
      }
      position += unit
    }
  }
}
