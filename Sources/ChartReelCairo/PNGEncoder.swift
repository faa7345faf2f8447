import CCairo

/// Encodes frames as PNG files with Cairo's writer (which un-premultiplies alpha).
public enum PNGEncoder {
  private final class Sink {
    var bytes: [UInt8] = []
  }

  /// The PNG bytes of `frame`.
  public static func encode(_ frame: Frame) throws(RenderError) -> [UInt8] {
    var pixels = frame.bytes
    let sink = Sink()
    let status: cairo_status_t = try pixels.withUnsafeMutableBufferPointer {
      buffer throws(RenderError) -> cairo_status_t in
      let surface = try CairoSurface(
        wrapping: buffer.baseAddress!, width: frame.width, height: frame.height)
      let box = Unmanaged.passUnretained(sink).toOpaque()
      return cairo_surface_write_to_png_stream(
        surface.surface,
        { closure, data, length in
          let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, box)
    }
    try check(status)
    return sink.bytes
  }
}
