import Foundation
import Testing

/// `trellis serve` beyond loopback, on an address of a network namespace the test makes itself.
@Suite("trellis serve on a non-loopback address", .serialized)
struct ServeExposureTests {
    @Test("binding to a non-loopback address without --tokens or --read-only exits 2 and says why")
    func refusesOpenExposure() throws {
        let network = try TestNetwork()
        let work = try Workspace(examples: false)
        for host in [network.serverAddress, "0.0.0.0"] {
            let result = CLI.finish(try CLI.start(["serve", "--port", "0", "--host", host], in: work.url, launcher: network.launcher))
            #expect(result.status == 2, "\(host): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("refusing to serve on \(host) without tokens"), "\(result.stderr)")
            #expect(result.stderr.contains("--tokens FILE") && result.stderr.contains("--read-only"))
            #expect(!result.stdout.contains("listening"))
        }
        #expect(!FileManager.default.fileExists(atPath: work.path("trellis.sqlite")), "it refuses before opening the catalog")
    }

    @Test("with --tokens on a namespace's address: no token 401, a read token reads but cannot write, a write token writes")
    func tokensAcrossTheNetwork() throws {
        let network = try TestNetwork()
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let reader = try IssuedToken(work, role: "read"), writer = try IssuedToken(work, role: "write", name: "remote-ci")
        let server = try ServerProcess(work, arguments: ["--host", network.serverAddress, "--tokens", try IssuedToken.file([reader, writer], in: work)],
                                       launcher: network.launcher)
        #expect(server.base.host == network.serverAddress)
        let screen = try work.read("examples/01-EmailLogin.yaml").replacingOccurrences(of: "EmailLogin", with: "Remote")
        func post(_ token: String?) throws -> Int {
            try server.request("POST", "/screens?path=Remote.yaml", body: Data(screen.utf8), contentType: "application/x-yaml", token: .some(token)).status
        }
        #expect(try server.request("GET", "/screens", token: .some(nil)).status == 401)
        #expect(try server.request("GET", "/screens", token: .some(reader.token)).status == 200)
        #expect(try post(nil) == 401)
        #expect(try post(reader.token) == 403)
        #expect(try post(writer.token) == 200)
        let result = server.stop()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("terminates TLS"), "beyond loopback it says TLS is a proxy's job: \(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains(writer.token))
        #expect(try work.trellis("list", "revisions", "--format", "json").rows.last?["author"] as? String == "remote-ci")
    }

    @Test("--read-only without tokens on a namespace's address: anyone reads, nobody writes (403)")
    func readOnlyAcrossTheNetwork() throws {
        let network = try TestNetwork()
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let server = try ServerProcess(work, arguments: ["--host", network.serverAddress, "--read-only"], launcher: network.launcher)
        let source = try work.read("examples/01-EmailLogin.yaml")
        #expect(try server.get("/screens").status == 200)
        #expect(try server.get("/query/scrolls?device=iphone-se&text-size=AX3").status == 200)
        #expect(try server.post("/layout?profile=iphone-se/portrait/L", source).status == 200)
        let refused = try server.post("/screens?path=x.yaml", source.replacingOccurrences(of: "EmailLogin", with: "X"))
        #expect(refused.status == 403 && refused.error?.contains("read-only") == true, "\(refused.text)")
        #expect(try server.request("POST", "/solve").status == 403)
        #expect(server.stop().status == 0)
        #expect(try work.trellis("list", "revisions", "--format", "json").rows.count == 1)
    }
}
