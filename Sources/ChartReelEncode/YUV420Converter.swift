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
  /// A chart frame is mostly runs of one colour: where both rows of a pair are one colour
  /// each across 16 pixels, their eight blocks are written at once from one block's bytes;
  /// elsewhere a block equal to the block before it, or to the last such run, reuses its
  /// bytes instead of working them out again.
  package static func convert(_ pixels: FramePixels, into output: inout [UInt8]) {
    let (width, height) = (pixels.width, pixels.height)
    let count = byteCount(width: width, height: height)
    if output.count != count { output = [UInt8](repeating: 0, count: count) }
    guard width >= 2, height >= 2 else { return }
    output.withUnsafeMutableBufferPointer { yuv in
      let luma = yuv.baseAddress!
      let half = width / 2
      let uPlane = luma + width * height
      let vPlane = uPlane + half * (height / 2)
      for row in 0..<(height / 2) {
        convertRows(
          top: pixels.row(2 * row), bottom: pixels.row(2 * row + 1),
          lumaTop: luma + 2 * row * width, lumaBottom: luma + 2 * row * width + width,
          u: uPlane + row * half, v: vPlane + row * half, blocks: half)
      }
    }
  }

  /// Converts one pair of rows: `blocks` 2×2 blocks, each two pixels of `top` and `bottom`.
  ///
  /// Eight blocks at a time where both rows are one colour each across them (most of a chart:
  /// the background, the plot, the bars' insides), block by block elsewhere.
  @inline(__always)
  private static func convertRows(
    top: UnsafeRawPointer, bottom: UnsafeRawPointer,
    lumaTop: UnsafeMutablePointer<UInt8>, lumaBottom: UnsafeMutablePointer<UInt8>,
    u: UnsafeMutablePointer<UInt8>, v: UnsafeMutablePointer<UInt8>, blocks: Int
  ) {
    // The last block of one colour run, and the last block converted one by one.
    var run = Cached()
    var last = Cached()
    var column = 0
    while column + 8 <= blocks {
      let pair = (
        top: top.loadUnaligned(fromByteOffset: 8 * column, as: UInt64.self),
        bottom: bottom.loadUnaligned(fromByteOffset: 8 * column, as: UInt64.self)
      )
      if isRun(top + 8 * column, pair.top) && isRun(bottom + 8 * column, pair.bottom) {
        let block = run.block(upper: pair.top, lower: pair.bottom)
        let x = 2 * column
        let y0 = UInt64(block.y0) &* 0x0101_0101_0101_0101
        let y2 = UInt64(block.y2) &* 0x0101_0101_0101_0101
        UnsafeMutableRawPointer(lumaTop + x).storeBytes(of: y0, as: UInt64.self)
        UnsafeMutableRawPointer(lumaTop + x + 8).storeBytes(of: y0, as: UInt64.self)
        UnsafeMutableRawPointer(lumaBottom + x).storeBytes(of: y2, as: UInt64.self)
        UnsafeMutableRawPointer(lumaBottom + x + 8).storeBytes(of: y2, as: UInt64.self)
        UnsafeMutableRawPointer(u + column).storeBytes(
          of: UInt64(block.u) &* 0x0101_0101_0101_0101, as: UInt64.self)
        UnsafeMutableRawPointer(v + column).storeBytes(
          of: UInt64(block.v) &* 0x0101_0101_0101_0101, as: UInt64.self)
        column += 8
        continue
      }
      for c in column..<(column + 8) {
        store(
          last.block(
            top: top, bottom: bottom, column: c, run: run),
          lumaTop: lumaTop, lumaBottom: lumaBottom, u: u, v: v, column: c)
      }
      column += 8
    }
    for c in column..<blocks {
      store(
        last.block(top: top, bottom: bottom, column: c, run: run),
        lumaTop: lumaTop, lumaBottom: lumaBottom, u: u, v: v, column: c)
    }
  }

  /// Whether the 16 pixels at `pixels` are one colour, `pair` being the first two.
  @inline(__always)
  private static func isRun(_ pixels: UnsafeRawPointer, _ pair: UInt64) -> Bool {
    guard UInt32(truncatingIfNeeded: pair) == UInt32(truncatingIfNeeded: pair >> 32) else {
      return false
    }
    var differ: UInt64 = 0
    for i in 1..<8 { differ |= pixels.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self) ^ pair }
    return differ == 0
  }

  /// Writes block `column`'s six bytes.
  @inline(__always)
  private static func store(
    _ block: Block, lumaTop: UnsafeMutablePointer<UInt8>, lumaBottom: UnsafeMutablePointer<UInt8>,
    u: UnsafeMutablePointer<UInt8>, v: UnsafeMutablePointer<UInt8>, column: Int
  ) {
    let x = 2 * column
    lumaTop[x] = block.y0
    lumaTop[x + 1] = block.y1
    lumaBottom[x] = block.y2
    lumaBottom[x + 1] = block.y3
    u[column] = block.u
    v[column] = block.v
  }

  /// A block's pixels and the bytes they became, so that an equal block is not worked out again.
  private struct Cached {
    var upper: UInt64 = 0
    var lower: UInt64 = 0
    var converted = Block(upper: 0, lower: 0)

    /// The block of `upper` and `lower`, kept for next time.
    @inline(__always)
    mutating func block(upper: UInt64, lower: UInt64) -> Block {
      if upper != self.upper || lower != self.lower {
        (self.upper, self.lower) = (upper, lower)
        converted = Block(upper: upper, lower: lower)
      }
      return converted
    }

    /// Block `column` of the rows `top` and `bottom`, from this cache or `run` when it is theirs.
    @inline(__always)
    mutating func block(top: UnsafeRawPointer, bottom: UnsafeRawPointer, column: Int, run: Cached)
      -> Block
    {
      let upper = top.loadUnaligned(fromByteOffset: 8 * column, as: UInt64.self)
      let lower = bottom.loadUnaligned(fromByteOffset: 8 * column, as: UInt64.self)
      if upper == self.upper && lower == self.lower { return converted }
      if upper == run.upper && lower == run.lower {
        self = run
        return converted
      }
      (self.upper, self.lower) = (upper, lower)
      converted = Block(upper: upper, lower: lower)
      return converted
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
