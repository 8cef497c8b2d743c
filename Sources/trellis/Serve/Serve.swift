import ArgumentParser
import Foundation
import TrellisCatalog

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the catalog's questions over HTTP/JSON (see openapi.yaml).",
        discussion: """
            Every endpoint answers with what the matching command prints with --format json; errors are \
            {"error": "…"} with 400 (bad input, naming file:line:col), 404 (unknown route), 413 (a body over 1 MiB) \
            or 500. SIGTERM or SIGINT stops accepting connections, lets requests in flight finish, then exits 0. \
            --port 0 picks a free port; the first line on stdout names the address either way.
            """)

    @Option(help: ArgumentHelp("The address to listen on (default: loopback only).", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port (0: any free port).", valueName: "port"))
    var port = 8080

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        var opened: Catalog?
        try running { () throws(TrellisError) in opened = try catalog.open() }
        guard let catalog = opened else { return }
        let server = Server(catalog: catalog)
        let outcome = ServerOutcome()
        let host = host, port = port
        Task {
            do {
                try await server.run(host: host, port: port) { address in
                    Terminal.print("trellis serve: listening on http://\(address) (catalog \(catalog.path))\n")
                }
            } catch {
                outcome.error = error
            }
            outcome.finished.signal()
        }
        outcome.finished.wait()
        if let error = outcome.error {
            Terminal.printError("cannot serve on \(host):\(port): \(error)")
            throw ExitCode(2)
        }
    }
}

/// How the server task ended, handed back to the blocked main thread.
private final class ServerOutcome: @unchecked Sendable {
    let finished = DispatchSemaphore(value: 0)
    var error: (any Error)?
}
