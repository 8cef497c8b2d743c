import Foundation
import Testing

/// `trellis serve --tokens FILE`: bearer tokens with a role each, checked by hummingbird-auth.
@Suite("trellis serve with tokens", .serialized)
struct ServeAuthTests {
    /// A route and whether it writes (needs a write token).
    private struct Route {
        var method: String
        var path: String
        var body: String? = nil
        var writes = false
    }

    private static func routes(_ work: Workspace) throws -> [Route] {
        try work.generateScreens(1, prefix: "ByWriter", in: "posted")
        let screen = try work.read("posted/ByWriter_0.yaml")
        return [
            Route(method: "GET", path: "/health"),
            Route(method: "GET", path: "/screens"),
            Route(method: "GET", path: "/components"),
            Route(method: "GET", path: "/devices"),
            Route(method: "GET", path: "/profiles?device=iphone-se"),
            Route(method: "GET", path: "/revisions"),
            Route(method: "GET", path: "/list/screens"),
            Route(method: "GET", path: "/screens/EmailLogin"),
            Route(method: "GET", path: "/screens/EmailLogin?profile=iphone-se/portrait/L"),
            Route(method: "GET", path: "/query/scrolls?device=iphone-se&text-size=AX3"),
            Route(method: "GET", path: "/query/threshold/EmailLogin?device=iphone-se"),
            Route(method: "GET", path: "/query/threshold?screen=EmailLogin&device=iphone-se"),
            Route(method: "GET", path: "/diff"),
            Route(method: "GET", path: "/report/index.html?screen=EmailLogin&device=iphone-se"),
            Route(method: "POST", path: "/layout?profile=iphone-se/portrait/L", body: try work.read("examples/01-EmailLogin.yaml")),
            Route(method: "GET", path: "/statuses?device=iphone-se&text-size=L"),
            Route(method: "GET", path: "/screens/EmailLogin/wireframes?profile=iphone-se/portrait/L"),
            Route(method: "POST", path: "/layout/wireframes?profile=iphone-se/portrait/L", body: try work.read("examples/01-EmailLogin.yaml")),
            Route(method: "POST", path: "/screens?path=posted/ByWriter_0.yaml", body: screen, writes: true),
            Route(method: "POST", path: "/solve?screen=EmailLogin&device=iphone-se&text-size=L", writes: true),
        ]
    }

