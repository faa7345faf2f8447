import ChartReelCore

/// The colours given to series whose data does not choose one (the series of a CSV file).
///
/// The first eight are Telegram's own chart colours, in an order where neighbours differ
/// clearly. Twelve more, chosen each to stand as far as possible from all the colours before
/// it, give up to twenty series twenty colours; the list repeats only after the twentieth.
package enum SeriesColors {
  package static let defaults: [Color] = [
    0x3DC23F, 0xF34C44, 0x3497ED, 0xF5BD25, 0x65B9AC, 0xCB513A, 0x4682B4, 0x9ED448,
    0xD836D8, 0xD877B1, 0x8C7B38, 0x9F79E8, 0x388C48, 0xD89477, 0x36D897, 0xD83666,
    0xD88736, 0x5CBCDF, 0xD83697, 0xB2B247,
  ].map { Color(rgb: $0) }

  /// The default colour of the series at `position` (0 for the first series).
  package static func color(at position: Int) -> Color {
    defaults[position % defaults.count]
  }
}
