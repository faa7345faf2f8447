import ChartReel
import Foundation
import Testing

/// Segments, their stamps, the checks `concat` makes and the plan, without running ffmpeg.
struct SegmentTests {
  @Test("segments K/N partition the frames: consecutive, none empty, sizes within one")
  func segmentsPartitionFrames() throws {
    for total in [1, 2, 7, 60, 299, 300, 301, 86_400 * 240] {
      for count in [1, 2, 3, 4, 7, 16, 60] where count <= total {
        var next = 0
        var sizes: [Int] = []
        for index in 0..<count {
          let frames = try Segment(index: index, count: count).frames(of: total)
          #expect(frames.lowerBound == next, "\(index)/\(count) of \(total)")
          #expect(frames.lowerBound == index * total / count)
          sizes.append(frames.count)
          next = frames.upperBound
        }
        #expect(next == total)
        #expect(sizes.min()! >= 1 && sizes.max()! - sizes.min()! <= 1)
      }
    }
  }

  @Test("bad K/N is a usage error that says what K/N means")
  func badSegments() throws {
    for text in ["4/4", "-1/4", "1/0", "a/b", "1", "1/2/3", "", "1/200000"] {
      #expect(throws: ExportError.self, "\(text)") { try Segment(parsing: text) }
      do { _ = try Segment(parsing: text) } catch ExportError.usage(let message) {
        #expect(message.contains("segment") && message.contains("expected"), "\(message)")
        #expect(!message.contains("--"), "a library message names no command-line flag: \(message)")
      }
    }
    #expect(throws: ExportError.self) { try Segment(index: 5, count: 10).frames(of: 9) }
    #expect(try Segment(parsing: "3/4") == Segment(index: 3, count: 4))
  }

  @Test("a stamp reads back as written; other text is not a stamp")
  func stampRoundTrip() throws {
    let stamp = Self.stamp(15..<30, segment: try Segment(index: 1, count: 4))
    #expect(SegmentStamp(text: stamp.text) == stamp)
    var whole = stamp
    whole.segment = nil
    whole.transparent = true
    #expect(SegmentStamp(text: whole.text) == whole)
    for text in [
      "", "hello", "chartreel-segment/2 scene=a",
      stamp.text.replacingOccurrences(of: "chartreel-segment/2", with: "chartreel-segment/1"),
      stamp.text.replacingOccurrences(of: "packets=cccc", with: "packets=ccc"),
      stamp.text.replacingOccurrences(of: "total=60", with: "total="),
    ] {
      #expect(SegmentStamp(text: text) == nil, "\(text)")
    }
  }

