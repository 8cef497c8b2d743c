import ArgumentParser
import Foundation
import TrellisCatalog

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fill the cache for screens × profiles; resumable (only what is missing is solved).")

    @Argument(help: ArgumentHelp("Screens by name (default: all, or --screen/--tag).", valueName: "screen"))
    var screens: [String] = []

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var output: FormatOptions

    @Flag(name: .customLong("enqueue-only"),
          help: "PostgreSQL catalogs: record the missing layouts as work for `trellis worker` processes and return without solving.")
    var enqueueOnly = false

    func run() throws {
        try running { () throws(TrellisError) in
            let catalog = try catalog.open()
            if enqueueOnly && !catalog.isShared {
                throw .usage("--enqueue-only needs a PostgreSQL catalog (--db postgres://…); a SQLite catalog is solved in-process")
            }
            catalog.service.enqueueOnly = enqueueOnly
            catalog.service.tidiesAfterSolve = true
            let summary = try catalog.solve(try selection.selection(extraScreens: screens))
            switch output.format {
            case .json: Terminal.print(summary.json.serialized(pretty: true) + "\n")
            case .table:
                let rate = summary.seconds > 0 ? Double(summary.computed) / summary.seconds : 0
                if enqueueOnly {
                    Terminal.print("recorded the missing layouts of \(summary.screens) screens × \(summary.profiles) profiles "
                        + "(\(summary.cached) cached) as work for `trellis worker`\n")
                    return
                }
                Terminal.print(String(format: "computed %d layouts, %d cached (%d screens × %d profiles) in %.2f s%@\n",
                                      summary.computed, summary.cached, summary.screens, summary.profiles, summary.seconds,
                                      summary.computed > 0 ? String(format: ", %.0f layouts/s", rate) : ""))
            default:
                Terminal.print(Rows(object: summary.json).rendered(output.format))
            }
        }
    }
}
