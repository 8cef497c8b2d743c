import Foundation
import GRDB
import Testing

/// `trellis serve`, started for real on a free loopback port and spoken to over HTTP.
@Suite("trellis serve", .serialized)
struct ServeTests {
    private func registeredServer() throws -> (Workspace, ServerProcess) {
        let work = try Workspace()
        let registered = try work.trellis("register", "examples")
        #expect(registered.status == 0, "\(registered.stderr)")
        return (work, try ServerProcess(work))
    }

    @Test("every read endpoint answers exactly what its command prints with --format json")
    func endpointsMirrorTheCLI() throws {
        let (work, server) = try registeredServer()
        let pairs: [(path: String, command: [String])] = [
            ("/screens", ["list", "screens"]),
            ("/screens?tag=scrolling", ["list", "screens", "--tag", "scrolling"]),
            ("/components", ["list", "components"]),
            ("/devices", ["list", "devices"]),
            ("/profiles?device=iphone-se&text-size=L...AX1&keyboard=both", ["list", "profiles", "--device", "iphone-se", "--text-size", "L...AX1", "--keyboard", "both"]),
            ("/revisions", ["list", "revisions"]),
            ("/list/components", ["list", "components"]),
            ("/list/profiles?orientation=landscape&text-size=AX5", ["list", "profiles", "--orientation", "landscape", "--text-size", "AX5"]),
            ("/screens/EmailLogin", ["show", "EmailLogin"]),
            ("/screens/EmailLogin?profile=iphone-se/portrait/AX3", ["show", "EmailLogin", "--profile", "iphone-se/portrait/AX3"]),
            ("/query/scrolls?device=iphone-se&text-size=AX3", ["query", "scrolls", "--device", "iphone-se", "--text-size", "AX3"]),
            ("/query/clipped?text-size=AX5&orientation=both", ["query", "clipped", "--text-size", "AX5", "--orientation", "both"]),
            ("/query/small-targets?screen=EmailLogin,Onboarding", ["query", "small-targets", "--screen", "EmailLogin,Onboarding"]),
            ("/query/threshold/EmailLogin", ["query", "threshold", "EmailLogin"]),
            ("/query/threshold?screen=EmailLogin&device=iphone-se&keyboard=both", ["query", "threshold", "EmailLogin", "--device", "iphone-se", "--keyboard", "both"]),
            ("/diff", ["diff"]),
            ("/diff?from=0&to=1&device=iphone-se", ["diff", "--from", "0", "--to", "1", "--device", "iphone-se"]),
        ]
        for (path, command) in pairs {
            let reply = try server.get(path)
            #expect(reply.status == 200, "\(path): \(reply.text)")
            #expect(reply.contentType.hasPrefix("application/json"), "\(path)")
            let printed = try CLI.run(command + ["--format", "json"], in: work.url)
            #expect(printed.status == 0, "\(command): \(printed.stderr)")
            #expect(reply.text == printed.stdout, "GET \(path) differs from trellis \(command.joined(separator: " "))")
        }
        let scrolls = try server.get("/query/scrolls?device=iphone-se&text-size=AX3").rows
        #expect(scrolls.contains { $0["screen"] as? String == "EmailLogin" })
        let health = try server.get("/health").object
        #expect(health["status"] as? String == "ok")
        #expect(health["catalogRevision"] as? Int == 1)
    }

    @Test("POST /layout solves a screen file with the catalog's components, as trellis layout does, and writes nothing")
    func layoutOfABody() throws {
        let (work, server) = try registeredServer()
        let profile = "iphone-se/portrait/AX3"
        let source = try work.read("examples/01-EmailLogin.yaml")
        let reply = try server.post("/layout?profile=\(profile)&path=examples/01-EmailLogin.yaml", source)
        #expect(reply.status == 200, "\(reply.text)")
        let printed = try work.trellis("layout", "examples/01-EmailLogin.yaml", "--profile", profile, "--components", "examples/components")
        #expect(reply.text == printed.stdout)
        #expect(reply.object["scrolls"] as? Bool == true)
        let revisions = try server.get("/revisions").rows
        #expect(revisions.count == 1, "POST /layout must not register anything")
        let solved = try server.request("POST", "/solve?screen=EmailLogin&device=iphone-se")
        #expect(solved.object["computed"] as? Int == 12)
        let again = try server.request("POST", "/solve?screen=EmailLogin&device=iphone-se")
        #expect(again.object["computed"] as? Int == 0 && again.object["cached"] as? Int == 12)
    }

