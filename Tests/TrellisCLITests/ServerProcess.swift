import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A real `trellis serve` on a free loopback port, in its own process. Its stored properties never
/// change after init, so tasks may share it.
final class ServerProcess: @unchecked Sendable {
    let work: Workspace
    let base: URL
    private let started: (Process, URL, URL)

    struct Reply {
        var status: Int
        var contentType: String
        var headers: [String: String] = [:]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        var rows: [[String: Any]] { json as? [[String: Any]] ?? [] }
        var object: [String: Any] { json as? [String: Any] ?? [:] }
        var error: String? { object["error"] as? String }
    }

    /// The bearer token every request sends unless it names another; nil: none.
    let token: String?

    /// Starts the server on `work`'s catalog and waits for the line naming its address.
    init(_ work: Workspace, arguments: [String] = [], environment: [String: String] = [:], launcher: [String] = [],
         token: String? = nil) throws {
        self.work = work
        self.token = token
        started = try CLI.start(["serve", "--port", "0"] + arguments, in: work.url, environment: environment, launcher: launcher)
        let deadline = Date().addingTimeInterval(60)
        var address: String?
        while address == nil && Date() < deadline && started.0.isRunning {
            let output = (try? String(contentsOf: started.1, encoding: .utf8)) ?? ""
            address = output.firstMatch(of: /listening on (http:\/\/[0-9.]+:\d+)/).map { String($0.1) }
            if address == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let address, let url = URL(string: address) else {
            let result = CLI.finish(started)
            throw CLI.BinaryError(description: "trellis serve did not start (status \(result.status)): \(result.stderr)")
        }
        base = url
    }

    deinit {
        if started.0.isRunning { started.0.terminate() }
        _ = CLI.finish(started)
    }

    var process: Process { started.0 }

    /// Enough connections for the load test's 20 clients (URLSession's default is 6 per host).
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        configuration.timeoutIntervalForRequest = 300
        return URLSession(configuration: configuration)
    }()

    /// SIGTERM, then the server's exit status and output.
    func stop() -> CLI.Result {
        started.0.terminate()
        return CLI.finish(started)
    }

    /// One request, waited for on this thread. Deliberately not `async`: the tests' own threads
    /// do the waiting, so a cooperative pool busy with other suites' blocking tests cannot starve them.
    /// `token: .some(nil)` sends no token even when the server process has one.
    func request(_ method: String = "GET", _ path: String, body: Data? = nil, contentType: String? = nil,
                 token: String?? = .none, headers: [String: String] = [:]) throws -> Reply {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.httpMethod = method
        request.httpBody = body
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        if let token = token ?? self.token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let outcome = Outcome()
        Self.session.dataTask(with: request) { data, response, error in
            if let http = response as? HTTPURLResponse, let data {
                let headers = Dictionary(http.allHeaderFields.compactMap { key, value in
                    (key as? String).map { ($0.lowercased(), "\(value)") }
                }, uniquingKeysWith: { first, _ in first })
                outcome.result = .success(Reply(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type") ?? "",
                                                headers: headers, body: data))
            } else {
                outcome.result = .failure(error ?? URLError(.badServerResponse))
            }
            outcome.done.signal()
        }.resume()
        outcome.done.wait()
        return try outcome.result!.get()
    }

    /// Sends a request from a thread of its own; the returned closure waits for the reply.
    func requestInBackground(_ method: String, _ path: String, token: String?? = .none) -> () throws -> Reply {
        let outcome = Outcome()
        Thread {
            outcome.result = Result { try self.request(method, path, token: token) }
            outcome.done.signal()
        }.start()
        return {
            outcome.done.wait()
            return try outcome.result!.get()
        }
    }

    private final class Outcome: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var result: Result<Reply, any Error>?
    }

    func get(_ path: String) throws -> Reply { try request("GET", path) }

    func post(_ path: String, _ text: String, contentType: String = "application/x-yaml") throws -> Reply {
        try request("POST", path, body: Data(text.utf8), contentType: contentType)
    }
}
