import ChartReelCore

/// A segment plan as two Kubernetes Jobs, in YAML: an Indexed Job whose pod K renders segment
/// K, and the Job that joins the segments once that one has completed.
///
/// Every pod mounts the claim at `/work` and starts there, so the plan's relative paths (the
/// scene, the segments' pattern, the joined output) name the same files in the volume as they
/// do beside the command that made the plan. A pod is given only `JOB_COMPLETION_INDEX`, as
/// Kubernetes gives it: its `/bin/sh` script derives the segment and its zero-padded output
/// name from it and runs the plan's render command for that index.
package struct KubernetesJobs: Sendable {
  /// What the manifests need besides the plan.
  package struct Settings: Sendable {
    /// The container image, pinned to a version (`chartreel:0.9.0`).
    package var image: String
    /// The ReadWriteMany PersistentVolumeClaim mounted at `/work`.
    package var claim: String
    /// The Jobs' names start with it: `NAME-segments`, `NAME-join`.
    package var name: String
    /// Comment lines put first (without the `# `), such as the command that made the file.
    package var header: [String]

    package init(image: String, claim: String, name: String, header: [String] = []) {
      (self.image, self.claim, self.name, self.header) = (image, claim, name, header)
    }
  }

  /// Where the claim is mounted in every pod, and the pods' working folder.
  package static let mountPath = "/work"
  /// The image's user (see the Dockerfile): the pods run as it, and it owns what they write.
  package static let user = 10001

  package let plan: SegmentPlan
  package let settings: Settings

  /// Checks that the settings and the plan's paths can go into a manifest: names Kubernetes
  /// accepts, and no `$` (Kubernetes expands `$(…)` in a container's arguments), control
  /// character or other code point YAML reads as a line break or refuses (`YAMLText`) in a
  /// path or option, which the pod's script holds as they are.
  package init(plan: SegmentPlan, settings: Settings) throws {
    guard Self.isLabel(settings.name), settings.name.count <= 40 else {
      throw ExportError.usage(
        "name '\(settings.name)': expected at most 40 lowercase letters, digits and '-', starting and ending with a letter or digit"
      )
    }
    guard
      settings.claim.split(separator: ".", omittingEmptySubsequences: false)
        .allSatisfy({ Self.isLabel(String($0)) }), settings.claim.count <= 253
    else {
      throw ExportError.usage(
        "claim '\(settings.claim)': expected a Kubernetes name (lowercase letters, digits, '-' and '.')"
      )
    }
    guard !settings.image.isEmpty,
      settings.image.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0 != "$" })
    else {
      throw ExportError.usage(
        "image '\(settings.image)': expected an image reference without spaces, e.g. registry.example.com/chartreel:TAG"
      )
    }
    let words = [plan.scene, plan.pattern, plan.output, plan.executable] + plan.options
    for word in words {
      if !PathBytes.isText(word) {
        throw ExportError.usage(
          "a manifest cannot hold '\(word.escapedForTerminal)': it is not UTF-8, and YAML and Kubernetes hold only text; rename it, or use --commands"
        )
      }
      if let misfit = YAMLText.misfit(word) {
        throw ExportError.usage(
          "a manifest cannot hold '\(word.escapedForTerminal)': it has \(misfit), which YAML reads as a line break or refuses; rename it"
        )
      }
      if word.contains("$") {
        throw ExportError.usage(
          "a manifest cannot hold '\(word.escapedForTerminal)': it has a '$', which Kubernetes expands; rename it"
        )
      }
    }
    (self.plan, self.settings) = (plan, settings)
  }

  /// How many segments the plan has.
  package var count: Int { plan.entries.count }

  /// The Indexed Job: `count` pods at once, each retried on its own (`backoffLimitPerIndex`,
  /// Kubernetes 1.29 and later).
  package var segmentsJob: String {
    let width = SegmentPlan.indexWidth(count)
    let output = plan.pattern.components(separatedBy: "{index}").map(Self.shellPart)
      .joined(separator: #""$index""#)
    var script = [
      "set -eu",
      "index=`printf %0\(width)d \"$JOB_COMPLETION_INDEX\"`",
      "output=\(output)",
    ]
    if Self.folder(of: plan.pattern) != nil { script.append(#"mkdir -p "${output%/*}""#) }
    let render =
      [plan.executable, "render", plan.scene, "--segment"].map(Self.shellPart)
      + [#""$JOB_COMPLETION_INDEX/\#(count)""#, "-o", #""$output""#]
      + plan.options.map(Self.shellPart)
    script.append("exec " + render.joined(separator: " "))
    return manifest(
      job: "segments",
      about: [
        "An Indexed Job: pod K of \(count) renders segment K of \(Self.quoted(plan.scene)) to",
        "\(Self.quoted(plan.pattern)) (K zero-padded to \(width) digit\(width == 1 ? "" : "s")), in the volume at \(Self.mountPath).",
        "A failed pod is retried for its own index; the segments are joined by the join Job",
        "(the same plan command with --join) once this one has completed.",
      ],
      spec: [
        "completionMode: Indexed", "completions: \(count)", "parallelism: \(count)",
        "backoffLimitPerIndex: 3",
      ],
      container: "render", script: script,
      // chartreel keeps frames in flight under about 600 MB; x264 needs up to 1 GB more at 4K.
      resources: (requests: #"{ cpu: "2", memory: 2Gi }"#, limits: "{ memory: 3Gi }"))
  }

  /// The join Job: `concat` of the segments in index order, which refuses a partial or
  /// mismatched set, writing the joined output only when complete.
  package var joinJob: String {
    var script = ["set -eu"]
    if let folder = Self.folder(of: plan.output) {
      script.append("mkdir -p " + Self.shellPart(folder))
    }
    // The segments by their pattern: the script's length does not grow with their number
    // (8,000 names in the one argument of `sh -c` pass the 128 KB it may have).
    script.append("exec " + plan.joinArguments.map(Self.shellPart).joined(separator: " "))
    return manifest(
      job: "join",
      about: [
        "Joins the \(count) segments of \(Self.quoted(plan.scene)) into \(Self.quoted(plan.output)), after",
        "job/\(settings.name)-segments has completed; concat refuses a missing or foreign segment.",
      ],
      spec: ["backoffLimit: 2"], container: "join", script: script,
      resources: (requests: #"{ cpu: "500m", memory: 256Mi }"#, limits: "{ memory: 1Gi }"))
  }

  /// A Job manifest around a pod that runs `script` with `/bin/sh` in the volume.
  private func manifest(
    job: String, about: [String], spec: [String], container: String, script: [String],
    resources: (requests: String, limits: String)
  ) -> String {
    let comments = (settings.header + (settings.header.isEmpty ? [] : [""]) + about).map {
      $0.isEmpty ? "#" : "# " + YAMLText.comment($0)
    }
    let body = script.joined(separator: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    let lines =
      comments + [
        "apiVersion: batch/v1",
        "kind: Job",
        "metadata:",
        "  name: \(settings.name)-\(job)",
        "  labels: { app.kubernetes.io/name: chartreel }",
        "spec:",
      ] + spec.map { "  " + $0 } + [
        "  template:",
        "    spec:",
        "      restartPolicy: Never",
        "      # The image's user; fsGroup lets it write to the volume.",
        "      securityContext: { runAsNonRoot: true, runAsUser: \(Self.user), runAsGroup: \(Self.user), fsGroup: \(Self.user) }",
        "      containers:",
        "        - name: \(container)",
        "          image: \(Self.quoted(settings.image))",
        "          imagePullPolicy: IfNotPresent",
        "          workingDir: \(Self.mountPath)",
        #"          command: ["/bin/sh", "-c"]"#,
        "          args:",
        "            - |",
      ] + body.map { "              " + $0 } + [
        "          resources:",
        "            requests: \(resources.requests)",
        "            limits: \(resources.limits)",
        "          volumeMounts:",
        "            - { name: work, mountPath: \(Self.mountPath) }",
        "      volumes:",
        "        - name: work",
        "          persistentVolumeClaim: { claimName: \(Self.quoted(settings.claim)) }",
      ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A string as a double-quoted YAML scalar on one line.
  static func quoted(_ text: String) -> String { YAMLText.quoted(text) }

  /// One shell word, quoted where needed; the empty string is nothing (a part of a word).
  static func shellPart(_ text: String) -> String {
    text.isEmpty ? "" : SegmentPlan.shellCommand([text])
  }

  /// The folder part of a path (before its last `/`), nil when there is none or it is `/`.
  static func folder(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    return String(path[..<slash])
  }

  /// Whether `text` is an RFC 1123 label: lowercase letters, digits and `-`, at most 63,
  /// starting and ending with a letter or digit.
  static func isLabel(_ text: String) -> Bool {
    let alphanumeric = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || ("0"..."9").contains(c) }
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first, let last = scalars.last, scalars.count <= 63 else {
      return false
    }
    return alphanumeric(first) && alphanumeric(last)
      && scalars.allSatisfy { alphanumeric($0) || $0 == "-" }
  }
}
