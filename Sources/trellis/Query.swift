import ArgumentParser
import TrellisCatalog
import TrellisLayout

struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Screens with a finding at the selected profiles, or a screen's text-size thresholds.",
        discussion: "KIND is " + Finding.Kind.allCases.map(\.queryName).joined(separator: ", ") + """
            : rows {"screen", "profile", "kind", "views", "amount"}. `threshold SCREEN` gives, per device and orientation, \
            the first text size at which the screen scrolls and the first at which it clips: rows \
            {"screen", "device", "orientation", "scrollsFrom", "clipsFrom"}. Missing layouts are solved first.
            """)

    @Argument(help: ArgumentHelp(Finding.Kind.allCases.map(\.queryName).joined(separator: ", ") + " or threshold.",
                                 valueName: "kind"))
    var kind: String

    @Argument(help: ArgumentHelp("For threshold: the screen.", valueName: "screen"))
    var screen: String?

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
        try running { () throws(TrellisError) in
            if kind == "threshold" {
                guard let screen else { throw .usage("query threshold needs a screen: trellis query threshold SCREEN") }
                let rows = try catalog.open().threshold(screen: screen, selection: try selection.selection())
                Terminal.print(ThresholdRow.rows(rows).rendered(output.format, color: Terminal.color))
                return
            }
            let findingKind = try Catalog.kind(named: kind)
            if let screen { throw .usage("unexpected argument '\(screen)'; use --screen NAME to narrow a query") }
            let rows = try catalog.open().query([findingKind], selection: try selection.selection())
            Terminal.print(FindingRow.rows(rows).rendered(output.format, color: Terminal.color))
        }
    }
}
