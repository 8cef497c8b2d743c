import ArgumentParser
import Foundation
import TrellisCatalog

struct Register: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Register screen, component and device files (directories are walked); all or nothing.",
        discussion: "Unchanged files make no new revision. A changed component gives every screen using it a new revision.")

    @Argument(help: ArgumentHelp("Files or directories (.yaml, .yml, .json).", valueName: "path"))
    var paths: [String]

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var output: FormatOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or directory to register") }
    }

    func run() throws {
        try running { () throws(TrellisError) in
            let report = try catalog.open().register(paths: paths)
            switch output.format {
            case .json: Terminal.print(report.json.serialized(pretty: true) + "\n")
            default:
                Terminal.print(report.rows.rendered(output.format, color: Terminal.color))
                if output.format == .table {
                    Terminal.print(report.catalogRevision.map { "catalog revision \($0)\n" } ?? "nothing changed; no new revision\n")
                }
            }
        }
    }
}
