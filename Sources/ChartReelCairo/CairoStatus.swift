import CCairo

/// Turns a Cairo status into a thrown `RenderError`; every Cairo call's status goes through it.
func check(_ status: cairo_status_t) throws(RenderError) {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
}
