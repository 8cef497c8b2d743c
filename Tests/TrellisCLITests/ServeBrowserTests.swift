import Foundation
import Testing

/// What keeps a web page on another site from using a catalog server a developer has open.
@Suite("trellis serve and browsers", .serialized)
struct ServeBrowserTests {
    @Test("no CORS headers by default; another site's Origin, a form's Content-Type or a body without one cannot write")
    func crossSiteWritesRefused() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let server = try ServerProcess(work)
        let screen = Data(try work.read("examples/01-EmailLogin.yaml").replacingOccurrences(of: "EmailLogin", with: "Forged").utf8)
        let read = try server.request("GET", "/screens", headers: ["Origin": "https://evil.example"])
        #expect(read.status == 200)
        #expect(read.headers["access-control-allow-origin"] == nil, "\(read.headers)")

        let forged = try server.request("POST", "/screens?path=f.yaml", body: screen, contentType: "application/x-yaml",
                                        headers: ["Origin": "https://evil.example"])
        #expect(forged.status == 403 && forged.error?.contains("cross-site") == true, "\(forged.text)")
        for type in ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain;charset=UTF-8"] {
            let reply = try server.request("POST", "/screens?path=f.yaml", body: screen, contentType: type)
            #expect(reply.status == 415, "\(type): \(reply.status) \(reply.text)")
            #expect(reply.error?.contains("application/json") == true)
        }
        // An empty form posted at /solve carries the form's type, though no body.
        #expect(try server.request("POST", "/solve?screen=EmailLogin&device=iphone-se", body: Data(),
                                   contentType: "application/x-www-form-urlencoded").status == 415)
        #expect(try server.request("POST", "/solve?screen=EmailLogin&device=iphone-se", headers: ["Origin": "null"]).status == 403)
        #expect(try work.trellis("list", "revisions", "--format", "json").rows.count == 1, "nothing forged was registered")
        // curl's way: no Origin, a declared type, or no body at all.
        #expect(try server.post("/screens?path=f.yaml", String(decoding: screen, as: UTF8.self)).status == 200)
        #expect(try server.request("POST", "/solve?screen=EmailLogin&device=iphone-se").status == 200)
        #expect(server.stop().status == 0)
    }

    @Test("--allow-origin lets exactly one site in: its preflight and requests get CORS headers, others' do not")
    func allowedOrigin() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let writer = try IssuedToken(work, role: "write")
        let app = "https://catalog-ui.example"
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([writer], in: work), "--allow-origin", app])
        let preflight = try server.request("OPTIONS", "/screens", token: .some(nil), headers: [
            "Origin": app, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type"])
        #expect(preflight.status < 300, "\(preflight.status) \(preflight.text)")
        #expect(preflight.headers["access-control-allow-origin"] == app, "\(preflight.headers)")
        #expect(preflight.headers["access-control-allow-headers"]?.lowercased().contains("authorization") == true)
        let screen = try work.read("examples/01-EmailLogin.yaml").replacingOccurrences(of: "EmailLogin", with: "FromApp")
        let posted = try server.request("POST", "/screens?path=a.yaml", body: Data(screen.utf8), contentType: "application/x-yaml",
                                        token: .some(writer.token), headers: ["Origin": app])
        #expect(posted.status == 200, "\(posted.text)")
        #expect(posted.headers["access-control-allow-origin"] == app)
        let unauthorized = try server.request("GET", "/screens", token: .some(nil), headers: ["Origin": app])
        #expect(unauthorized.status == 401 && unauthorized.headers["access-control-allow-origin"] == app, "the page can read its 401")
        let other = try server.request("POST", "/solve", token: .some(writer.token), headers: ["Origin": "https://evil.example"])
        #expect(other.status == 403)
        #expect(other.headers["access-control-allow-origin"] != "https://evil.example")
        #expect(server.stop().status == 0)
        for origin in ["*", "https://catalog-ui.example/", "catalog-ui.example", "null"] {
            let refused = try work.trellis("serve", "--port", "0", "--allow-origin", origin)
            #expect(refused.status == 2 && refused.stderr.contains("one origin"), "\(origin): \(refused.stderr)")
        }
    }

    @Test("an open loopback server answers only to a loopback Host: a re-pointed name (DNS rebinding) gets 421")
    func rebindingRefused() throws {
        let work = try Workspace()
        let server = try ServerProcess(work)
        let evil = try RawHTTP.exchange(server.base, send: "GET /health HTTP/1.1\r\nHost: evil.example:8080\r\nConnection: close\r\n\r\n", timeout: 10)
        #expect(evil.reply.hasPrefix("HTTP/1.1 421"), "\(evil.reply.prefix(300))")
        #expect(evil.reply.contains("loopback"))
        for host in ["127.0.0.1:\(server.base.port!)", "localhost", "[::1]:80"] {
            let good = try RawHTTP.exchange(server.base, send: "GET /health HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", timeout: 10)
            #expect(good.reply.hasPrefix("HTTP/1.1 200"), "\(host): \(good.reply.prefix(300))")
        }
        #expect(server.stop().status == 0)
    }
}
