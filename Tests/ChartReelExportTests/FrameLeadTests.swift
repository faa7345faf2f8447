import Foundation
import Testing

@testable import ChartReelExport

/// The frames rendered ahead while an encoder starts: how many the budget allows, and that the
/// buffer lets exactly those be finished before the writer takes any.
struct FrameLeadTests {
  @Test("an encoder's lead is 64 MiB of frames within the budget; none for other outputs")
  func leadFitsTheBudget() {
    let lead = FrameBudget.encoderLeadBytes
    let hd = FrameBudget(
      width: 1280, height: 720, payload: .yuv420p, threads: 2, capacity: 8, leadBytes: lead)
    #expect(hd.capacity == 8 && hd.lead == lead / (1280 * 720 * 3 / 2))
    let fullHD = FrameBudget(
      width: 1920, height: 1080, payload: .yuv420p, threads: 2, capacity: 8, leadBytes: lead)
    #expect(fullHD.lead == lead / (1920 * 1080 * 3 / 2))
    let plain = FrameBudget(width: 1280, height: 720, payload: .png, threads: 2, capacity: 8)
    #expect(plain.lead == plain.capacity)
    // Every size keeps the lead, and all else in flight, within the memory budget.
    for (width, height) in [(480, 480), (1280, 720), (1080, 1920), (1920, 1080), (3840, 2160)] {
      for threads in [1, 2, 8, 32] {
        let budget = FrameBudget(
          width: width, height: height, payload: .yuv420p, threads: threads, capacity: 8,
          leadBytes: lead)
        #expect(budget.lead >= budget.capacity, "\(width)×\(height), \(threads): \(budget)")
        #expect(
          budget.estimatedBytes(width: width, height: height, payload: .yuv420p)
            <= FrameBudget.defaultBytes, "\(width)×\(height), \(threads): \(budget)")
      }
    }
  }

  @Test("the first `lead` frames are finished before any is taken; then `capacity` ahead")
  func leadThenCapacity() throws {
    let buffer = ReorderBuffer(frames: 10..<30, capacity: 2, lead: 6)
    // Releases the waiting thread whatever happens.
    defer { buffer.stop() }
    // Frames 10 to 15 fit before any is taken (on a thread: without the lead, 12 would wait).
    let led = DispatchSemaphore(value: 0)
    let leader = Thread {
      for index in 10..<16 {
        guard buffer.claim(helper: false) == index else { return }
        buffer.put(index, .drawn([UInt8(index)], worker: 0))
      }
      led.signal()
    }
    leader.start()
    guard led.wait(timeout: .now() + 10) == .success else {
      Issue.record("frames 10 to 15 did not all fit before the writer took one")
      return
    }
    // Frame 16 waits until the writer has taken frames 10 to 14 (16 < 15 + 2).
    let room = DispatchSemaphore(value: 0)
    let waiter = Thread {
      if buffer.claim(helper: false) == 16 { room.signal() }
    }
    waiter.start()
    for index in 10..<14 {
      #expect(room.wait(timeout: .now() + 0.05) == .timedOut, "room for 16 before \(index)")
      guard case .drawn(let bytes, _) = try buffer.take(index) else {
        Issue.record("frame \(index) was not drawn")
        return
      }
      #expect(bytes == [UInt8(index)])
    }
    #expect(room.wait(timeout: .now() + 0.05) == .timedOut, "room for 16 before 14 is taken")
    _ = try buffer.take(14)
    #expect(room.wait(timeout: .now() + 10) == .success, "no room for 16 once 14 is taken")
  }
}
