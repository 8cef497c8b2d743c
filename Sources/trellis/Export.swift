import ArgumentParser
import Foundation
import TrellisCatalog

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write every finding of the selection as JSON, CSV, Markdown or JUnit XML.")

    @Option(help: ArgumentHelp("json, csv, markdown or junit (html arrives with the report issue).", valueName: "format"))
    var format: String

    @Option(help: ArgumentHelp("The file to write.", valueName: "path"))
    var out: String

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions

    func run() throws {
        try running { () throws(TrellisError) in
            guard let exportFormat = Catalog.ExportFormat(rawValue: format) else {
                if format == "html" { throw .usage("--format html is not in this build yet; use json, csv, markdown or junit") }
                throw .usage("--format: unknown export format '\(format)'; expected json, csv, markdown or junit")
            }
            let text = try catalog.open().export(exportFormat, selection: try selection.selection())
            do { try text.write(toFile: out, atomically: true, encoding: .utf8) } catch {
                throw .usage("--out: cannot write \(out): \(error.localizedDescription)")
            }
            Terminal.print("wrote \(out)\n")
        }
    }
}
