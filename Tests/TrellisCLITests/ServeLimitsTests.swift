import Foundation
import GRDB
import Testing

/// The limits that keep one caller from taking the server from the others.
@Suite("trellis serve limits", .serialized)
struct ServeLimitsTests {
    @Test("a connection that sends nothing is closed after --idle-timeout")
    func silentConnectionClosed() throws {
        let work = try Workspace(examples: false)
        let server = try ServerProcess(work, arguments: ["--idle-timeout", "1"])
        let silent = try RawHTTP.exchange(server.base, send: "", timeout: 15)
        #expect(silent.closedByServer, "a silent connection stayed open for 15 s")
        #expect(silent.seconds >= 0.9 && silent.seconds < 5, "\(silent.seconds) s")
        #expect(try server.get("/health").status == 200, "the server still answers others")
        #expect(server.stop().status == 0)
    }

    @Test("bodies over 1 MiB get 413 with a write token too")
    func bodyLimitWithTokens() throws {
        let work = try Workspace(examples: false)
        let writer = try IssuedToken(work, role: "write")
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([writer], in: work)], token: writer.token)
        let reply = try server.request("POST", "/screens", body: Data(count: 2 << 20), contentType: "application/x-yaml")
        #expect(reply.status == 413 && reply.error?.contains("1 MiB") == true, "\(reply.text)")
        #expect(server.stop().status == 0)
    }

    @Test("one solve at a time per token: a second gets 429 with Retry-After while another token's solve runs")
    func solvesPerCaller() throws {
        let work = try Workspace(examples: false)
        try work.generateScreens(30, prefix: "Slow", in: "screens")
        #expect(try work.trellis("register", "screens").status == 0)
        let first = try IssuedToken(work, role: "write", name: "first"), second = try IssuedToken(work, role: "write", name: "second")
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([first, second], in: work), "--jobs", "1"])
        let long = server.requestInBackground("POST", "/solve", token: .some(first.token))
        let deadline = Date().addingTimeInterval(120)
        var stored = 0
        while stored == 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            stored = (try? DatabaseQueue(path: work.path("trellis.sqlite")).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM layouts") }) ?? 0
        }
        #expect(stored > 0 && stored < 30 * 11 * 12, "the long solve was not caught in flight (\(stored))")
        let small = "/solve?screen=Slow_0&device=iphone-se&text-size=L"
        let again = try server.request("POST", small, token: .some(first.token))
        #expect(again.status == 429, "\(again.status) \(again.text)")
        #expect(again.headers["retry-after"] == "1")
        let other = try server.request("POST", small, token: .some(second.token))
        #expect(other.status == 200, "another token is not held back: \(other.text)")
        #expect(try long().status == 200)
        #expect(try server.request("POST", small, token: .some(first.token)).status == 200, "the slot is free again")
        #expect(server.stop().status == 0)
    }
}
