import Foundation
import Testing

@testable import ChartReelExport

/// Helper workers claim frames during the lead, and past it only while the writer is short.
struct HelperClaimTests {
  @Test("past the lead a helper waits until fewer than `helpersBelow` frames are ahead")
  func helperWaitsWhileTheWriterHasFrames() throws {
    let buffer = ReorderBuffer(frames: 0..<20, capacity: 6, lead: 2, helpersBelow: 3)
    // Releases the waiting thread whatever happens.
    defer { buffer.stop() }
    // The lead is anyone's.
    #expect(buffer.claim(helper: true) == 0)
    #expect(buffer.claim(helper: true) == 1)
    // The first worker goes on to `capacity` ahead of the writer.
    for index in 2..<6 { #expect(buffer.claim(helper: false) == index) }
    let claimed = DispatchSemaphore(value: 0)
    let helper = Thread {
      if buffer.claim(helper: true) == 6 { claimed.signal() }
    }
    helper.start()
    for index in 0..<6 { buffer.put(index, .drawn([UInt8(index)], worker: 0)) }
    // Six ahead, then five, four, three: still no room for the helper.
    for index in 0..<3 {
      #expect(claimed.wait(timeout: .now() + 0.05) == .timedOut, "helper in before \(index)")
      _ = try buffer.take(index)
    }
    #expect(claimed.wait(timeout: .now() + 0.05) == .timedOut, "helper in at three ahead")
    _ = try buffer.take(3)
    #expect(claimed.wait(timeout: .now() + 10) == .success, "helper kept out at two ahead")
  }

  @Test("without `helpersBelow` a helper claims whatever fits")
  func helpersClaimFreelyByDefault() {
    let buffer = ReorderBuffer(frames: 0..<4, capacity: 4)
    defer { buffer.stop() }
    #expect((0..<4).map { _ in buffer.claim(helper: true) } == [0, 1, 2, 3])
    #expect(buffer.claim(helper: false) == nil)
  }
}
