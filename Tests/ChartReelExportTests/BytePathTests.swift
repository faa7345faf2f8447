import ChartReel
import Foundation
import TestSupport
import Testing

/// Paths are bytes end to end: a name that is not UTF-8 (`caf\xe9`, Latin-1 é) given on the
/// command line is the file read or written, in every output form, and is printed escaped.
///
/// The arguments are made by `printf` in `/bin/sh`, since `Process` passes arguments as UTF-8.
@Suite(.serialized) struct BytePathTests {
  let folder = TestPaths.temporaryFolder()
  /// `caf\xe9` inside `folder`, holding `scene.json` and the CSV it names, `data.csv`.
  let cafe: String

  init() throws {
    cafe = folder + "/" + PathBytes.string(Array("caf".utf8) + [0xE9])
    #expect(FileSystem.mkdir(cafe) == 0)
    try Self.write(
      Array("x,a,b\n1,3,5\n2,4,2\n3,6,3\n4,2,7\n".utf8), to: cafe + "/data.csv")
    let scene = """
      {"canvas": {"width": 160, "height": 90, "fps": 10}, "duration": 1,
       "data": {"csv": "data.csv", "x": "x", "series": [{"column": "a"}, {"column": "b"}]},
       "actions": [{"at": 0, "duration": 1, "pan": -0.3}]}
      """
    try Self.write(Array(scene.utf8), to: cafe + "/scene.json")
  }

  /// Writes `bytes` to a new file at `path`, named by its bytes.
  static func write(_ bytes: [UInt8], to path: String) throws {
    let descriptor = FileSystem.open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(
      bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
  }

  /// Runs `script` with `sh -c` in `folder`: `$0` is chartreel, `$C` the folder `caf\xe9`.
  func shell(_ script: String) throws -> CommandRun {
    try CommandRun.run(
      "/bin/sh", ["-c", "C=\"$(printf 'caf\\351')\"; " + script, TestPaths.chartreel],
      directory: folder)
  }

  /// The names in `path` as the bytes on disk.
  func names(_ path: String) -> Set<[UInt8]> {
    Set((FileSystem.names(in: path) ?? []).map(PathBytes.bytes))
  }

  @Test("-o a\\xe9.png and -o a\\xe8.png write two files with exactly those names")
  func twoNamesTwoFiles() throws {
    let run = try shell(
      #""$0" render "$C/scene.json" --at 0 -o "$(printf 'a\351.png')" --quiet && "#
        + #""$0" render "$C/scene.json" --at 1 -o "$(printf 'a\350.png')" --quiet"#)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      names(folder) == [
        Array("a".utf8) + [0xE9, 0x2E, 0x70, 0x6E, 0x67],
        Array("a".utf8) + [0xE8, 0x2E, 0x70, 0x6E, 0x67], Array("caf".utf8) + [0xE9],
      ])
  }

