import ChartReelCore

/// The colours given to series whose data does not choose one (the series of a CSV file).
///
/// Telegram's own chart colours, in an order where neighbours differ clearly; the list repeats
/// after the eighth series.
package enum SeriesColors {
  package static let defaults: [Color] = [
    0x3DC23F, 0xF34C44, 0x3497ED, 0xF5BD25, 0x65B9AC, 0xCB513A, 0x4682B4, 0x9ED448,
  ].map { Color(rgb: $0) }

  /// The default colour of the series at `position` (0 for the first series).
  package static func color(at position: Int) -> Color {
    defaults[position % defaults.count]
  }
}
