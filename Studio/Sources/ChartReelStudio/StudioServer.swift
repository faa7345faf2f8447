import ChartReel
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// ChartReel Studio's HTTP server: the page, frames, probes, the scene, events and exports.
///
/// Routes: `GET /` (the page) and its script and style, `GET /frame.png?t=`,
/// `GET /preview.png?i=&h=` (a smaller frame, for playback), `GET /state.json?t=`,
/// `GET /scene.json`, `GET /source.json?key=` (the scene file's lines around a key path),
/// `GET /events` (server-sent events: `reload`, `export`), `POST /export/KIND` (mp4, webm,
/// mov, gif, png, sheet) and `GET /exports/NAME` (only files this studio exported, streamed).
/// No request names a file: nothing else is read. Requests whose `Host` is not the bound
/// address are refused (DNS rebinding); exports need the page's token and a same-origin
/// request (cross-site request forgery); a frame whose client left is not rendered.
public final class StudioServer: Sendable {
  /// What `chartreel-studio` was asked to serve.
  public struct Options: Sendable {
    public var scene: String
    public var host: String
    /// The port; 0 lets the system choose (the address printed names it).
    public var port: Int
    public var files: DataFiles
    /// Where exports are written.
    public var outputFolder: String
    /// The most frames and probes rendered at once.
    public var renders: Int
    /// How often the scene's files are looked at, in seconds.
    public var pollInterval: Double

    public init(
      scene: String, host: String = "127.0.0.1", port: Int = 4321, files: DataFiles = DataFiles(),
      outputFolder: String = "out", renders: Int = 2, pollInterval: Double = 0.2
    ) {
      self.scene = scene
      self.host = host
      self.port = port
      self.files = files
      self.outputFolder = outputFolder
      self.renders = renders
      self.pollInterval = pollInterval
    }
  }

  public let options: Options
  let document: StudioDocument
  let renderer: FrameRenderer
  let events = StudioEvents()
  let exports: StudioExports
  /// The secret every state-changing request must carry (`CrossSiteCheck`); the page has it.
  let token = CrossSiteCheck.newToken()
  /// The port bound, once the server runs.
  let boundPort = Mutex<Int?>(nil)

  /// Loads the scene (its errors are shown on the page, not thrown).
  public init(options: Options) {
    self.options = options
    document = StudioDocument(path: options.scene, files: options.files)
    renderer = FrameRenderer(limit: options.renders)
    exports = StudioExports(folder: options.outputFolder, events: events)
  }

  /// The problems of the scene as loaded, one line each.
  public var problems: [String] { document.snapshot.problems.map(\.description) }

  /// How long SIGTERM or Ctrl-C waits for the requests in flight before cancelling them.
  ///
  /// A graceful shutdown waits for every request being handled to finish, and one whose
  /// client sent its head and holds back the rest of its body (a stalled upload, a fuzzer)
  /// never finishes while the client keeps its connection: the studio did not stop at all.
  public static let shutdownGrace: Duration = .seconds(2)

  /// Serves until the process is interrupted; `started` is told the page's address.
  ///
  /// SIGTERM and SIGINT stop it gracefully: no new connection is taken, requests in flight
  /// may finish for `shutdownGrace`, then what is left is cancelled and the server returns.
  public func run(started: @escaping @Sendable (String) -> Void) async throws {
    var logger = Logger(label: "chartreel-studio")
    logger.logLevel = .warning
    let app = Application(
      router: router(),
      configuration: .init(address: .hostname(options.host, port: options.port)),
      onServerRunning: { [self] channel in
        let port = channel.localAddress?.port ?? options.port
        boundPort.withLock { $0 = port }
        started("http://\(Self.authority(options.host, port))/")
      },
      logger: logger)
    var configuration = ServiceGroupConfiguration(
      services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    configuration.maximumGracefulShutdownDuration = Self.shutdownGrace
    let services = ServiceGroup(configuration: configuration)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await services.run() }
      group.addTask { [self] in try await watch() }
      try await group.next()
      group.cancelAll()
    }
  }

  /// Looks at the scene's files every `pollInterval` seconds and announces each reload.
  func watch() async throws {
    while !Task.isCancelled {
      try await Task.sleep(for: .seconds(options.pollInterval))
      if document.reloadIfChanged() {
        let snapshot = document.snapshot
        events.send(
          "reload",
          .object([
            ("version", .number(Double(snapshot.version))),
            ("problems", SceneSummary.problems(snapshot.problems, scene: options.scene)),
          ]))
      }
    }
  }

  /// `host:port`, with an IPv6 host in brackets.
  static func authority(_ host: String, _ port: Int) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// The `Host` values accepted: the bound address, and `localhost` when bound to loopback.
  func allowedHosts() -> Set<String> {
    guard let port = boundPort.withLock({ $0 }) else { return [] }
    var hosts: Set<String> = [Self.authority(options.host, port)]
    if ["127.0.0.1", "::1", "localhost"].contains(options.host) {
      hosts.formUnion(
        ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"])
    }
    return hosts
  }
}