  @Test(
    "validate caf\\xe9/scene.json reads it and its data beside it; a missing one is named escaped")
  func validateReadsByBytes() throws {
    let good = try shell(#""$0" validate "$C/scene.json""#)
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout == "caf\\xE9/scene.json: ok (10 frames, 160×90 at 10 fps)\n")
    let missing = try shell(#""$0" validate "$C/none.json""#)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("caf\\xE9/none.json: no such file"), "\(missing.stderr)")
    #expect(!missing.stderr.contains("\u{FFFD}"))
  }

  @Test(
    "each video format and a PNG sequence are written under names that are not UTF-8, nothing left",
    arguments: ["mp4", "webm", "gif", "mov", "/"])
  func everyOutputForm(ext: String) throws {
    let output = ext == "/" ? #""$C/$(printf 'fr\351')/""# : #""$C/$(printf 'v\351').\#(ext)""#
    let run = try shell(#""$0" render "$C/scene.json" -o \#(output) --quiet"#)
    #expect(run.status == 0, "\(ext): \(run.stderr)")
    if ext == "/" {
      let frames = cafe + "/" + PathBytes.string(Array("fr".utf8) + [0xE9])
      #expect(names(frames).count == 10)
    } else {
      // ffprobe reads the file by its bytes and counts its frames.
      let probe = try shell(
        #"ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "#
          + #""$C/$(printf 'v\351').\#(ext)""#)
      #expect(
        probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "10", "\(probe.stderr)")
    }
    #expect(!names(cafe).contains { $0.first == 0x2E }, "staging or a lock was left behind")
  }

  @Test(
    "segments named by bytes join with concat; plan prints them as printf escapes, JSON and Kubernetes refuse"
  )
  func segmentsAndPlans() throws {
    let render = try shell(
      #"for k in 0 1; do "$0" render "$C/scene.json" --segment $k/2 -o "$C/$(printf 's\351')-$k.mp4" --quiet || exit 1; done; "#
        + #""$0" concat "$C/$(printf 's\351')-0.mp4" "$C/$(printf 's\351')-1.mp4" -o "$C/$(printf 'j\351').mp4" --quiet"#
    )
    #expect(render.status == 0, "\(render.stderr)")
    #expect(names(cafe).contains(Array("j".utf8) + [0xE9] + Array(".mp4".utf8)))
    #expect(!names(cafe).contains { $0.first == 0x2E })
    let commands = try shell(
      #""$0" plan "$C/scene.json" --segments 2 --pattern "$C/$(printf 'p\351')-{index}.mp4" --commands"#
    )
    #expect(commands.status == 0, "\(commands.stderr)")
    #expect(commands.stdout.contains(#"printf 'caf\351/scene.json'"#), "\(commands.stdout)")
    #expect(!commands.stdout.contains("\u{FFFD}"))
    // The printed command, run by the shell, writes the segment under its bytes.
    let line = try #require(commands.stdout.split(separator: "\n").first)
    let again = try shell(
      String(line).replacingOccurrences(of: "chartreel ", with: #""$0" "#, options: .anchored)
        + " --quiet")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(names(cafe).contains(Array("p".utf8) + [0xE9] + Array("-0.mp4".utf8)))
    for form in ["", "--kubernetes"] {
      let refused = try shell(#""$0" plan "$C/scene.json" --segments 2 "# + form)
      #expect(refused.status == 64, "\(form): \(refused.stderr)")
      #expect(
        refused.stderr.contains("caf\\xE9/scene.json") && refused.stderr.contains("not UTF-8"))
      #expect(refused.stdout.isEmpty)
    }
  }

  @Test("SIGABRT during a render to a name that is not UTF-8 removes its staging and lock")
  func fatalSignalCleansBytes() throws {
    let bin = folder + "/bin"
    #expect(FileSystem.mkdir(bin) == 0)
    try Self.write(Array("#!/bin/sh\nexec sleep 600\n".utf8), to: bin + "/ffmpeg")
    FileSystem.chmod(bin + "/ffmpeg", 0o755)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let run = try CommandRun.run(
      "/bin/sh",
      [
        "-c",
        #"exec "$0" render "$(printf 'caf\351')/scene.json" -o "$(printf 'caf\351/o\351.mp4')" --quiet"#,
        TestPaths.chartreel,
      ],
      environment: environment, directory: folder
    ) { process in
      for _ in 0..<3000 where !names(cafe).contains(where: { $0.first == 0x2E && $0.count > 20 }) {
        usleep(10_000)
      }
      #expect(names(cafe).count > 2, "no staging appeared")
      usleep(100_000)
      kill(process.processIdentifier, SIGABRT)
      for _ in 0..<500 where process.isRunning { usleep(10_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    #expect(run.signaled && run.status == SIGABRT, "\(run.status): \(run.stderr)")
    #expect(names(cafe) == [Array("data.csv".utf8), Array("scene.json".utf8)])
  }

  @Test("chartreel studio hands chartreel-studio the arguments' own bytes")
  func studioArguments() throws {
    let bin = folder + "/studio-bin"
    #expect(FileSystem.mkdir(bin, 0o755) == 0)
    try Self.write(
      Array("#!/bin/sh\nprintf '%s' \"$1\" > \"${0%/*}/argument\"\n".utf8), to: bin + "/studio")
    FileSystem.chmod(bin + "/studio", 0o755)
    var environment = ProcessInfo.processInfo.environment
    environment["CHARTREEL_STUDIO"] = bin + "/studio"
    let run = try CommandRun.run(
      "/bin/sh",
      ["-c", #"exec "$0" studio "$(printf 'caf\351')/scene.json""#, TestPaths.chartreel],
      environment: environment, directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let descriptor = FileSystem.open(bin + "/argument", O_RDONLY)
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(descriptor, &bytes, 64)
    #expect(
      Array(bytes.prefix(max(count, 0))) == Array("caf".utf8) + [0xE9] + Array("/scene.json".utf8))
  }
}