    @Test("POST /screens registers all or nothing, and registering the same file again makes no revision")
    func registerOverHTTP() throws {
        let (work, server) = try registeredServer()
        try work.generateScreens(3, prefix: "Posted", in: "posted")
        let first = try work.read("posted/Posted_0.yaml")
        let added = try server.post("/screens?path=posted/Posted_0.yaml", first)
        #expect(added.status == 200, "\(added.text)")
        #expect(added.object["catalogRevision"] as? Int == 2)
        #expect((added.object["screens"] as? [String: Any])?["added"] as? [String] == ["Posted_0"])
        let repeated = try server.post("/screens?path=posted/Posted_0.yaml", first)
        #expect(repeated.status == 200)
        #expect(repeated.object["catalogRevision"] is NSNull)
        #expect((repeated.object["screens"] as? [String: Any])?["unchanged"] as? [String] == ["Posted_0"])

        func files(_ entries: [(String, String)]) throws -> String {
            let list = entries.map { ["path": $0.0, "text": $0.1] }
            return String(decoding: try JSONSerialization.data(withJSONObject: ["files": list]), as: UTF8.self)
        }
        let broken = "screen: Broken\nviews:\n  - label: title\n    style: bodyy\n"
        let batch = try files([("posted/Posted_1.yaml", try work.read("posted/Posted_1.yaml")), ("posted/Broken.yaml", broken)])
        let refused = try server.post("/screens", batch, contentType: "application/json")
        #expect(refused.status == 400)
        #expect(refused.error?.hasPrefix("posted/Broken.yaml:4:12:") == true, "\(refused.text)")
        let afterRefusal = try server.get("/screens").rows.compactMap { $0["name"] as? String }
        #expect(!afterRefusal.contains("Posted_1"), "a refused batch must register nothing")

        let good = try files([("posted/Posted_1.yaml", try work.read("posted/Posted_1.yaml")),
                              ("posted/Posted_2.yaml", try work.read("posted/Posted_2.yaml"))])
        let accepted = try server.post("/screens", good, contentType: "application/json")
        #expect((accepted.object["screens"] as? [String: Any])?["added"] as? [String] == ["Posted_1", "Posted_2"])
        #expect(try server.get("/revisions").rows.count == 3)
    }

