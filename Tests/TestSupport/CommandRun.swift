import Foundation

/// The outcome of running a program to completion.
public struct CommandRun {
  /// The exit status, or the number of the signal that ended the program (`signaled`).
  public var status: Int32
  /// Whether a signal ended the program.
  public var signaled = false
  /// Standard output as bytes.
  public var output: Data
  public var stderr: String

  /// Standard output as text.
  public var stdout: String { String(decoding: output, as: UTF8.self) }

  /// Runs `executable` with `arguments` (in `directory` when given), capturing both output
  /// streams.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, whileRunning: (Process) -> Void = { _ in }
  ) throws -> CommandRun {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outPath = folder + "/stdout"
    let errPath = folder + "/stderr"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // Files, not pipes: the child can never block on a full pipe.
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = FileHandle(forWritingAtPath: errPath)
    process.standardInput = FileHandle.nullDevice
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    try process.run()
    whileRunning(process)
    process.waitUntilExit()
    let read = { (path: String) in FileManager.default.contents(atPath: path) ?? Data() }
    return CommandRun(
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal, output: read(outPath),
      stderr: String(decoding: read(errPath), as: UTF8.self))
  }

  /// Runs the built `chartreel` with `arguments` (in `directory` when given).
  public static func chartreel(
    _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
    whileRunning: (Process) -> Void = { _ in }
  ) throws -> CommandRun {
    try run(
      TestPaths.chartreel, arguments, environment: environment, directory: directory,
      whileRunning: whileRunning)
  }

  /// Reads a video's first stream with ffprobe: codec, size, pixel format, frames, duration.
  public static func probeVideo(_ path: String) throws -> [String: String] {
    let run = try run(
      "/usr/bin/ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate,color_space:stream_tags=alpha_mode:format=duration,format_name",
        "-of", "default=noprint_wrappers=1", path,
      ])
    var fields: [String: String] = [:]
    for line in run.stdout.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 {
        fields[String(parts[0]).replacingOccurrences(of: "TAG:", with: "")] = String(parts[1])
      }
    }
    return fields
  }
}
