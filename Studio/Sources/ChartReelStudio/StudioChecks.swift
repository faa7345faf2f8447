import Foundation
import HTTPTypes
import Hummingbird

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

/// What keeps another web page the user visits from changing the studio's state (CSRF).
///
/// Every state-changing request must carry the session's token in `X-Studio-Token` — only the
/// studio's own page can read it, from the page's HTML — and, when the browser says where the
/// request came from, come from the studio itself: `Sec-Fetch-Site` `same-origin` (or `none`)
/// and an `Origin` naming the request's own `Host`.
enum CrossSiteCheck {
  /// The header that carries the token.
  static let tokenHeader = HTTPField.Name("X-Studio-Token")!

  /// A new random token for one run of the studio: 32 hexadecimal digits.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }

  /// Why `request` is refused, or nil when it may change state.
  static func refusal(_ request: Request, token: String) -> String? {
    let headers = request.headers
    if let site = headers[HTTPField.Name("Sec-Fetch-Site")!], site != "same-origin", site != "none"
    {
      return "a request from another site (Sec-Fetch-Site: \(site.prefix(40))) is refused"
    }
    if let origin = headers[.origin] {
      let host = request.head.authority?.lowercased() ?? ""
      guard origin.lowercased() == "http://\(host)" else {
        return "a request from another origin (\(origin.prefix(80))) is refused"
      }
    }
    guard let sent = headers[tokenHeader], constantTimeEqual(sent, token) else {
      return "the studio's token is missing or wrong: reload the studio's page"
    }
    return nil
  }

  /// Compares two strings in time that depends only on their lengths.
  private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
