import ChartReel
import Foundation
import TestSupport
import Testing

/// Nothing `plan` prints into YAML or a shell can add a resource or a command: every path is
/// quoted by one function that knows YAML's line breaks (LF, CR, NEL, LS, PS), or refused;
/// the join names its segments by pattern, so any number of them fits one argument.
@Suite(.serialized) struct InjectionTests {
  let folder = TestPaths.temporaryFolder()

  /// A 300 s scene at 30 fps (9,000 frames) in `folder` named `name`, reading its data by
  /// an absolute path.
  func scene(_ name: String = "scene.json", duration: Int = 300) throws -> String {
    let path = folder + "/" + name
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 0},
     "duration": \(duration), "actions": [{"at": 0, "duration": 1, "pan": -0.3}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The resources python's YAML reader finds in `yaml`, as "KIND NAME" and the first
  /// container's script; a parse error as "error …".
  func resources(_ yaml: String) throws -> [String] {
    let file = folder + "/manifest.yaml"
    try yaml.write(toFile: file, atomically: false, encoding: .utf8)
    let reader = """
      import sys, yaml
      try:
          docs = [d for d in yaml.safe_load_all(open(sys.argv[1], encoding="utf-8")) if d]
      except yaml.YAMLError as e:
          print("error", str(e).replace("\\n", " ")); sys.exit(0)
      for d in docs:
          print(d.get("kind"), d.get("metadata", {}).get("name"))
      """
    let run = try CommandRun.run("/usr/bin/env", ["python3", "-c", reader, file])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\n").map(String.init)
  }

  /// Names holding each of YAML's line breaks, the characters a YAML reader refuses, and
  /// text that would be YAML if it started a line.
  static let names = [
    "a\u{2028}kind: Pod", "a\u{2029}--- {kind: Pod}", "a\u{85}kind: Pod", "a\rkind: Pod",
    "a\nkind: Pod", "a\u{FEFF}b", "a\u{FFFE}b", "a\u{7F}b", "a\u{9B}b", "a\tb", "a # b",
    "x: y", "--- b", "'a\"", "\u{2028}",
  ]

  @Test(
    "every manifest plan prints parses as the one Job, or the name is refused", arguments: names)
  func manifestsHoldOneJob(name: String) throws {
    let scene = try scene("s\(name).json", duration: 2)
    for (flag, value) in [
      ("--output", "\(name).mp4"), ("--pattern", "seg-{index}\(name).mp4"), ("--crf", "18"),
    ] {
      for join in [[], ["--join"]] {
        let arguments =
          ["plan", flag == "--crf" ? scene : folder + "/plain.json", "--segments", "3"]
          + [flag + "=" + value, "--kubernetes"] + join
        _ = try self.scene("plain.json", duration: 2)
        let run = try CommandRun.chartreel(arguments, directory: folder)
        if run.status == 0 {
          let found = try resources(run.stdout)
          let job = join.isEmpty ? "Job chartreel-segments" : "Job chartreel-join"
          #expect(found == [job], "\(name.debugDescription) in \(flag): \(found)")
        } else {
          #expect(run.status == 64, "\(name.debugDescription) in \(flag): \(run.stderr)")
          #expect(run.stdout.isEmpty)
          #expect(run.stderr.hasPrefix("error: "))
          #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
      }
    }
  }

  @Test("a YAML comment and a quoted scalar hold any text on one line and read back as it")
  func quotingRoundTrips() throws {
    let samples: [Unicode.Scalar] =
      (0..<0x3000).compactMap(Unicode.Scalar.init)
      + [0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600].compactMap(Unicode.Scalar.init)
    let texts = samples.map { "a" + String($0) + "b" }
    let lines = texts.enumerated().map { index, text in
      "- " + YAMLText.quoted(text) + " # " + YAMLText.comment(text)
    }
    let file = folder + "/list.yaml"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: file, atomically: false, encoding: .utf8)
    let reader = """
      import sys, yaml, json
      print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding="utf-8"))))
      """
    let run = try CommandRun.run("/usr/bin/env", ["python3", "-c", reader, file])
    #expect(run.status == 0, "\(run.stderr)")
    let read = try JSONDecoder().decode([String].self, from: Data(run.stdout.utf8))
    #expect(read.count == texts.count)
    for (text, back) in zip(texts, read) where text != back {
      Issue.record("\(text.debugDescription) read back as \(back.debugDescription)")
    }
  }

  @Test("the join of 8,000 segments is one short command: sh runs it and concat looks for them")
  func joinOfEightThousand() throws {
    let scene = try scene()
    let join = try CommandRun.chartreel(
      ["plan", scene, "--segments", "8000", "--join", "--executable", TestPaths.chartreel],
      directory: folder)
    #expect(join.status == 0, "\(join.stderr)")
    #expect(join.stdout.utf8.count < 500)
    let run = try CommandRun.run("/bin/sh", ["-c", join.stdout], directory: folder)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr == "error: seg-0000.mp4: no such file\n")
    let job = try CommandRun.chartreel(
      ["plan", scene, "--segments", "8000", "--join", "--kubernetes"], directory: folder)
    #expect(job.status == 0, "\(job.stderr)")
    #expect(job.stdout.utf8.count < 4000)
    #expect(try resources(job.stdout) == ["Job chartreel-join"])
  }

  @Test("concat --pattern --count joins the segments plan names, as the names would")
  func concatByPattern() throws {
    let scene = try scene(duration: 1)
    for index in 0..<3 {
      let run = try CommandRun.chartreel(
        ["render", scene, "--segment", "\(index)/3", "-o", "seg-\(index).mp4", "--quiet"],
        directory: folder)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let joined = try CommandRun.chartreel(
      ["concat", "--pattern", "seg-{index}.mp4", "--count", "3", "-o", "all.mp4"],
      directory: folder)
    #expect(joined.status == 0, "\(joined.stderr)")
    #expect(try VideoCompare.framesAndDuration(folder + "/all.mp4").frames == 30)
    let short = try CommandRun.chartreel(
      ["concat", "--pattern", "seg-{index}.mp4", "--count", "4", "-o", "four.mp4"],
      directory: folder)
    #expect(short.status == 2)
    #expect(short.stderr == "error: seg-3.mp4: no such file\n")
    for (arguments, message) in [
      (["--pattern", "seg.mp4", "--count", "3"], "--pattern 'seg.mp4': expected {index} in it"),
      (["--pattern", "seg-{index}.mp4"], "--pattern and --count go together"),
      (
        ["--pattern", "seg-{index}.mp4", "--count", "0"], "--count 0: expected 1 to 100000 segments"
      ),
      (
        ["seg-0.mp4", "--pattern", "seg-{index}.mp4", "--count", "3"],
        "give the segments either by name or by --pattern, not both"
      ),
    ] {
      let run = try CommandRun.chartreel(
        ["concat"] + arguments + ["-o", "x.mp4"], directory: folder)
      #expect(run.status == 64)
      #expect(run.stderr == "error: \(message)\n")
    }
  }
}
