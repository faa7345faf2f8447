import Foundation
import TestSupport
import Testing

@testable import ChartReelExport

/// An MP4's own index, read and checked against its bytes, agrees with ffprobe on whole videos
/// and refuses every damaged copy.
@Suite struct MP4IndexTests {
  let folder = TestPaths.temporaryFolder()

  /// An H.264 MP4 of `frames` test-pattern frames, `width` × `height`, written by ffmpeg with the
  /// index first (`faststart`) or last.
  func video(
    _ name: String, frames: Int, width: Int = 320, height: Int = 180, faststart: Bool = true
  ) throws -> String {
    let path = folder + "/" + name
    let run = try CommandRun.run(
      "/usr/bin/ffmpeg",
      [
        "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i",
        "testsrc=s=\(width)x\(height):r=30", "-frames:v", "\(frames)", "-c:v", "libx264",
        "-preset", "veryfast", "-pix_fmt", "yuv420p",
      ] + (faststart ? ["-movflags", "+faststart"] : []) + [path])
    #expect(run.status == 0, "\(run.stderr)")
    return path
  }

  @Test("whole videos: the index's samples, size and codec are ffprobe's")
  func agreesWithFFprobe() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (frames, width, height, faststart) in [
      (1, 320, 180, true), (30, 320, 180, true), (95, 640, 360, false), (240, 160, 90, true),
    ] {
      let path = try video(
        "v\(frames).mp4", frames: frames, width: width, height: height, faststart: faststart)
      let index = try MP4Index.read(path)
      let probe = try CommandRun.probeVideo(path)
      #expect(index.samples == frames)
      #expect(index.samples == Int(probe["nb_read_frames"] ?? ""))
      #expect(index.codec == probe["codec_name"])
      #expect(index.width == width && index.height == height)
      let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
      #expect(index.bytes == size)
    }
  }

  @Test("a copy cut short anywhere, padded, or with a NAL unit's length changed is refused")
  func damagedCopies() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let whole = try Array(Data(contentsOf: URL(fileURLWithPath: try video("w.mp4", frames: 20))))
    var copies: [(String, [UInt8])] = []
    for cut in [7, 40, whole.count / 3, whole.count / 2, whole.count - 100, whole.count - 1] {
      copies.append(("cut at \(cut)", Array(whole[..<cut])))
    }
    copies.append(("padded", whole + [0, 0, 0, 0]))
    // The media data's first bytes are the first sample's first NAL unit's length.
    let media = try #require(Self.payload(of: "mdat", in: whole))
    var longer = whole
    longer[media + 3] &+= 1
    copies.append(("a NAL unit's length one more", longer))
    var shorter = whole
    shorter[media + 3] &-= 1
    copies.append(("a NAL unit's length one less", shorter))
    copies.append(("not a video", Array("not a video at all\n".utf8)))
    for (name, bytes) in copies {
      let path = folder + "/damaged.mp4"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(throws: MP4Index.Problem.self, "\(name)") { try MP4Index.read(path) }
    }
  }

  /// Where the payload of the first top-level box of `type` starts.
  static func payload(of type: String, in bytes: [UInt8]) -> Int? {
    var offset = 0
    while offset + 8 <= bytes.count {
      let size = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
        return offset + 8
      }
      guard size >= 8 else { return nil }
      offset += size
    }
    return nil
  }
}
