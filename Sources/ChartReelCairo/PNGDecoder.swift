import CCairo
import ChartReelCore

/// Reads PNG files back into frames, for checks and golden-image comparisons.
package enum PNGDecoder {
  /// The pixels of the PNG file at `path`.
  package static func decode(path: String) throws(RenderError) -> Frame {
    let surface = cairo_image_surface_create_from_png(path)
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface))
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
      let data = cairo_image_surface_get_data(surface)
    else { throw .cairo("unsupported PNG pixel format in \(path)") }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      for column in 0..<width * 4 {
        bytes[row * width * 4 + column] = data[row * stride + column]
      }
    }
    if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 {
      for pixel in 0..<width * height { bytes[pixel * 4 + 3] = 255 }
    }
    return Frame(width: width, height: height, bytes: bytes)
  }
}