    @Test("bad requests get 400 with the CLI's file:line:col message, unknown routes 404, big bodies 413, all as {\"error\": …}")
    func errors() throws {
        let (work, server) = try registeredServer()
        let bad = "screen: Bad\nviews:\n  - label: title\n    text: [unclosed\n"
        try work.write("Bad.yaml", bad)
        let printed = try work.trellis("layout", "Bad.yaml", "--profile", "iphone-se/portrait/L")
        #expect(printed.status == 2)
        let cliMessage = String(printed.stderr.trimmingCharacters(in: .whitespacesAndNewlines).trimmingPrefix("error: "))
        let reply = try server.post("/layout?profile=iphone-se/portrait/L&path=Bad.yaml", bad)
        #expect(reply.status == 400)
        #expect(reply.error == cliMessage)
        #expect(cliMessage.hasPrefix("Bad.yaml:"), "\(cliMessage)")

        let cases: [(method: String, path: String, body: Data?, status: Int, mentions: String)] = [
            ("GET", "/nope", nil, 404, "no route GET /nope"),
            ("DELETE", "/screens", nil, 404, "no route"),
            ("GET", "/report/screens/Nope.html", nil, 404, "Nope.html"),
            ("GET", "/query/scrols", nil, 400, "did you mean 'scrolls'"),
            ("GET", "/list/screns", nil, 400, "did you mean 'screens'"),
            ("GET", "/query/threshold", nil, 400, "needs one screen"),
            ("GET", "/query/scrolls?txt-size=AX3", nil, 400, "unknown query parameter 'txt-size'"),
            ("GET", "/query/scrolls?device=iphone-sx", nil, 400, "iphone-sx"),
            ("GET", "/screens/Nobody", nil, 400, "Nobody"),
            ("GET", "/diff?from=one", nil, 400, "from"),
            ("POST", "/layout", Data(bad.utf8), 400, "profile"),
            ("POST", "/layout?profile=iphone-se/portrait/L", Data([0x73, 0xFF, 0xFE]), 400, "request-body.yaml:1:2: invalid UTF-8"),
            ("POST", "/screens", Data(count: 2 << 20), 413, "larger than 1 MiB"),
        ]
        for item in cases {
            let reply = try server.request(item.method, item.path, body: item.body, contentType: item.body == nil ? nil : "application/x-yaml")
            #expect(reply.status == item.status, "\(item.method) \(item.path): \(reply.status) \(reply.text)")
            #expect(reply.contentType.hasPrefix("application/json"), "\(item.method) \(item.path)")
            #expect(reply.error?.contains(item.mentions) == true, "\(item.method) \(item.path): \(reply.text)")
        }
        #expect(try server.get("/revisions").rows.count == 1, "failed requests must write nothing")
    }

    @Test("GET /report serves the HTML report; its links lead to the screens' pages")
    func report() throws {
        let (_, server) = try registeredServer()
        let index = try server.get("/report?screen=EmailLogin&device=iphone-se")
        #expect(index.status == 200)
        #expect(index.contentType.hasPrefix("text/html"))
        #expect(index.text.contains("EmailLogin"))
        let link = try #require(index.text.firstMatch(of: /href="(screens\/[^"#]+\.html)/).map { String($0.1) })
        let page = try server.get("/report/" + link)
        #expect(page.status == 200)
        #expect(page.text.contains("<svg"), "a screen page carries its wireframes")
    }

    @Test("SIGTERM lets the request in flight finish, then exits 0 with the catalog intact")
    func gracefulShutdown() throws {
        let work = try Workspace(examples: false)
        try work.generateScreens(30, prefix: "Slow", in: "screens")
        #expect(try work.trellis("register", "screens").status == 0)
        let server = try ServerProcess(work, arguments: ["--jobs", "1"])
        let layouts = 30 * 11 * 12
        let solve = server.requestInBackground("POST", "/solve")
        let deadline = Date().addingTimeInterval(120)
        var stored = 0
        while stored == 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            stored = (try? Self.catalogState(work).layouts) ?? 0
        }
        #expect(stored > 0 && stored < layouts, "the solve was not caught in flight (\(stored) of \(layouts))")
        kill(server.process.processIdentifier, SIGTERM)
        let reply = try solve()
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.object["computed"] as? Int == layouts)
        let result = server.stop()
        #expect(result.status == 0, "\(result.stderr)")
        let state = try Self.catalogState(work)
        #expect(state.integrity == ["ok"])
        #expect(state.layouts == layouts)
        #expect(throws: (any Error).self) { try server.get("/health") }
    }

    /// The catalog's integrity check and stored layouts, read as a separate client would. On
    /// PostgreSQL the check is that no layout lacks its frames.
    private static func catalogState(_ work: Workspace) throws -> (integrity: [String], layouts: Int) {
        if let url = work.postgres {
            let orphans = try TestCluster.value(url, "SELECT COUNT(*) FROM layouts l LEFT JOIN layout_results r ON r.layout_id = l.id WHERE r.layout_id IS NULL")
            return (orphans == "0" ? ["ok"] : ["\(orphans) layouts without frames"], Int(try TestCluster.value(url, "SELECT COUNT(*) FROM layouts")) ?? 0)
        }
        return try DatabaseQueue(path: work.path("trellis.sqlite")).read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM layouts") ?? 0)
        }
    }
}
