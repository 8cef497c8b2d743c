import ArgumentParser
import TrellisCatalog

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Findings that appeared or disappeared between two catalog revisions (default: the last two).",
        discussion: "Rows {\"change\", \"screen\", \"profile\", \"kind\", \"views\", \"amount\"}; change is appeared or disappeared.")

    @Option(help: ArgumentHelp("The older catalog revision (0: the empty catalog).", valueName: "rev"))
    var from: Int64?

    @Option(help: ArgumentHelp("The newer catalog revision (default: the latest).", valueName: "rev"))
    var to: Int64?

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
        try running { () throws(TrellisError) in
            let report = try catalog.open().diff(from: from, to: to, selection: try selection.selection())
            if output.format == .table {
                let appeared = report.rows.filter { $0.change == .appeared }.count
                Terminal.print("catalog revision \(report.from) → \(report.to): \(appeared) appeared, \(report.rows.count - appeared) disappeared\n")
            }
            Terminal.print(DiffRow.rows(report.rows).rendered(output.format, color: Terminal.color))
        }
    }
}
