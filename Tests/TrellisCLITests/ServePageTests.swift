import Foundation
import Testing

/// The live page's routes on a real `trellis serve`: its files, the pictures, the draft layouts,
/// the event stream, and the page itself in Chromium (Tests/Browser/live_page.py).
@Suite("trellis serve: the live page", .serialized)
struct ServePageTests {
    private func registered() throws -> (Workspace, ServerProcess) {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        return (work, try ServerProcess(work))
    }

    @Test("/ and /page/FILE serve the embedded page with a same-origin-only policy; /access says no token is needed")
    func pageFiles() throws {
        let (_, server) = try registered()
        let index = try server.request("GET", "/")
        #expect(index.status == 200 && index.contentType.hasPrefix("text/html"), "\(index.status) \(index.contentType)")
        #expect(index.text.contains("<script type=\"module\" src=\"/page/app.js\"></script>"))
        #expect(index.headers["content-security-policy"]?.contains("default-src 'self'") == true, "\(index.headers)")
        let script = try server.request("GET", "/page/app.js")
        #expect(script.status == 200 && script.contentType.hasPrefix("text/javascript") && script.text.contains("import "))
        let wireframes = try server.request("GET", "/page/wireframe.css")
        #expect(wireframes.contentType.hasPrefix("text/css") && wireframes.text.contains("svg.wireframe .finding"))
        let missing = try server.request("GET", "/page/nothing.js")
        #expect(missing.status == 404 && missing.error?.contains("nothing.js") == true)
        let access = try server.request("GET", "/access").object
        #expect(access["tokens"] as? Bool == false && access["canWrite"] as? Bool == true && access["role"] as? String == "write", "\(access)")
        #expect(server.stop().status == 0)
    }

