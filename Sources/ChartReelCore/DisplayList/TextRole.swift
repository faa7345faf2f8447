/// What a text run is for, as the probe reports it: the title, an axis label, a legend pill….
///
/// It does not change how the run is drawn; it lets tests and tools find the texts of a frame
/// by purpose (`probe`'s `texts`).
package enum TextRole: String, Sendable, CaseIterable, Hashable {
  case title, header, xLabel, yLabel, legend, tooltip, annotation, pieLabel, timelineLabel
  case sliderLabel, zoomOut, text
}
