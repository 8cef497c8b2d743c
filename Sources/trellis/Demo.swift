import ArgumentParser
import Foundation
import TrellisCatalog
import TrellisReport

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Register the built-in example screens into a fresh catalog, solve them and sum up.")

    @Option(name: .long, help: ArgumentHelp("The catalog to fill (default: a fresh ./trellis-demo.sqlite).", valueName: "path"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp("Solver threads (default: one per core).", valueName: "n"))
    var jobs: Int?

    @OptionGroup var output: FormatOptions

    func run() throws {
        try running { () throws(TrellisError) in
            let path = db ?? "./trellis-demo.sqlite"
            if db == nil {
                // The default demo catalog is ours to recreate; a --db catalog is only added to.
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            let catalog = try Catalog(path: path, jobs: jobs, showsProgress: Terminal.stderrIsTerminal)
            var report = try catalog.demo()
            // The report goes next to the catalog file: ./trellis-report/ for the default demo catalog
            // and for a PostgreSQL catalog.
            let folder = catalog.isShared ? "trellis-report"
                : (URL(fileURLWithPath: path).deletingLastPathComponent().path as NSString).appendingPathComponent("trellis-report")
            report.htmlReport = try HTMLReport(catalog: catalog).write(to: folder).index
            if output.format == .json {
                let summary: JSONValue = .object([
                    ("catalog", .string(report.path)),
                    ("screens", .array(report.screens.map { .string($0) })),
                    ("layouts", .number(Double(report.solve.layouts))),
                    ("computed", .number(Double(report.solve.computed))),
                    ("cached", .number(Double(report.solve.cached))),
                    ("findings", .object(report.kinds.map { ($0.kind.rawValue, .number(Double($0.layouts))) })),
                    ("scrollAtAX3OnIphoneSE", .array(report.scrollAtAX3OnSE.map { .string($0) })),
                    ("htmlReport", report.htmlReport.map { .string($0) } ?? .null),
                ])
                Terminal.print(summary.serialized(pretty: true) + "\n")
            } else {
                Terminal.print(report.text)
            }
        }
    }
}
