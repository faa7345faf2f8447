import ChartReel
import Foundation
import TestSupport
import Testing

/// PNG files written at every compression level read back as the frame that was encoded, by
/// three independent decoders: libpng (through Cairo), ffmpeg's own and PIL's.
@Suite struct PNGReadBackTests {
  /// A frame of a real scene (opaque), at a width that is not a multiple of four.
  static let chartFrame: Frame = {
    var scene = try! TestPaths.loadScene("pan-zoom-hide.json")
    scene.canvas.width = 322
    scene.canvas.height = 182
    let rasterizer = try! CairoRasterizer(width: 322, height: 182)
    let list = CompiledScene(scene, measurer: rasterizer.measurer)
      .displayList(at: 2.5, measurer: rasterizer.measurer)
    return try! rasterizer.render(list)
  }()

  /// A translucent frame: every alpha from 0 to 255 with premultiplied colours under it.
  static let translucentFrame: Frame = {
    let (width, height) = (37, 23)
    var bytes: [UInt8] = []
    var random = SeededGenerator(seed: 39)
    for i in 0..<width * height {
      let alpha = UInt8(i % 256)
      for _ in 0..<3 { bytes.append(UInt8.random(in: 0...alpha, using: &random)) }
      bytes.append(alpha)
    }
    return Frame(width: width, height: height, bytes: bytes)
  }()

  /// The frame as straight RGBA, what every decoder should give for its PNG.
  static func straightRGBA(_ frame: Frame) -> [UInt8] {
    var rgba: [UInt8] = []
    for i in stride(from: 0, to: frame.bytes.count, by: 4) {
      let (b, g, r, a) = (
        frame.bytes[i], frame.bytes[i + 1], frame.bytes[i + 2], frame.bytes[i + 3]
      )
      rgba += [
        Frame.unpremultiply(r, alpha: a), Frame.unpremultiply(g, alpha: a),
        Frame.unpremultiply(b, alpha: a), a,
      ]
    }
    return rgba
  }

  /// What Cairo makes of straight RGBA: premultiplied BGRA, rounded as Cairo rounds.
  static func cairoPremultiplied(_ rgba: [UInt8]) -> [UInt8] {
    func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
      let t = Int(c) * Int(a) + 0x80
      return UInt8((t + (t >> 8)) >> 8)
    }
    var bgra: [UInt8] = []
    for i in stride(from: 0, to: rgba.count, by: 4) {
      let a = rgba[i + 3]
      bgra += [multiply(rgba[i + 2], a), multiply(rgba[i + 1], a), multiply(rgba[i], a), a]
    }
    return bgra
  }

  /// A Python with PIL: Debian's python3-pil is installed for /usr/bin/python3.
  static let pythonWithPIL: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    (try? CommandRun.run($0, ["-c", "import PIL"]).status) == 0
  }

  @Test(
    "every level reads back as the frame in libpng, ffmpeg and PIL",
    arguments: [(0, false), (1, false), (3, false), (12, false), (0, true), (1, true), (6, true)])
  func readsBackIdentically(level: Int, translucent: Bool) throws {
    let frame = translucent ? Self.translucentFrame : Self.chartFrame
    let png = try PNGEncoder.encode(frame, level: level)
    #expect(png[25] == (translucent ? 6 : 2), "colour type: RGBA for translucent, else RGB")
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/frame.png"
    try Data(png).write(to: URL(fileURLWithPath: path))
    let expected = Self.straightRGBA(frame)

    let libpng = try PNGDecoder.decode(path: path)
    #expect(libpng.width == frame.width && libpng.height == frame.height)
    #expect(libpng.bytes == (translucent ? Self.cairoPremultiplied(expected) : frame.bytes))

    let ffmpeg = try CommandRun.run(
      "/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    #expect(ffmpeg.status == 0, "\(ffmpeg.stderr)")
    #expect([UInt8](ffmpeg.output) == expected, "ffmpeg decodes other pixels")

    let python = try #require(Self.pythonWithPIL, "PIL is missing: apt-get install python3-pil")
    let pil = try CommandRun.run(
      python,
      [
        "-c",
        "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); "
          + "sys.stdout.buffer.write(im.convert('RGBA').tobytes())", path,
      ])
    #expect(pil.status == 0, "\(pil.stderr)")
    #expect([UInt8](pil.output) == expected, "PIL decodes other pixels")
  }

  @Test("higher levels write smaller files of the same frame, the same bytes every time")
  func levelsTradeSpeedForSize() throws {
    let sizes = try [0, 1, 6, 12].map { try PNGEncoder.encode(Self.chartFrame, level: $0).count }
    #expect(sizes[0] > sizes[1] && sizes[1] > sizes[2] && sizes[2] >= sizes[3], "\(sizes)")
    // Stored (level 0) is the filtered rows and little else: 322 × 3 + 1 bytes a row.
    #expect(sizes[0] >= 182 * (322 * 3 + 1))
    #expect(try PNGEncoder.encode(Self.chartFrame) == PNGEncoder.encode(Self.chartFrame))
    #expect(throws: EncodeError.self) { try PNGEncoder.encode(Self.chartFrame, level: 13) }
  }

  @Test("--png-level sets a sequence's compression; out of range or for a video it is refused")
  func commandLineLevel() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = TestPaths.scene("pan-zoom-hide.json")
    var sizes: [Int] = []
    for level in [1, 9] {
      let output = folder + "/level\(level)/"
      let run = try CommandRun.chartreel([
        "render", scene, "--frames", "0..1", "--quality", "low", "--png-level", "\(level)", "-o",
        output, "--quiet",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let attributes = try FileManager.default.attributesOfItem(atPath: output + "frame-00001.png")
      sizes.append((attributes[.size] as? Int) ?? 0)
    }
    #expect(sizes[0] > sizes[1], "level 9 writes a smaller file than level 1: \(sizes)")
    let tooHigh = try CommandRun.chartreel([
      "render", scene, "--frames", "0..1", "--png-level", "13", "-o", folder + "/x/", "--quiet",
    ])
    #expect(tooHigh.status == 64)
    #expect(tooHigh.stderr.contains("--png-level takes 0 to 12; got 13"), "\(tooHigh.stderr)")
    let video = try CommandRun.chartreel([
      "render", scene, "--png-level", "3", "-o", folder + "/out.mp4", "--quiet",
    ])
    #expect(video.status == 64)
    #expect(video.stderr.contains("--png-level is for PNG outputs"), "\(video.stderr)")
  }
}
