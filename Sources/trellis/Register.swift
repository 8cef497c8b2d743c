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
            func group(_ added: [String], _ changed: [String], _ unchanged: [String]) -> JSONValue {
                .object([("added", .array(added.map { .string($0) })), ("changed", .array(changed.map { .string($0) })),
                         ("unchanged", .array(unchanged.map { .string($0) }))])
            }
            let json: JSONValue = .object([
                ("catalogRevision", report.catalogRevision.map { .number(Double($0)) } ?? .null),
                ("screens", group(report.screensAdded, report.screensChanged, report.screensUnchanged)),
                ("components", group(report.componentsAdded, report.componentsChanged, report.componentsUnchanged)),
                ("devices", group(report.devicesAdded, report.devicesChanged, report.devicesUnchanged)),
            ])
            switch output.format {
            case .json: Terminal.print(json.serialized(pretty: true) + "\n")
            default:
                let rows = Rows(keys: ["kind", "added", "changed", "unchanged"], rows: [
                    ["screens", .number(Double(report.screensAdded.count)), .number(Double(report.screensChanged.count)),
                     .number(Double(report.screensUnchanged.count))],
                    ["components", .number(Double(report.componentsAdded.count)), .number(Double(report.componentsChanged.count)),
                     .number(Double(report.componentsUnchanged.count))],
                    ["devices", .number(Double(report.devicesAdded.count)), .number(Double(report.devicesChanged.count)),
                     .number(Double(report.devicesUnchanged.count))],
                ])
                Terminal.print(rows.rendered(output.format, color: Terminal.color))
                if output.format == .table {
                    Terminal.print(report.catalogRevision.map { "catalog revision \($0)\n" } ?? "nothing changed; no new revision\n")
                }
            }
        }
    }
}