  @Test("a stamp's total past the frame limit is not read, and no total traps the check")
  func hugeTotals() throws {
    let text = Self.stamp(0..<15, segment: try Segment(index: 0, count: 4)).text
    for total in ["9223372036854775807", "1000001"] {
      #expect(
        SegmentStamp(text: text.replacingOccurrences(of: "total=60", with: "total=" + total)) == nil
      )
    }
    var stamp = Self.stamp(0..<15, segment: try Segment(index: 0, count: 100_000))
    stamp.totalFrames = .max
    do {
      _ = try SegmentCheck.check([Self.part("seg-0.mp4", stamp)])
      Issue.record("a lone segment of a longer render passed")
    } catch ExportError.unfitSegment(let path, let reason) {
      #expect(path == "seg-0.mp4" && reason.contains("missing"), "\(reason)")
    }
  }

  @Test("SHA-256 matches the published test vectors")
  func sha256() {
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex([UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(
      SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // Fed in odd pieces, the digest is the same as in one go.
    var pieces = SHA256()
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    var offset = 0
    for size in [1, 63, 64, 65, 1000, 7] + Array(repeating: 99_980, count: 10) {
      let end = min(offset + size, million.count)
      pieces.update(Array(million[offset..<end]))
      offset = end
    }
    pieces.update(Array(million[offset...]))
    #expect(
      pieces.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("the check passes segments in order and names the file for each kind of misfit")
  func checkNamesTheFile() throws {
    let parts = try (0..<4).map { index in
      let segment = try Segment(index: index, count: 4)
      return Self.part("seg-\(index).mp4", Self.stamp(try segment.frames(of: 60), segment: segment))
    }
    let whole = try SegmentCheck.check(parts)
    #expect(whole.frames == 0..<60 && whole.segment == nil)

    var foreign = parts[2]
    foreign.path = "other.mp4"
    foreign.probe.stamp?.sceneHash = String(repeating: "b", count: 64)
    var crf = parts[1]
    crf.path = "crf.mp4"
    crf.probe.stamp?.settings.crf = 23
    var cut = parts[3]
    cut.probe.packets = 10
    var bare = parts[0]
    bare.probe.stamp = nil
    var reencoded = parts[1]
    reencoded.probe.packetHash = String(repeating: "d", count: 64)
    var short = parts[2]
    short.probe.bytes = 4999
    var version = parts[3]
    version.probe.stamp?.maker = "0.8.0"
    let cases: [([SegmentCheck.Part], String, String)] = [
      ([parts[0], parts[2], parts[1], parts[3]], "seg-2.mp4", "out of order"),
      ([parts[1], parts[0], parts[2], parts[3]], "seg-1.mp4", "out of order"),
      ([parts[0], parts[1], parts[3]], "seg-3.mp4", "segment 2/4 (frames 30..44) is missing"),
      ([parts[0], parts[1], parts[2]], "seg-2.mp4", "segment 3/4 (frames 45..59) is missing"),
      ([parts[1], parts[2], parts[3]], "seg-1.mp4", "segment 0/4 (frames 0..14) is missing"),
      ([parts[0], parts[1], parts[1], parts[2], parts[3]], "seg-1.mp4", "given twice"),
      ([parts[0], foreign, parts[2], parts[3]], "other.mp4", "another scene"),
      ([parts[0], crf, parts[2], parts[3]], "crf.mp4", "crf 23, not 18"),
      ([parts[0], parts[1], parts[2], cut], "seg-3.mp4", "holds 10 frames"),
      ([bare, parts[1], parts[2], parts[3]], "seg-0.mp4", "no chartreel segment record"),
      ([parts[0], reencoded, parts[2], parts[3]], "seg-1.mp4", "other encoded frames"),
      (
        [parts[0], parts[1], short, parts[3]], "seg-2.mp4",
        "holds 4999 bytes, but chartreel wrote 5000"
      ),
      ([parts[0], parts[1], parts[2], version], "seg-3.mp4", "made by chartreel 0.8.0, not 0.9.0"),
    ]
    for (list, path, words) in cases {
      do {
        _ = try SegmentCheck.check(list)
        Issue.record("\(list.map(\.path)) passed")
      } catch ExportError.unfitSegment(let named, let reason) {
        #expect(named == path && reason.contains(words), "\(named): \(reason)")
      }
    }
    var copy = parts[1]
    copy.path = "copy-of-1.mp4"
    #expect(throws: ExportError.self) { try SegmentCheck.check([parts[0], parts[1], copy]) }
    do { _ = try SegmentCheck.check([parts[0], parts[1], copy]) } catch {
      #expect(
        "\(error)"
          == "copy-of-1.mp4: repeats segment 1/4 (frames 15..29), already given as seg-1.mp4")
    }
  }

  @Test("a plan lists each segment's frames, times and exact command")
  func plan() throws {
    let plan = try SegmentPlan(
      scene: "my scenes/a.json", totalFrames: 90, fps: 30, count: 12,
      pattern: "out/seg-{index}.mp4",
      output: "out/all.mp4", options: ["--crf", "20"])
    try #require(plan.entries.count == 12)
    #expect(
      plan.entries[11].output == "out/seg-11.mp4" && plan.entries[3].output == "out/seg-03.mp4")
    #expect(
      plan.json(plan.entries[1])
        == #"{"index":1,"segments":12,"frames":[7,14],"frameCount":8,"start":0.233333333333,"end":0.5,"output":"out/seg-01.mp4","command":"chartreel render 'my scenes/a.json' --segment 1/12 -o out/seg-01.mp4 --crf 20","arguments":["chartreel","render","my scenes/a.json","--segment","1/12","-o","out/seg-01.mp4","--crf","20"]}"#
    )
    #expect(
      SegmentPlan.shellCommand(plan.joinArguments)
        == "chartreel concat --pattern 'out/seg-{index}.mp4' --count 12 -o out/all.mp4")
    #expect(SegmentPlan.shellCommand(["a'b", "$(x)"]) == #"'a'\''b' '$(x)'"#)
    #expect(throws: ExportError.self) {
      try SegmentPlan(scene: "a", totalFrames: 9, fps: 3, count: 2, pattern: "x.mp4", output: "o")
    }
  }

  @Test("4K frames get fewer threads and buffer slots, within the memory budget; small ones all")
  func frameBudget() {
    for payload in [FramePayload.yuv420p, .straightBGRA, .png] {
      let budget = FrameBudget(
        width: 3840, height: 2160, payload: payload, threads: 32, capacity: 32)
      #expect(budget.threads < 32 && budget.capacity >= budget.threads)
      #expect(
        budget.estimatedBytes(width: 3840, height: 2160, payload: payload)
          <= FrameBudget.defaultBytes)
    }
    let small = FrameBudget(width: 1280, height: 720, payload: .yuv420p, threads: 16, capacity: 16)
    #expect(
      small == FrameBudget(width: 1280, height: 720, payload: .yuv420p, threads: 16, capacity: 16))
    #expect(small.threads == 16 && small.capacity == 16)
    let huge = FrameBudget(width: 8192, height: 8192, payload: .png, threads: 8, capacity: 8)
    #expect(huge.threads == 1 && huge.capacity == 1)
    // A frame's display list counts too: 100,000 timeline intervals at 1 KB each.
    let busy = FrameBudget(
      width: 1280, height: 720, payload: .yuv420p, threads: 64, capacity: 64,
      drawingBytes: 100_000 * 1024)
    let plain = FrameBudget(
      width: 1280, height: 720, payload: .yuv420p, threads: 64, capacity: 64)
    #expect(busy.threads < plain.threads && busy.threads >= 1, "\(busy) \(plain)")
    #expect(
      busy.estimatedBytes(
        width: 1280, height: 720, payload: .yuv420p, drawingBytes: 100_000 * 1024)
        <= FrameBudget.defaultBytes)
  }

  static func stamp(_ frames: Range<Int>, segment: Segment? = nil) -> SegmentStamp {
    SegmentStamp(
      sceneHash: String(repeating: "a", count: 64), frames: frames, totalFrames: 60, width: 320,
      height: 180, fps: 30, format: .mp4, settings: EncoderSettings(), transparent: false,
      segment: segment, maker: "0.9.0", packetHash: String(repeating: "c", count: 64),
      bytes: 5000)
  }

  static func part(_ path: String, _ stamp: SegmentStamp) -> SegmentCheck.Part {
    SegmentCheck.Part(
      path: path,
      probe: VideoProbe(
        codec: "h264", width: stamp.width, height: stamp.height, pixelFormat: "yuv420p",
        frameRate: "\(stamp.fps)/1", packets: stamp.frames.count, stamp: stamp,
        bytes: stamp.bytes ?? 0, packetHash: stamp.packetHash ?? ""))
  }
}
