import Foundation
import Testing

/// `trellis serve` under many clients at once, and against its own OpenAPI description.
@Suite("trellis serve under load", .serialized)
struct ServeLoadTests {
    private enum Operation: CaseIterable { case layout, query, list, register }

    private struct Outcome: Sendable {
        var statuses: [Int] = []
        var failures: [String] = []
        var registered: [String] = []
    }

    /// What the client threads share: when to stop (written before they start) and their outcomes.
    private final class Shared: @unchecked Sendable {
        var end = Date.distantFuture
        private let lock = NSLock()
        private(set) var outcomes: [Outcome] = []

        func add(_ outcome: Outcome) { lock.withLock { outcomes.append(outcome) } }
    }

    @Test("20 clients for 10 s mixing POST /layout, queries and registers: no 5xx, no lost registration, no lock error")
    func twentyClients() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let server = try ServerProcess(work)
        let login = try work.read("examples/01-EmailLogin.yaml")
        try work.generateScreens(1, prefix: "Template", in: "template")
        let template = try work.read("template/Template_0.yaml")
        let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        // Twenty threads of their own (not tasks: the cooperative pool may be busy with other
        // suites), released together; the ten seconds start when all of them are ready.
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let shared = Shared()
        for client in 0..<20 {
            finished.enter()
            Thread {
                gate.wait()
                var outcome = Outcome()
                var iteration = 0
                repeat {
                    // Each client registers first, so even a slow machine sees 20 registrations.
                    let operation = iteration == 0 ? .register : Operation.allCases[(client + iteration) % Operation.allCases.count]
                    let size = sizes[(client * 7 + iteration) % sizes.count]
                    let name = "Load_\(client)_\(iteration)"
                    do {
                        let reply = switch operation {
                        case .layout: try server.post("/layout?profile=iphone-se/portrait/\(size)", login)
                        case .query: try server.get("/query/scrolls?device=iphone-se&text-size=\(size)")
                        case .list: try server.get("/screens")
                        case .register:
                            try server.post("/screens?path=load/\(name).yaml", template.replacingOccurrences(of: "Template_0", with: name))
                        }
                        outcome.statuses.append(reply.status)
                        if operation == .register && reply.status == 200 { outcome.registered.append(name) }
                        if reply.status != 200 || reply.text.localizedCaseInsensitiveContains("locked") {
                            outcome.failures.append("\(operation) → \(reply.status): \(reply.text.prefix(300))")
                        }
                    } catch {
                        outcome.failures.append("\(operation) → \(error)")
                    }
                    iteration += 1
                } while Date() < shared.end
                shared.add(outcome)
                finished.leave()
            }.start()
        }
        shared.end = Date().addingTimeInterval(10)
        for _ in 0..<20 { gate.signal() }
        finished.wait()
        let outcomes = shared.outcomes

        let statuses = outcomes.flatMap(\.statuses)
        let failures = outcomes.flatMap(\.failures)
        let registered = Set(outcomes.flatMap(\.registered))
        print("serve load: \(statuses.count) requests in 10 s from 20 clients, \(registered.count) registrations")
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(!statuses.contains { $0 >= 500 })
        #expect(registered.count >= 20, "every client should have registered at least once")
        let listed = Set(try server.get("/screens").rows.compactMap { $0["name"] as? String })
        #expect(registered.isSubset(of: listed), "lost registrations: \(registered.subtracting(listed).sorted().prefix(5))")
        let result = server.stop()
        #expect(result.status == 0)
        #expect(!result.stderr.localizedCaseInsensitiveContains("locked"), "\(result.stderr)")
    }

    @Test("the server conforms to openapi.yaml with a write token (schemathesis: status codes, content types, response schemas, no 5xx)")
    func openAPIConformance() throws {
        let work = try Workspace()
        #expect(try work.trellis("register", "examples").status == 0)
        let writer = try IssuedToken(work, role: "write", name: "schemathesis")
        let server = try ServerProcess(work, arguments: ["--tokens", try IssuedToken.file([writer], in: work)])
        #expect(try server.request("GET", "/screens", token: .some(writer.token)).status == 200)
        let report = work.url.appending(path: "schemathesis.txt")
        _ = FileManager.default.createFile(atPath: report.path, contents: nil)
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        run.arguments = ["schemathesis", "run", CLI.packageRoot.appending(path: "openapi.yaml").path, "--url", server.base.absoluteString,
                         "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,negative_data_rejection,ignored_auth",
                         "--phases", "examples,coverage,fuzzing", "--max-examples", "10", "--seed", "1",
                         // One worker: with two, hypothesis parses lambdas' source in two threads at once,
                         // which CPython 3.11 can fail ("AST constructor recursion depth mismatch").
                         "--workers", "1",
                         // A report page takes a second in a release build; this debug build, beside the
                         // other server tests on 2 cores, once took over schemathesis's default 10 s.
                         // Speed is the benchmarks' to measure, not this conformance check's.
                         "--request-timeout", "60",
                         "--header", "Authorization: Bearer \(writer.token)",
                         "--exclude-path", "/events"]   // the live page's event stream stays open: ServePageTests reads it
        run.currentDirectoryURL = work.url   // its example database stays in the workspace
        run.standardOutput = try FileHandle(forWritingTo: report)
        run.standardError = run.standardOutput
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        run.environment = environment
        try run.run()
        run.waitUntilExit()
        let output = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        // Its errors section names the request that failed; the summary comes last.
        let errors = output.range(of: "= ERRORS =").map { output[$0.lowerBound...].prefix(6000) } ?? ""
        #expect(run.terminationStatus == 0,
                "schemathesis failed or is missing (scripts/test installs it with pip):\n\(errors)\n…\n\(output.suffix(2000))")
        #expect(output.contains("passed"), "\(output.suffix(2000))")
        // schemathesis warns when operations answer only 401/403: the token was not taken.
        #expect(!output.contains("Authentication failed"), "\(output.suffix(2000))")
        let result = server.stop()
        #expect(result.status == 0)
        #expect(!(result.stdout + result.stderr).contains(writer.token))
    }
}
