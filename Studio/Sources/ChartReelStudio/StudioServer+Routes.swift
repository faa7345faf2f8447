import ChartReel
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

extension StudioServer {
  /// The router: the host check, then one route per endpoint.
  func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: HostCheck(server: self))
    router.get("/") { _, _ in Self.asset(StudioPage.html, type: "text/html; charset=utf-8") }
    router.get("/studio.js") { _, _ in
      Self.asset(StudioPage.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/studio.css") { _, _ in
      Self.asset(StudioPage.style, type: "text/css; charset=utf-8")
    }
    router.get("/scene.json") { [self] _, _ in
      Self.json(SceneSummary.json(document.snapshot).serialized)
    }
    router.get("/frame.png") { [self] request, _ in
      try await withScene(request) { compiled, t in
        let png = try await renderer.png(compiled, at: t)
        return Response(
          status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
          body: .init(byteBuffer: ByteBuffer(bytes: png)))
      }
    }
    router.get("/state.json") { [self] request, _ in
      try await withScene(request) { compiled, t in
        Self.json(try await renderer.probe(compiled, at: t))
      }
    }
    router.get("/events") { [self] _, _ in eventStream() }
    router.post("/export/:kind") { [self] _, context in
      guard let kind = context.parameters.get("kind").flatMap(StudioExports.Kind.init(rawValue:))
      else { return Self.error(.notFound, "export video or sheet") }
      guard let compiled = document.snapshot.compiled else {
        return Self.error(.conflict, "the scene has errors: fix them first")
      }
      guard exports.start(kind, compiled: compiled, scenePath: options.scene) else {
        return Self.error(.conflict, "an export is running; wait for it to finish")
      }
      return Response(status: .accepted)
    }
    router.get("/exports/:name") { [self] _, context in
      guard let name = context.parameters.get("name"), let path = exports.exportedPath(name),
        let bytes = FileManager.default.contents(atPath: path)
      else { return Self.error(.notFound, "no such export") }
      let type = name.hasSuffix(".mp4") ? "video/mp4" : "image/png"
      return Response(
        status: .ok,
        headers: [.contentType: type, .contentDisposition: "attachment; filename=\"\(name)\""],
        body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
    return router
  }

  /// Runs `body` with the last good scene and the request's `t`, answering its errors.
  private func withScene(
    _ request: Request, _ body: (CompiledScene, Double) async throws -> Response
  ) async throws -> Response {
    guard let compiled = document.snapshot.compiled else {
      return Self.error(.conflict, "the scene has errors and has never loaded")
    }
    let text = request.uri.queryParameters["t"].map(String.init) ?? "0"
    guard let t = Double(text) else {
      return Self.error(.badRequest, "t expects a time in seconds, like t=2.5")
    }
    do {
      return try await body(compiled, t)
    } catch FrameRenderer.Failure.badTime(let message) {
      return Self.error(.badRequest, message)
    } catch FrameRenderer.Failure.busy {
      return Self.error(.serviceUnavailable, "too many renders are waiting; try again")
    }
  }

  /// The event stream: a `hello` event with the current version first, then every event, until
  /// the page goes away or the server shuts down.
  private func eventStream() -> Response {
    guard let stream = events.subscribe() else {
      return Self.error(.serviceUnavailable, "too many pages are listening")
    }
    let snapshot = document.snapshot
    let hello = JSONValue.object([
      ("version", .number(Double(snapshot.version))),
      ("problems", SceneSummary.problems(snapshot.problems)),
    ])
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
      body: ResponseBody { writer in
        try await writer.write(ByteBuffer(string: "event: hello\ndata: \(hello.serialized)\n\n"))
        // A page left open must not keep Ctrl-C from stopping the server.
        for await text in stream.cancelOnGracefulShutdown() {
          try await writer.write(ByteBuffer(string: text))
        }
        try await writer.finish(nil)
      })
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

  static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
    let body = JSONValue.object([("error", .string(message))]).serialized
    return Response(
      status: status, headers: [.contentType: "application/json"],
      body: .init(byteBuffer: ByteBuffer(string: body)))
  }
}

/// Refuses a request whose `Host` is not the address the studio is bound to, so that a page
/// on another site cannot reach the studio through a DNS name pointed at 127.0.0.1.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
  let server: StudioServer

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let host = request.head.authority
    guard let host, server.allowedHosts().contains(host.lowercased()) else {
      return StudioServer.error(.forbidden, "the Host header does not name this studio")
    }
    return try await next(request, context)
  }
}