    @Test("every route × no token, unknown token, read token, write token gets 401, 401, 200 or 403, 200; the token is never echoed")
    func routeMatrix() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let reader = try IssuedToken(work, role: "read", name: "reader")
        let writer = try IssuedToken(work, role: "write", name: "writer")
        let wrong = "trellis_" + String(repeating: "x", count: 43)
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([reader, writer], in: work)])
        var replies: [String] = []
        for route in try Self.routes(work) {
            func send(_ token: String?) throws -> ServerProcess.Reply {
                let reply = try server.request(route.method, route.path, body: route.body.map { Data($0.utf8) },
                                               contentType: route.body == nil ? nil : "application/x-yaml", token: .some(token))
                replies.append(reply.text + "\(reply.headers)")
                #expect(reply.contentType.hasPrefix(reply.status == 200 && route.path.hasPrefix("/report") ? "text/html" : "application/json"),
                        "\(route.method) \(route.path): \(reply.contentType)")
                if reply.status != 200 { #expect(reply.error != nil, "\(route.method) \(route.path): \(reply.text)") }
                return reply
            }
            let name = "\(route.method) \(route.path)"
            let none = try send(nil)
            #expect(none.status == 401, "\(name) without a token: \(none.status) \(none.text)")
            #expect(none.headers["www-authenticate"]?.hasPrefix("Bearer") == true, "\(name): \(none.headers)")
            let unknown = try send(wrong)
            #expect(unknown.status == 401, "\(name) with an unknown token: \(unknown.status)")
            #expect(unknown.headers["www-authenticate"]?.contains(#"error="invalid_token""#) == true, "\(name): \(unknown.headers)")
            let read = try send(reader.token)
            #expect(read.status == (route.writes ? 403 : 200), "\(name) with a read token: \(read.status) \(read.text)")
            let write = try send(writer.token)
            #expect(write.status == 200, "\(name) with a write token: \(write.status) \(write.text)")
        }
        // A Basic or malformed Authorization header is no token at all.
        #expect(try server.request("GET", "/screens", token: .some(nil), headers: ["Authorization": "Basic d3JpdGVyOng="]).status == 401)
        #expect(try server.request("GET", "/screens", token: .some(nil), headers: ["Authorization": "Bearer"]).status == 401)

        // The register made through the server names the write token; the CLI's names nobody.
        let listed = try work.trellis("list", "revisions", "--format", "json").rows
        #expect(listed.count == 2)
        #expect(listed.first?["author"] is NSNull)
        #expect(listed.last?["author"] as? String == "writer")
        #expect(try server.get("/revisions").status == 401)
        #expect(try server.request("GET", "/revisions", token: .some(reader.token)).rows.last?["author"] as? String == "writer")
        let table = try work.trellis("list", "revisions")
        #expect(table.stdout.contains("author") && table.stdout.contains("writer"), "\(table.stdout)")

        let result = server.stop()
        #expect(result.status == 0)
        for token in [reader.token, writer.token, wrong] {
            #expect(!result.stdout.contains(token) && !result.stderr.contains(token), "the server printed a token")
            #expect(!replies.contains { $0.contains(token) }, "an answer repeated a token")
            for file in ["trellis.sqlite", "trellis.sqlite-wal", "trellis.sqlite-shm"] {
                let bytes = (try? Data(contentsOf: work.url.appending(path: file))) ?? Data()
                #expect(bytes.range(of: Data(token.utf8)) == nil, "\(file) holds a token")
            }
        }
        #expect(!result.stdout.contains(writer.line.split(separator: " ").last!), "the server printed a hash")
    }

    @Test("token create prints a new token once and a line holding only its salted hash")
    func tokenCreate() throws {
        let work = try Workspace(examples: false)
        let first = try IssuedToken(work, role: "write", name: "ci")
        let second = try IssuedToken(work, role: "write", name: "ci")
        #expect(first.token != second.token)
        #expect(first.token.wholeMatch(of: /trellis_[A-Za-z0-9_-]{43}/) != nil, "\(first.token)")
        let fields = first.line.split(separator: " ")
        #expect(fields.count == 3 && fields[0] == "write" && fields[1] == "ci")
        #expect(fields[2].wholeMatch(of: /hmac-sha256:[0-9a-f]{32}:[0-9a-f]{64}/) != nil, "\(first.line)")
        #expect(!first.line.contains(first.token))
        // The same token hashes differently each time: the salt is new.
        #expect(first.line != second.line)
        let unnamed = try work.trellis("token", "create", "--role", "read")
        #expect(unnamed.stdout.firstMatch(of: /line:  read read-[0-9a-f]{8} hmac-sha256:/) != nil, "\(unnamed.stdout)")
        let bad = try work.trellis("token", "create", "--role", "admin")
        #expect(bad.status == 2 && bad.stderr.contains("read or write"), "\(bad.stderr)")
        #expect(try work.trellis("token", "create", "--role", "read", "--name", "two words").status == 2)
    }

    @Test("TRELLIS_TOKENS_FILE stands in for --tokens, and a 'ROLE HASH' line (no name) is accepted")
    func tokensFromTheEnvironment() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let reader = try IssuedToken(work, role: "read")
        let hashOnly = reader.line.split(separator: " ")
        try work.write("tokens", "\(hashOnly[0]) \(hashOnly[2])   # a reader\n")
        let server = try ServerProcess(work, environment: ["TRELLIS_TOKENS_FILE": work.path("tokens")])
        #expect(try server.get("/screens").status == 401)
        #expect(try server.request("GET", "/screens", token: .some(reader.token)).status == 200)
        let denied = try server.request("POST", "/solve", token: .some(reader.token))
        #expect(denied.status == 403 && denied.error?.contains("write token") == true, "\(denied.text)")
        #expect(server.stop().status == 0)
    }

    @Test("a malformed tokens file stops serve with exit 2 naming file:line, before it listens")
    func malformedTokensFile() throws {
        let work = try Workspace(examples: false)
        let writer = try IssuedToken(work, role: "write")
        let cases: [(text: String, mentions: String)] = [
            ("\(writer.line)\nadmin x hmac-sha256:00:00\n", "tokens:2: role must be read or write"),
            ("write ci \(writer.token)\n", "tokens:1: expected a hash"),
            ("# nothing here\n", "holds no tokens"),
            ("\(writer.line)\n\(writer.line)\n", "tokens:2: the name 'write-token' is used twice"),
        ]
        for item in cases {
            try work.write("tokens", item.text)
            let result = try work.trellis("serve", "--port", "0", "--tokens", work.path("tokens"))
            #expect(result.status == 2, "\(item.text)")
            #expect(result.stderr.contains(item.mentions), "\(result.stderr)")
            #expect(!result.stdout.contains("listening"))
            #expect(!result.stderr.contains(writer.token), "the error repeated a token")
        }
        #expect(try work.trellis("serve", "--port", "0", "--tokens", work.path("missing")).status == 2)
    }

    @Test("--read-only refuses every write with 403, even to a write token; reads and POST /layout still work")
    func readOnly() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let writer = try IssuedToken(work, role: "write")
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([writer], in: work), "--read-only"],
                                       token: writer.token)
        let screen = try work.read("examples/01-EmailLogin.yaml").replacingOccurrences(of: "EmailLogin", with: "Other")
        let register = try server.post("/screens?path=Other.yaml", screen)
        #expect(register.status == 403 && register.error?.contains("read-only") == true, "\(register.text)")
        #expect(try server.request("POST", "/solve?screen=EmailLogin&device=iphone-se").status == 403)
        #expect(try server.get("/screens").status == 200)
        #expect(try server.post("/layout?profile=iphone-se/portrait/L", screen).status == 200)
        #expect(try server.request("GET", "/screens", token: .some(nil)).status == 401, "read-only does not open reads")
        #expect(server.stop().status == 0)
        #expect(try work.trellis("list", "revisions", "--format", "json").rows.count == 1)
    }
}
