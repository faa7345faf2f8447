import ChartReel
import Foundation
import TestSupport
import Testing

/// The Kubernetes Jobs `chartreel plan --kubernetes` prints and the manifests in
/// deploy/kubernetes/: current, valid for Kubernetes 1.29 and the newest version
/// kubernetes-validate knows (scripts/check-kubernetes; scripts/test installs it), and running
/// the commands `plan` means when their pod scripts run here with `JOB_COMPLETION_INDEX` set.
@Suite(.serialized) struct KubernetesTests {
  let folder = TestPaths.temporaryFolder()
  let deploy = TestPaths.root + "/deploy/kubernetes"

  /// A 4 s scene at 30 fps (120 frames, so 100 segments fit) written as `name` in `folder`,
  /// reading its data by an absolute path so that it renders from any folder.
  @discardableResult
  func scene(_ name: String = "scene.json", title: String = "Held out") throws -> String {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try """
    {"canvas": {"width": 320, "height": 180, "fps": 30},
     "data": {"file": "\(TestPaths.root)/Scenes/data/chart_data.json", "chart": 1},
     "title": "\(title)", "initial": {"window": [0.5, 0.8]}, "duration": 4,
     "actions": [{"at": 0, "duration": 1.2, "zoom": 0.5}, {"at": 1, "duration": 0.8, "hide": "y0"}]}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// `chartreel plan` run in `folder`, which must succeed.
  func plan(_ arguments: [String]) throws -> String {
    let run = try CommandRun.chartreel(["plan"] + arguments, directory: folder)
    #expect(run.status == 0, "\(arguments): \(run.stderr)")
    return run.stdout
  }

  /// Writes `text` to `name` in `folder` and returns its path.
  func file(_ name: String, _ text: String) throws -> String {
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Runs scripts/check-kubernetes on `files`: its status and each file's first word.
  func validate(_ files: [String]) throws -> (status: Int32, verdicts: [String: String]) {
    let run = try CommandRun.run(
      "/usr/bin/env", ["python3", TestPaths.root + "/scripts/check-kubernetes"] + files)
    #expect(run.status != 3, "\(run.stderr)")
    var verdicts: [String: String] = [:]
    for line in run.stdout.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1)
      if words.count == 2, let colon = words[1].firstIndex(of: ":") {
        verdicts[String(words[1][..<colon])] = String(words[0])
      }
    }
    return (run.status, verdicts)
  }

  /// The first container's command and arguments of the Job in `manifest`.
  func pod(_ manifest: String) throws -> [String] {
    let run = try CommandRun.run(
      "/usr/bin/env", ["python3", TestPaths.root + "/scripts/check-kubernetes", "--pod", manifest])
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  /// Runs a pod's command here, as Kubernetes would: in `directory` (the volume), with `bin`
  /// first on PATH (where `chartreel` is) and `index` as `JOB_COMPLETION_INDEX` when given.
  func runPod(_ words: [String], index: Int?, bin: String, directory: String) throws -> CommandRun {
    try #require(words.count == 3, "\(words)")
    #expect(words[0] == "/bin/sh" && words[1] == "-c", "\(words)")
    #expect(!words[2].contains("$("), "Kubernetes would expand $( in \(words[2])")
    var environment = ["PATH": bin + ":/usr/bin:/bin", "HOME": folder]
    if let index { environment["JOB_COMPLETION_INDEX"] = String(index) }
    return try CommandRun.run(
      words[0], Array(words.dropFirst()), environment: environment, directory: directory)
  }

  @Test("deploy/kubernetes/render-segments.yaml and join.yaml are what their plan command prints")
  func deployManifestsAreCurrent() throws {
    for name in ["render-segments.yaml", "join.yaml"] {
      let text = try String(contentsOfFile: deploy + "/" + name, encoding: .utf8)
      let prefix = "# Made by chartreel \(version): "
      let first = text.split(separator: "\n").first.map(String.init) ?? ""
      #expect(first.hasPrefix(prefix), "\(name) starts with \(first)")
      let command = String(first.dropFirst(prefix.count))
      let bin = (TestPaths.chartreel as NSString).deletingLastPathComponent
      let run = try CommandRun.run(
        "/bin/sh", ["-c", command], environment: ["PATH": bin + ":/usr/bin:/bin"],
        directory: TestPaths.root)
      #expect(run.status == 0, "\(command): \(run.stderr)")
      #expect(
        run.stdout == text,
        "deploy/kubernetes/\(name) is not current; regenerate it with scripts/kubernetes-manifests")
    }
  }

  @Test("every manifest and the Jobs for 1, 4 and 100 segments pass kubernetes-validate")
  func manifestsValidate() throws {
    try scene()
    var files = try FileManager.default.contentsOfDirectory(atPath: deploy)
      .filter { $0.hasSuffix(".yaml") }.map { deploy + "/" + $0 }
    #expect(files.count == 4)
    for count in [1, 4, 100] {
      let arguments = ["scene.json", "--segments", "\(count)", "--kubernetes"]
      files.append(try file("segments-\(count).yaml", try plan(arguments)))
      files.append(try file("join-\(count).yaml", try plan(arguments + ["--join"])))
    }
    let result = try validate(files)
    #expect(result.status == 0)
    for file in files { #expect(result.verdicts[file] == "ok", "\(file)") }
    // The check can fail: a misspelt key and a count that is not a number.
    let job = try String(contentsOfFile: folder + "/segments-4.yaml", encoding: .utf8)
    let bad = [
      try file("typo.yaml", job.replacingOccurrences(of: "parallelism:", with: "paralelism:")),
      try file(
        "word.yaml", job.replacingOccurrences(of: "completions: 4", with: "completions: four")),
    ]
    let refused = try validate(bad)
    #expect(refused.status == 1)
    for file in bad { #expect(refused.verdicts[file] == "invalid", "\(file)") }
  }

  @Test("each pod of the Indexed Job runs plan's render command for its index; the join its join")
  func podsRunPlanCommands() throws {
    try scene("scenes/my scene.json")
    // A chartreel that writes its arguments, one per line, to calls/INDEX.
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let fake = bin + "/chartreel"
    try """
    #!/bin/sh
    printf '%s\\n' "$@" > "calls/${JOB_COMPLETION_INDEX:-join}"
    """.write(toFile: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
    for count in [1, 12] {
      try? FileManager.default.removeItem(atPath: folder + "/calls")
      try FileManager.default.createDirectory(
        atPath: folder + "/calls", withIntermediateDirectories: true)
      let arguments = [
        "scenes/my scene.json", "--segments", "\(count)", "--crf", "20",
        "--pattern", "parts \(count)/seg-{index}.mp4", "-o", "out/video.mp4",
      ]
      let lines = try plan(arguments).split(separator: "\n").map {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
      }
      let job = try pod(try file("job.yaml", try plan(arguments + ["--kubernetes"])))
      for index in 0..<count {
        let run = try runPod(job, index: index, bin: bin, directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let called = try String(contentsOfFile: folder + "/calls/\(index)", encoding: .utf8)
        let planned = (lines[index]["arguments"] as! [String]).dropFirst()
        #expect(called == planned.joined(separator: "\n") + "\n")
      }
      var isFolder: ObjCBool = false
      #expect(
        FileManager.default.fileExists(atPath: folder + "/parts \(count)", isDirectory: &isFolder)
          && isFolder.boolValue)
      let unindexed = try runPod(job, index: nil, bin: bin, directory: folder)
      #expect(unindexed.status != 0 && unindexed.stderr.contains("JOB_COMPLETION_INDEX"))
      let join = try pod(try file("join.yaml", try plan(arguments + ["--kubernetes", "--join"])))
      #expect(try runPod(join, index: nil, bin: bin, directory: folder).status == 0)
      let joined = try String(contentsOfFile: folder + "/calls/join", encoding: .utf8)
      let planned = try plan(arguments + ["--join"])
      #expect(
        SegmentPlan.shellCommand(["chartreel"] + joined.split(separator: "\n").map(String.init))
          + "\n" == planned)
      #expect(FileManager.default.fileExists(atPath: folder + "/out"))
    }
  }

  @Test("the pods render four segments in the volume and the join Job joins all 120 frames")
  func podsRenderAndJoin() throws {
    try scene()
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin + "/chartreel", withDestinationPath: TestPaths.chartreel)
    let arguments = [
      "scene.json", "--segments", "4", "--kubernetes", "--pattern", "segments/seg-{index}.mp4",
      "-o", "out/video.mp4",
    ]
    let job = try pod(try file("job.yaml", try plan(arguments)))
    for index in 0..<4 {
      let run = try runPod(job, index: index, bin: bin, directory: folder)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let segments = try FileManager.default.contentsOfDirectory(atPath: folder + "/segments")
    #expect(segments.sorted() == ["seg-0.mp4", "seg-1.mp4", "seg-2.mp4", "seg-3.mp4"])
    let join = try pod(try file("join.yaml", try plan(arguments + ["--join"])))
    let run = try runPod(join, index: nil, bin: bin, directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try VideoCompare.framesAndDuration(folder + "/out/video.mp4").frames == 120)
  }

  @Test("the batch Job names each output by its scene's path in the batch folder")
  func batchNamesOutputsByPath() throws {
    try scene("a/scene.json", title: "A")
    try scene("b/scene.json", title: "B")
    _ = try file("scenes.txt", "a/scene.json\nb/scene.json\n../escape.json\n")
    let bin = folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin + "/chartreel", withDestinationPath: TestPaths.chartreel)
    let job = try pod(deploy + "/render-batch.yaml")
    for index in 0..<2 {
      let run = try runPod(job, index: index, bin: bin, directory: folder)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let a = FileManager.default.contents(atPath: folder + "/out/a/scene.mp4")
    let b = FileManager.default.contents(atPath: folder + "/out/b/scene.mp4")
    #expect(a != nil && b != nil && a != b)
    for (index, words) in [(2, "expected a path inside /work/batch"), (3, "no line 4")] {
      let run = try runPod(job, index: index, bin: bin, directory: folder)
      #expect(run.status == 2 && run.stderr.contains(words), "\(run.stderr)")
    }
  }

  @Test("every manifest runs the image of this version as its non-root user")
  func imagesArePinned() throws {
    for name in ["render-segments.yaml", "join.yaml", "render-batch.yaml"] {
      let text = try String(contentsOfFile: deploy + "/" + name, encoding: .utf8)
      #expect(text.contains(#"image: "chartreel:\#(version)""#), "\(name)")
      #expect(!text.contains(":latest") && text.contains("runAsUser: 10001"), "\(name)")
    }
    let dockerfile = try String(contentsOfFile: TestPaths.root + "/Dockerfile", encoding: .utf8)
    #expect(dockerfile.contains("USER 10001"))
  }

  @Test("names, images and paths a manifest cannot carry are command-line errors, exit 64")
  func badSettingsAreRefused() throws {
    try scene()
    try scene("cost$.json")
    for (extra, words) in [
      (["--name", "Big_Name"], "name 'Big_Name'"), (["--claim", "a..b"], "claim 'a..b'"),
      (["--image", "a b"], "image 'a b'"), (["--pattern", "$(x)/seg-{index}.mp4"], "'$(x)/"),
      (["--commands"], "either --commands or --kubernetes"),
    ] {
      let run = try CommandRun.chartreel(
        ["plan", "scene.json", "--segments", "2", "--kubernetes"] + extra, directory: folder)
      #expect(run.status == 64, "\(extra): \(run.stderr)")
      #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains(words), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1 && run.stdout.isEmpty)
    }
    let run = try CommandRun.chartreel(
      ["plan", "cost$.json", "--segments", "2", "--kubernetes"], directory: folder)
    #expect(run.status == 64 && run.stderr.contains("'cost$.json': it has a '$'"), "\(run.stderr)")
  }
}
