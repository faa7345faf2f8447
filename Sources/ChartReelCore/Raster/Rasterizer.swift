/// Turns display lists into pixels: the seam between ChartReel's core and a drawing backend.
///
/// A rasteriser owns its drawing surface and is used by one thread at a time; parallel
/// rendering makes one per thread through a `RasterizerFactory`.
package protocol Rasterizer: AnyObject {
  /// Measures text exactly as this rasteriser draws it.
  var measurer: any TextMeasuring { get }
  /// Draws `list` over its background into `frame`, reusing the frame's storage.
  func render(_ list: DisplayList, into frame: inout Frame) throws
  /// Draws `list` over its background and lends `body` the pixels where they were drawn, so
  /// that they can be converted or copied once, not copied into a frame first.
  func render(_ list: DisplayList, lending body: (FramePixels) throws -> Void) throws
  /// Draws `list` over its background straight into `bytes` as packed premultiplied BGRA
  /// rows (`width × height × 4` bytes, resized when they are not), so that raw frames are
  /// not copied from a surface.
  func render(_ list: DisplayList, packedInto bytes: inout [UInt8]) throws
  /// Draws `list` over its background and lends `body` the pixels together with the
  /// background's pixel value; `body` reads them once and must leave every pixel holding that
  /// value (converting a row and then clearing it), so that the next frame is drawn over them
  /// without painting the background first.
  func render(_ list: DisplayList, consuming body: (FramePixels, UInt32) throws -> Void) throws
}

extension Rasterizer {
  /// Draws into a new frame and lends its bytes: for rasterisers without pixels of their own.
  package func render(_ list: DisplayList, lending body: (FramePixels) throws -> Void) throws {
    var frame = Frame(width: Int(list.size.width), height: Int(list.size.height))
    try render(list, into: &frame)
    try frame.withPixels(body)
  }

  /// Draws into a new frame and lends its bytes to be consumed: for rasterisers without
  /// pixels of their own, whose next frame starts from a new frame anyway.
  package func render(_ list: DisplayList, consuming body: (FramePixels, UInt32) throws -> Void)
    throws
  {
    var frame = Frame(width: Int(list.size.width), height: Int(list.size.height))
    try render(list, into: &frame)
    try frame.withMutablePixels { pixels in try body(pixels, 0) }
  }

  /// Draws and copies the pixels into `bytes`: for rasterisers that cannot draw into them.
  package func render(_ list: DisplayList, packedInto bytes: inout [UInt8]) throws {
    try render(list) { pixels in pixels.copy(into: &bytes) }
  }
}

/// Makes rasterisers of a given size, one per render thread.
package protocol RasterizerFactory: Sendable {
  func makeRasterizer(width: Int, height: Int) throws -> any Rasterizer
}
