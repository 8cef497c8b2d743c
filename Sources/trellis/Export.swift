import ArgumentParser
import Foundation
import TrellisCatalog
import TrellisReport

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write every finding of the selection as JSON, CSV, Markdown, JUnit XML or an HTML report.")

    @Option(help: ArgumentHelp("json, csv, markdown, junit or html.", valueName: "format"))
    var format: String

    @Option(help: ArgumentHelp("The file to write (for html: the folder, which gets index.html and a page per screen).", valueName: "path"))
    var out: String

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions

    func run() throws {
        try running { () throws(TrellisError) in
            if format == "html" {
                let written = try HTMLReport(catalog: try catalog.open(), selection: try selection.selection()).write(to: out)
                Terminal.print("wrote \(written.index)\n")
                return
            }
            guard let exportFormat = FindingsExport.Format(rawValue: format) else {
                throw .usage("--format: unknown export format '\(format)'; expected json, csv, markdown, junit or html")
            }
            let text = try FindingsExport(catalog: try catalog.open(), selection: try selection.selection()).render(exportFormat)
            do { try text.write(toFile: out, atomically: true, encoding: .utf8) } catch {
                throw .usage("--out: cannot write \(out): \(error.localizedDescription)")
            }
            Terminal.print("wrote \(out)\n")
        }
    }
}
