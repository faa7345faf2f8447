// The libFuzzer entry point for the scene, data and timeline decoders. scripts/fuzz compiles it
// with Tests/ChartReelChartsTests/FuzzInput.swift (the harness, shared with the regression
// tests) against instrumented static builds of the library modules.
import Foundation

/// The real data files, by file name, from the folders in CHARTREEL_FUZZ_DATA (colon-separated).
let realFiles: [String: [UInt8]] = {
  var files: [String: [UInt8]] = [:]
  let folders = ProcessInfo.processInfo.environment["CHARTREEL_FUZZ_DATA"] ?? ""
  for folder in folders.split(separator: ":").map(String.init) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      if let data = FileManager.default.contents(atPath: folder + "/" + name) {
        files[name] = [UInt8](data)
      }
    }
  }
  return files
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzInput.run(Array(UnsafeBufferPointer(start: start, count: count)), realFiles: realFiles)
  return 0
}
