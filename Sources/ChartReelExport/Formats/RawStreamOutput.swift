/// Raw premultiplied BGRA frames on standard output, for a path of "-".
package struct RawStreamOutput: OutputFormat {
  package var name: String { "raw frames" }
  package func matches(_ path: String) -> Bool { path == "-" }
  /// The frames' bytes as drawn, alpha included.
  package var takesAlpha: Bool { true }
  package var storage: OutputStorage { .stream }

  package func makeSink(_ request: OutputRequest, interruption: Interruption?) throws
    -> any FrameSink
  {
    RawStreamSink(interruption: interruption)
  }
}
