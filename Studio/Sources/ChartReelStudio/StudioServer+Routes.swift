import ChartReel
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

extension StudioServer {
  /// The router: the host and cross-site checks, then one route per endpoint.
  func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: HostCheck(server: self))
    router.get("/") { [self] _, _ in
      Self.asset(StudioPage.html(token: token), type: "text/html; charset=utf-8")
    }
    router.get("/studio.js") { _, _ in
      Self.asset(StudioPage.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/studio.css") { _, _ in
      Self.asset(StudioPage.style, type: "text/css; charset=utf-8")
    }
    router.get("/scene.json") { [self] _, _ in
      Self.json(SceneSummary.json(document.snapshot, scenePath: options.scene).serialized)
    }
    router.get("/source.json") { [self] request, _ in
      let key = request.uri.queryParameters["key"].map(String.init) ?? ""
      return Self.json(SourceExcerpt.json(file: options.scene, keyPath: key).serialized)
    }
    router.get("/frame.png") { [self] request, _ in
      try await untilClientLeaves(request) {
        try await withScene(request) { compiled, version in
          let t = try Self.number(request, "t", "t expects a time in seconds, like t=2.5")
          return Self.png(try await renderer.png(compiled, at: t), version: version)
        }
      }
    }
    router.get("/preview.png") { [self] request, _ in
      try await untilClientLeaves(request) {
        try await withScene(request) { compiled, version in
          let index = try Self.number(request, "i", "i expects a frame index, like i=12")
          let height = try Self.number(request, "h", "h expects a height in pixels, like h=360")
          guard let index = Int(exactly: index), let height = Int(exactly: height) else {
            throw FrameRenderer.Failure.badTime("i and h expect whole numbers")
          }
          let (png, seconds) = try await renderer.preview(compiled, frame: index, height: height)
          var response = Self.png(png, version: version)
          response.headers[HTTPField.Name("X-Render-Us")!] = String(Int((seconds * 1e6).rounded()))
          response.headers[HTTPField.Name("X-Renders")!] = String(renderer.limit)
          return response
        }
      }
    }
    router.get("/state.json") { [self] request, _ in
      try await untilClientLeaves(request) {
        try await withScene(request) { compiled, _ in
          let t = try Self.number(request, "t", "t expects a time in seconds, like t=2.5")
          return Self.json(try await renderer.probe(compiled, at: t))
        }
      }
    }
    router.get("/events") { [self] request, _ in eventStream(request) }
    router.post("/export/:kind") { [self] request, context in
      try await startExport(request, kind: context.parameters.get("kind") ?? "")
    }
    router.get("/exports/:name") { [self] _, context in
      guard let name = context.parameters.get("name"), let path = exports.exportedPath(name)
      else { return Self.error(.notFound, "no such export") }
      // Streamed from the file in chunks: a download never holds the export in memory.
      let body = try await FileIO().loadFile(path: path, context: context)
      return Response(
        status: .ok,
        headers: [
          .contentType: Self.mediaType(name),
          .contentDisposition: "attachment; filename=\"\(name)\"",
        ],
        body: body)
    }
    return router
  }

  /// Runs `body`, cancelling it when the client closes its connection first: a frame asked
  /// for and abandoned is never rendered.
  private func untilClientLeaves(_ request: Request, _ body: () async throws -> Response)
    async throws -> Response
  {
    if let refusal = Self.refusingBody(request) { return refusal }
    do {
      return try await request.body.consumeWithCancellationOnInboundClose { _ in try await body() }
    } catch is CancellationError {
      return Self.error(.requestTimeout, "the client left")
    } catch FrameRenderer.Failure.cancelled {
      return Self.error(.requestTimeout, "the client left")
    }
  }

  /// Runs `body` with the last good scene and its version, answering its errors.
  private func withScene(
    _ request: Request, _ body: (CompiledScene, Int) async throws -> Response
  ) async throws -> Response {
    let snapshot = document.snapshot
    guard let compiled = snapshot.compiled else {
      return Self.error(.conflict, "the scene has errors and has never loaded")
    }
    do {
      return try await body(compiled, snapshot.version)
    } catch FrameRenderer.Failure.badTime(let message) {
      return Self.error(.badRequest, message)
    } catch FrameRenderer.Failure.busy {
      return Self.error(.serviceUnavailable, "too many renders are waiting; try again")
    }
  }

  /// The query parameter `name` as a number (0 when absent); `message` when it is not one.
  private static func number(_ request: Request, _ name: String, _ message: String)
    throws(FrameRenderer.Failure) -> Double
  {
    let text = request.uri.queryParameters[Substring(name)].map(String.init) ?? "0"
    guard let value = Double(text), value.isFinite else { throw .badTime(message) }
    return value
  }

  /// Starts the export `kind` that the request's JSON body describes (`from`, `to`,
  /// `quality`, or any `fps` and `scale`).
  private func startExport(_ request: Request, kind: String) async throws -> Response {
    if let refusal = CrossSiteCheck.refusal(request, token: token) {
      return Self.error(.forbidden, refusal)
    }
    guard let kind = StudioExports.Kind(rawValue: kind) else {
      return Self.error(
        .notFound,
        "export expects one of \(StudioExports.Kind.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    let snapshot = document.snapshot
    guard snapshot.problems.isEmpty, let compiled = snapshot.compiled else {
      return Self.error(.conflict, "the scene has errors: fix them first")
    }
    let body: ByteBuffer
    do {
      body = try await BodyDeadline.body(of: request, upTo: 4096)
    } catch BodyDeadline.Failure.late {
      return Self.error(
        .requestTimeout,
        "the request's body did not arrive within \(BodyDeadline.allowed.components.seconds) s")
    }
    let fields =
      (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any]
      ?? [:]
    let last = compiled.scene.frameCount - 1
    let from = Self.frame(fields["from"], last: last) ?? 0
    let to = Self.frame(fields["to"], last: last) ?? (kind == .png ? from : last)
    var quality: QualityPreset?
    if let name = fields["quality"] as? String, name != "canvas" {
      guard let preset = QualityPreset(rawValue: name) else {
        return Self.error(.badRequest, "quality expects canvas, low, medium, high or 4k")
      }
      quality = preset
    }
    var size: ExportSize?
    switch ExportSize.parse(fields, canvas: compiled.scene.canvas) {
    case .success(let parsed): size = parsed
    case .failure(let refusal): return Self.error(.badRequest, refusal.message)
    }
    guard from <= to else { return Self.error(.badRequest, "from must not be after to") }
    let asked = StudioExports.Request(
      kind: kind, frames: from..<(to + 1), quality: quality, size: size)
    if let refusal = StudioExports.refusal(asked, scene: compiled.scene) {
      return Self.error(.unprocessableContent, refusal)
    }
    guard exports.start(asked, compiled: compiled, scenePath: options.scene) else {
      return Self.error(.conflict, "an export is running; wait for it to finish")
    }
    return Response(status: .accepted)
  }

  /// A frame number of an export's body, or nil when `value` is not a number.
  ///
  /// The number is cut to a whole one and clamped to -1…`last` + 1 (out of the scene either
  /// way, which the export's checks refuse): `{"to": 9223372036854775807}` made `to + 1`
  /// overflow and the studio trap.
  private static func frame(_ value: Any?, last: Int) -> Int? {
    guard let number = value as? NSNumber else { return nil }
    let double = number.doubleValue.rounded(.towardZero)
    guard !double.isNaN else { return -1 }
    return Int(min(max(double, -1), Double(last + 1)))
  }

  /// The event stream: a `hello` event with the current version first, then every event, until
  /// the page goes away (its slot is freed then) or the server shuts down.
  private func eventStream(_ request: Request) -> Response {
    if let refusal = Self.refusingBody(request) { return refusal }
    let (id, stream) = events.subscribe()
    let snapshot = document.snapshot
    let hello = JSONValue.object([
      ("version", .number(Double(snapshot.version))),
      ("problems", SceneSummary.problems(snapshot.problems, scene: options.scene)),
    ])
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
      body: ResponseBody { [events] writer in
        try await request.body.consumeWithInboundCloseHandler { _ in
          try await writer.write(
            ByteBuffer(string: "event: hello\ndata: \(hello.serialized)\n\n"))
          // A page left open must not keep Ctrl-C from stopping the server.
          for await text in stream.cancelOnGracefulShutdown() {
            try await writer.write(ByteBuffer(string: text))
          }
        } onInboundClosed: {
          events.unsubscribe(id)
        }
        events.unsubscribe(id)
        try await writer.finish(nil)
      })
  }

  private static func mediaType(_ name: String) -> String {
    switch (name as NSString).pathExtension {
    case "mp4": "video/mp4"
    case "webm": "video/webm"
    case "mov": "video/quicktime"
    case "gif": "image/gif"
    default: "image/png"
    }
  }

  private static func png(_ bytes: [UInt8], version: Int) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: "image/png", .cacheControl: "no-store",
        HTTPField.Name("X-Scene-Version")!: String(version),
      ],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  private static func asset(_ text: String, type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  private static func json(_ text: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// A 413 for a request that says it sends a body, for the routes that watch for the client
  /// leaving (frames, previews, probes, the event stream), which take none.
  ///
  /// Watching for the client leaving forwards the request's body into a buffer of a few parts
  /// that nothing here reads; a body of more parts (a GET with 70 kB) fills it, the forwarding
  /// waits for room that never comes, and the request is never answered — nor does the studio
  /// stop on Ctrl-C, which waits for it.
  static func refusingBody(_ request: Request) -> Response? {
    let length = request.headers[.contentLength].flatMap { Int($0) } ?? 0
    guard length > 0 || request.headers[.transferEncoding] != nil else { return nil }
    return error(.contentTooLarge, "\(request.uri.path) takes no request body")
  }

  static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
    let body = JSONValue.object([("error", .string(message))]).serialized
    return Response(
      status: status, headers: [.contentType: "application/json"],
      body: .init(byteBuffer: ByteBuffer(string: body)))
  }
}
