extension Scene {
  /// What is valid but will trouble some outputs: an odd canvas size, which H.264 (MP4) and
  /// VP9 (WebM) cannot encode with 4:2:0 chroma; PNG, GIF and MOV outputs are fine.
  ///
  /// `chartreel validate` prints these as warnings.
  package var warnings: [InputProblem] { oddCanvasProblems }

  /// An odd canvas width or height, each named by its key path; `render` refuses them for
  /// MP4 and WebM.
  package var oddCanvasProblems: [InputProblem] {
    [("canvas.width", "width", canvas.width), ("canvas.height", "height", canvas.height)]
      .filter { $0.2 % 2 != 0 }
      .map { keyPath, what, value in
        InputProblem(
          file: file, keyPath: keyPath,
          message:
            "expected an even \(what) for MP4 and WebM, found \(value); PNG, GIF and MOV outputs are fine"
        )
      }
  }
}
