import ChartReelCore

/// Converts opaque BGRA frames to planar YUV 4:2:0 (BT.709, limited range), the form H.264
/// and VP9 encode, so the conversion runs on the render threads instead of in ffmpeg.
///
/// Fixed-point coefficients (× 65 536) of Y = 16 + 219/255·(0.2126 R + 0.7152 G + 0.0722 B),
/// Cb = 128 + 224/255·(B − Y′)/1.8556 and Cr = 128 + 224/255·(R − Y′)/1.5748; chroma is taken
/// from the average of each 2×2 block. Width and height must be even.
package enum YUV420Converter {
  /// The size of a converted frame: a full-size Y plane and two quarter-size chroma planes.
  static func byteCount(width: Int, height: Int) -> Int { width * height * 3 / 2 }

  /// Writes the Y, U and V planes of `frame` into `output`, reusing its storage.
  package static func convert(_ frame: Frame, into output: inout [UInt8]) {
    frame.withPixels { convert($0, into: &output) }
  }

  /// Writes the Y, U and V planes of `pixels` into `output`, reusing its storage.
  ///
  /// A row pair goes 16 pixels (eight blocks) at a time: where both rows are one colour each
  /// across them, and the colours are those of the last such run, their bytes are stored
  /// from that run's; a new run's bytes are worked out once; anything else is converted in
  /// SIMD registers (`YUV420Vector`). Blocks past the last multiple of eight go one by one.
  ///
  /// With `clearingTo`, every pixel is then set to that value, while its row is in the cache:
  /// writable pixels (a drawing surface's) are left blank for the next frame, and pixels that
  /// hold it already (most of a chart's background) are not written. Where the pixels also
  /// tell which blocks were drawn on (`FramePixels.drawn`), the others hold that value and
  /// are not read at all: their bytes are the blank run's.
  package static func convert(
    _ pixels: FramePixels, into output: inout [UInt8], clearingTo blank: UInt32? = nil
  ) {
    let (width, height) = (pixels.width, pixels.height)
    let count = byteCount(width: width, height: height)
    if output.count != count { output = [UInt8](repeating: 0, count: count) }
    // Which blocks may differ from `blank`: known only for pixels drawn over it.
    let drawn =
      blank == nil
      ? nil
      : pixels.drawn.flatMap { drawn in
        drawn.width == width && drawn.height == height ? drawn : nil
      }
    if width >= 2, height >= 2 {
      let background = Run(top: blank ?? 0, bottom: blank ?? 0)
      output.withUnsafeMutableBytes { yuv in
        let luma = yuv.baseAddress!
        let half = width / 2
        let uPlane = luma + width * height
        let vPlane = uPlane + half * (height / 2)
        /// Converts every row pair; `words` are the drawn blocks' (`wordsPerPair` a pair).
        func convertPairs(drawn words: UnsafePointer<UInt64>?, wordsPerPair: Int) {
          for row in 0..<(height / 2) {
            let lumaTop = luma + 2 * row * width
            let (u, v) = (uPlane + row * half, vPlane + row * half)
            let pairWords = words.map { $0 + row * wordsPerPair }
            if let pairWords, (0..<wordsPerPair).allSatisfy({ pairWords[$0] == 0 }) {
              // Nothing drawn on this pair: every pixel is blank.
              lumaTop.initializeMemory(
                as: UInt8.self, repeating: background.lumaTop[0], count: width)
              (lumaTop + width).initializeMemory(
                as: UInt8.self, repeating: background.lumaBottom[0], count: width)
              u.initializeMemory(as: UInt8.self, repeating: background.u[0], count: half)
              v.initializeMemory(as: UInt8.self, repeating: background.v[0], count: half)
              continue
            }
            convertRows(
              top: pixels.row(2 * row), bottom: pixels.row(2 * row + 1),
              lumaTop: lumaTop, lumaBottom: lumaTop + width, u: u, v: v, blocks: half,
              clear: blank != nil, blank: blank ?? 0, drawn: pairWords, background: background)
          }
        }
        if let drawn {
          drawn.words.withUnsafeBufferPointer { words in
            convertPairs(drawn: words.baseAddress!, wordsPerPair: drawn.wordsPerPair)
          }
        } else {
          convertPairs(drawn: nil, wordsPerPair: 0)
        }
      }
    }
    if let blank { clearUnconverted(pixels, to: blank) }
  }

  /// Sets the pixels the row pairs do not reach — the last column of an odd width, the last
  /// row of an odd height, all of a frame narrower or lower than two — to `blank`.
  private static func clearUnconverted(_ pixels: FramePixels, to blank: UInt32) {
    let (width, height) = (pixels.width, pixels.height)
    let pairs = width >= 2 && height >= 2 ? height / 2 : 0
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(mutating: pixels.row(y))
      let from = y < 2 * pairs ? 2 * (width / 2) : 0
      for x in from..<width { row.storeBytes(of: blank, toByteOffset: 4 * x, as: UInt32.self) }
    }
  }

  /// Converts one pair of rows: `blocks` 2×2 blocks, each two pixels of `top` and `bottom`;
  /// with `drawn` (the pair's words of `DrawnBlocks`), 16 pixels whose two chunks are unmarked
  /// are not read and become `background`'s bytes.
  @inline(__always)
  private static func convertRows(
    top: UnsafeRawPointer, bottom: UnsafeRawPointer,
    lumaTop: UnsafeMutableRawPointer, lumaBottom: UnsafeMutableRawPointer,
    u: UnsafeMutableRawPointer, v: UnsafeMutableRawPointer, blocks: Int, clear: Bool,
    blank: UInt32, drawn: UnsafePointer<UInt64>?, background: Run
  ) {
    // Written only when `clear`: the pixels are then a writable surface's.
    let (topPixels, bottomPixels) = (
      UnsafeMutableRawPointer(mutating: top), UnsafeMutableRawPointer(mutating: bottom)
    )
    let blanks = SIMD16<UInt32>(repeating: blank)
    var run = Run(top: 0, bottom: 0)
    var column = 0
    while column + 8 <= blocks {
      // Sixteen pixels are chunks column / 4 and column / 4 + 1, an even bit of one word.
      if let drawn, drawn[column &>> 8] &>> UInt64((column &>> 2) & 63) & 3 == 0 {
        lumaTop.storeBytes(
          of: background.lumaTop, toByteOffset: 2 * column, as: SIMD16<UInt8>.self)
        lumaBottom.storeBytes(
          of: background.lumaBottom, toByteOffset: 2 * column, as: SIMD16<UInt8>.self)
        u.storeBytes(of: background.u, toByteOffset: column, as: SIMD8<UInt8>.self)
        v.storeBytes(of: background.v, toByteOffset: column, as: SIMD8<UInt8>.self)
        column += 8
        continue
      }
      let offset = 8 * column
      let upper = top.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt32>.self)
      let lower = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt32>.self)
      if !YUV420Vector.matches(upper, lower, top: run.top, bottom: run.bottom) {
        let first = (
          top: top.loadUnaligned(fromByteOffset: offset, as: UInt32.self),
          bottom: bottom.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        )
        guard YUV420Vector.matches(upper, lower, top: first.top, bottom: first.bottom) else {
          lumaTop.storeBytes(
            of: YUV420Vector.luma(upper), toByteOffset: 2 * column, as: SIMD16<UInt8>.self)
          lumaBottom.storeBytes(
            of: YUV420Vector.luma(lower), toByteOffset: 2 * column, as: SIMD16<UInt8>.self)
          let chroma = YUV420Vector.chroma(upper, lower)
          u.storeBytes(of: chroma.u, toByteOffset: column, as: SIMD8<UInt8>.self)
          v.storeBytes(of: chroma.v, toByteOffset: column, as: SIMD8<UInt8>.self)
          if clear {
            topPixels.storeBytes(of: blanks, toByteOffset: offset, as: SIMD16<UInt32>.self)
            bottomPixels.storeBytes(of: blanks, toByteOffset: offset, as: SIMD16<UInt32>.self)
          }
          column += 8
          continue
        }
        run = Run(top: first.top, bottom: first.bottom)
      }
      lumaTop.storeBytes(of: run.lumaTop, toByteOffset: 2 * column, as: SIMD16<UInt8>.self)
      lumaBottom.storeBytes(of: run.lumaBottom, toByteOffset: 2 * column, as: SIMD16<UInt8>.self)
      u.storeBytes(of: run.u, toByteOffset: column, as: SIMD8<UInt8>.self)
      v.storeBytes(of: run.v, toByteOffset: column, as: SIMD8<UInt8>.self)
      if clear && run.top != blank {
        topPixels.storeBytes(of: blanks, toByteOffset: offset, as: SIMD16<UInt32>.self)
      }
      if clear && run.bottom != blank {
        bottomPixels.storeBytes(of: blanks, toByteOffset: offset, as: SIMD16<UInt32>.self)
      }
      column += 8
    }
    while column < blocks {
      let block = Block(
        upper: top.loadUnaligned(fromByteOffset: 8 * column, as: UInt64.self),
        lower: bottom.loadUnaligned(fromByteOffset: 8 * column, as: UInt64.self))
      let x = 2 * column
      lumaTop.storeBytes(of: block.y0, toByteOffset: x, as: UInt8.self)
      lumaTop.storeBytes(of: block.y1, toByteOffset: x + 1, as: UInt8.self)
      lumaBottom.storeBytes(of: block.y2, toByteOffset: x, as: UInt8.self)
      lumaBottom.storeBytes(of: block.y3, toByteOffset: x + 1, as: UInt8.self)
      u.storeBytes(of: block.u, toByteOffset: column, as: UInt8.self)
      v.storeBytes(of: block.v, toByteOffset: column, as: UInt8.self)
      if clear {
        let pair = UInt64(blank) &* 0x1_0000_0001
        topPixels.storeBytes(of: pair, toByteOffset: 8 * column, as: UInt64.self)
        bottomPixels.storeBytes(of: pair, toByteOffset: 8 * column, as: UInt64.self)
      }
      column += 1
    }
  }

  /// Eight blocks whose top pixels are all `top` and bottom ones all `bottom`, as stored.
  private struct Run {
    let top: UInt32
    let bottom: UInt32
    let lumaTop: SIMD16<UInt8>
    let lumaBottom: SIMD16<UInt8>
    let u: SIMD8<UInt8>
    let v: SIMD8<UInt8>

    init(top: UInt32, bottom: UInt32) {
      (self.top, self.bottom) = (top, bottom)
      let block = Block(
        upper: UInt64(top) &* 0x1_0000_0001, lower: UInt64(bottom) &* 0x1_0000_0001)
      lumaTop = SIMD16(repeating: block.y0)
      lumaBottom = SIMD16(repeating: block.y2)
      u = SIMD8(repeating: block.u)
      v = SIMD8(repeating: block.v)
    }
  }

  /// The six bytes a 2×2 block becomes: four lumas and the block's two chroma values.
  private struct Block {
    var y0: UInt8 = 0, y1: UInt8 = 0, y2: UInt8 = 0, y3: UInt8 = 0, u: UInt8 = 0, v: UInt8 = 0

    /// The block whose top two pixels are `upper` and bottom two `lower` (little-endian BGRA).
    @inline(__always)
    init(upper: UInt64, lower: UInt64) {
      let p0 = UInt32(truncatingIfNeeded: upper)
      let p1 = UInt32(truncatingIfNeeded: upper >> 32)
      let p2 = UInt32(truncatingIfNeeded: lower)
      let p3 = UInt32(truncatingIfNeeded: lower >> 32)
      (y0, y1, y2, y3) = (Self.luma(p0), Self.luma(p1), Self.luma(p2), Self.luma(p3))
      // The sums are 4× the block's average, so divide by 4 × 65 536.
      let r = Self.red(p0) &+ Self.red(p1) &+ Self.red(p2) &+ Self.red(p3)
      let g = Self.green(p0) &+ Self.green(p1) &+ Self.green(p2) &+ Self.green(p3)
      let b = Self.blue(p0) &+ Self.blue(p1) &+ Self.blue(p2) &+ Self.blue(p3)
      u = Self.clamp((-6_596 &* r &- 22_189 &* g &+ 28_784 &* b &+ (128 << 18 &+ 131_072)) >> 18)
      v = Self.clamp((28_784 &* r &- 26_145 &* g &- 2_639 &* b &+ (128 << 18 &+ 131_072)) >> 18)
    }

    @inline(__always) static func red(_ p: UInt32) -> Int32 {
      Int32(truncatingIfNeeded: (p >> 16) & 0xFF)
    }
    @inline(__always) static func green(_ p: UInt32) -> Int32 {
      Int32(truncatingIfNeeded: (p >> 8) & 0xFF)
    }
    @inline(__always) static func blue(_ p: UInt32) -> Int32 { Int32(truncatingIfNeeded: p & 0xFF) }

    @inline(__always) static func luma(_ p: UInt32) -> UInt8 {
      UInt8(
        truncatingIfNeeded: (11_966 &* red(p) &+ 40_254 &* green(p) &+ 4_064 &* blue(p)
          &+ (16 << 16 &+ 32_768)) >> 16)
    }

    @inline(__always) static func clamp(_ value: Int32) -> UInt8 {
      UInt8(truncatingIfNeeded: min(max(value, 0), 255))
    }
  }
}