    @Test("with tokens the page's files stay open and /access tells the page what the caller's token may do")
    func accessWithTokens() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let reader = try IssuedToken(work, role: "read", name: "reader")
        let writer = try IssuedToken(work, role: "write", name: "writer")
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([reader, writer], in: work)])
        #expect(try server.request("GET", "/", token: .some(nil)).status == 200)
        #expect(try server.request("GET", "/page/app.js", token: .some(nil)).status == 200)
        #expect(try server.request("GET", "/events", token: .some(nil)).status == 401, "the catalog's news need a token")
        func access(_ token: String?) throws -> [String: Any] { try server.request("GET", "/access", token: .some(token)).object }
        let anonymous = try access(nil)
        #expect(anonymous["tokens"] as? Bool == true && anonymous["role"] is NSNull && anonymous["canWrite"] as? Bool == false, "\(anonymous)")
        let read = try access(reader.token)
        #expect(read["role"] as? String == "read" && read["name"] as? String == "reader" && read["canWrite"] as? Bool == false, "\(read)")
        #expect(try access(writer.token)["canWrite"] as? Bool == true)
        #expect(try server.request("GET", "/access", token: .some("trellis_" + String(repeating: "x", count: 43))).status == 401)
        #expect(server.stop().status == 0)
    }

    @Test("wireframes: a registered screen's SVG per profile (the report's renderer) with its status, views and constraints")
    func wireframes() throws {
        let (_, server) = try registered()
        let reply = try server.request("GET", "/screens/EmailLogin/wireframes?profile=iphone-se/portrait/L&profile=iphone-8/portrait/AX3")
        #expect(reply.status == 200, "\(reply.text)")
        let layouts = reply.object["layouts"] as? [[String: Any]] ?? []
        #expect(layouts.map { $0["profile"] as? String } == ["iphone-se/portrait/L", "iphone-se/portrait/AX3"], "aliases resolve")
        #expect(layouts.last?["status"] as? String == "scrolls")
        #expect((layouts.last?["svg"] as? String)?.hasPrefix("<svg") == true)
        let views = reply.object["views"] as? [[String: Any]] ?? []
        let scroll = try #require(views.first { $0["id"] as? String == "scroll" })
        let constraints = (scroll["constraints"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(constraints.contains("scroll.top == safeArea.top"), "\(constraints)")
        let svg = try server.request("GET", "/screens/EmailLogin/wireframe.svg?profile=iphone-se/portrait/AX3")
        #expect(svg.contentType.hasPrefix("image/svg+xml") && svg.text == layouts.last?["svg"] as? String, "one renderer, one picture")
        let statuses = try server.request("GET", "/statuses?device=iphone-se&text-size=AX3").rows
        #expect(statuses.count == 9 && statuses.first { $0["screen"] as? String == "EmailLogin" }?["status"] as? String == "scrolls")
        let old = try server.request("GET", "/screens/EmailLogin/wireframes?profile=iphone-se/portrait/L&revision=9")
        #expect(old.status == 400 && old.error?.contains("no catalog revision 9") == true, "\(old.text)")
        #expect(server.stop().status == 0)
    }

    @Test("POST /layout/wireframes lays out a draft without storing it; a bad reference names its line:col")
    func draftWireframes() throws {
        let (work, server) = try registered()
        let source = try work.read("examples/01-EmailLogin.yaml")
        let draft = source.replacingOccurrences(of: "text: Sign in\n", with: "text: Welcome back\n")
        let path = "/layout/wireframes?path=examples/01-EmailLogin.yaml&profile=iphone-se/portrait/L"
        let reply = try server.post(path, draft)
        #expect(reply.status == 200 && reply.text.contains("Welcome back"), "\(reply.text.prefix(300))")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let at = lines.firstIndex(of: "constraints:")! + 1
        let broken = (lines[..<at] + ["  - nosuch.top == root.top"] + lines[at...]).joined(separator: "\n")
        let error = try server.post(path, broken)
        #expect(error.status == 400 && error.error?.hasPrefix("examples/01-EmailLogin.yaml:\(at + 1):") == true, "\(error.text)")
        #expect(try work.trellis("list", "revisions", "--format", "json").rows.count == 1, "nothing was stored")
        #expect(server.stop().status == 0)
    }

    @Test("GET /events sends the revision at once and then a register from another process; SIGTERM ends the stream")
    func events() throws {
        let (work, server) = try registered()
        try work.write("more.yaml", try work.read("examples/05-Onboarding.yaml").replacingOccurrences(of: "screen: Onboarding", with: "screen: More"))
        let folder = work.url
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { _ = try? CLI.run(["register", "more.yaml"], in: folder) }
        let stream = try RawHTTP.exchange(server.base, send: "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout: 6)
        #expect(stream.reply.lowercased().contains("content-type: text/event-stream"), "\(stream.reply.prefix(400))")
        #expect(stream.reply.contains("event: catalog\ndata: {\"catalogRevision\":1}\n\n"), "\(stream.reply)")
        #expect(stream.reply.contains("data: {\"catalogRevision\":2}"), "the other process's register arrived: \(stream.reply)")
        // A page left open does not keep the server from stopping.
        let open = Thread { _ = try? RawHTTP.exchange(server.base, send: "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout: 20) }
        open.start()
        Thread.sleep(forTimeInterval: 0.5)
        let stopping = Date()
        #expect(server.stop().status == 0)
        #expect(Date().timeIntervalSince(stopping) < 5, "SIGTERM waited \(Date().timeIntervalSince(stopping)) s for the open stream")
    }

    @Test("the page in Chromium: find, slider, inspect, matrix, edit with errors, register, live update, keyboard, zoom, tokens")
    func inChromium() throws {
        let work = try Workspace()
        let shots = work.path("screenshots")
        let script = CLI.packageRoot.appending(path: "Tests/Browser/live_page.py").path
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        run.arguments = ["python3", script, "--trellis", try CLI.executable().path, "--out", shots]
        let log = work.url.appending(path: "live-page.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        run.standardOutput = try FileHandle(forWritingTo: log)
        run.standardError = run.standardOutput
        try run.run()
        run.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        print(output.split(separator: "\n").filter { $0.hasPrefix("figure:") }.joined(separator: "\n"))
        #expect(run.terminationStatus == 0, "Tests/Browser/live_page.py failed (scripts/test installs playwright and chromium):\n\(output.suffix(6000))")
        #expect(output.contains("all checks passed"), "\(output.suffix(3000))")
    }
}
