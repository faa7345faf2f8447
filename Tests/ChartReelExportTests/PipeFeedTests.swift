import Foundation
import Testing

@testable import ChartReelExport

#if canImport(Glibc)
  import Glibc
#endif

/// Frames spliced into a pipe by reference reach the reader exactly as they were when written,
/// however soon their storage is reused, and are let go once read.
@Suite struct PipeFeedTests {
  /// Reads `handle` to its end on a thread of its own, `chunk` bytes at a time, pausing
  /// `pause` seconds before each read: a reader slower than the writer.
  final class SlowReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private(set) var bytes: [UInt8] = []

    init(_ handle: FileHandle, chunk: Int, pause: TimeInterval) {
      Thread {
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
          Thread.sleep(forTimeInterval: pause)
          let count = buffer.withUnsafeMutableBytes {
            read(handle.fileDescriptor, $0.baseAddress!, chunk)
          }
          if count <= 0 { break }
          self.bytes += buffer[0..<count]
        }
        self.done.signal()
      }.start()
    }

    func wait() -> [UInt8] {
      done.wait()
      return bytes
    }
  }

  /// A frame of `count` bytes that differs from every other `index`'s at every byte.
  func fill(_ storage: inout [UInt8], index: Int) {
    storage.withUnsafeMutableBytes { buffer in
      for i in 0..<buffer.count { buffer[i] = UInt8(truncatingIfNeeded: i &* 7 &+ index &* 31) }
    }
  }

  /// A feed for frames of `frameBytes` into a non-blocking pipe read by a `SlowReader`.
  func feedAndReader(frameBytes: Int, chunk: Int, pause: TimeInterval) -> (
    pipe: Pipe, reader: SlowReader, feed: PipeFeed
  ) {
    let pipe = Pipe()
    let descriptor = pipe.fileHandleForWriting.fileDescriptor
    FileWriter.setNonBlocking(descriptor)
    let reader = SlowReader(pipe.fileHandleForReading, chunk: chunk, pause: pause)
    let feed = PipeFeed(descriptor: descriptor, frameBytes: frameBytes, interruption: nil)
    return (pipe, reader, feed)
  }

  @Test("a slow reader gets every frame as written, though its storage is refilled at once")
  func framesSurviveReuse() throws {
    let (pipe, reader, feed) = feedAndReader(frameBytes: 120_000, chunk: 50_000, pause: 0.002)
    var storage = [UInt8](repeating: 0, count: 120_000)
    var expected: [UInt8] = []
    for index in 0..<24 {
      // Refilling the storage the feed still holds must copy it, not change what was written.
      fill(&storage, index: index)
      expected += storage
      try feed.write(storage)
      #expect(feed.keptFrames <= 1 + 1_048_576 / 120_000)
    }
    #expect(feed.splices, "vmsplice was refused: this test checks nothing")
    try pipe.fileHandleForWriting.close()
    let received = reader.wait()
    feed.readerExited()
    #expect(received.count == expected.count)
    let firstDifference = received.indices.first {
      $0 < expected.count && received[$0] != expected[$0]
    }
    #expect(firstDifference == nil, "frame \((firstDifference ?? 0) / 120_000) was changed")
    #expect(feed.keptFrames == 0)
  }

  @Test("frames a reader has read are let go: a drained pipe keeps only the newest")
  func readFramesAreLetGo() throws {
    let (pipe, reader, feed) = feedAndReader(frameBytes: 40_000, chunk: 1 << 20, pause: 0)
    var storage = [UInt8](repeating: 0, count: 40_000)
    for index in 0..<10 {
      fill(&storage, index: index)
      try feed.write(storage)
      let deadline = Date().addingTimeInterval(5)
      while feed.unreadBytes > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
    }
    try feed.write(storage)
    #expect(feed.keptFrames <= 1)
    try pipe.fileHandleForWriting.close()
    #expect(reader.wait().count == 11 * 40_000)
  }

  @Test("a descriptor that is not a pipe gets the frames copied")
  func notAPipe() throws {
    let path = NSTemporaryDirectory() + "/pipefeed-\(getpid()).bin"
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    let feed = PipeFeed(descriptor: descriptor, frameBytes: 1_000, interruption: nil)
    var storage = [UInt8](repeating: 0, count: 1_000)
    var expected: [UInt8] = []
    for index in 0..<5 {
      fill(&storage, index: index)
      expected += storage
      try feed.write(storage)
    }
    close(descriptor)
    #expect(!feed.splices)
    #expect(feed.keptFrames == 0)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
  }
}
