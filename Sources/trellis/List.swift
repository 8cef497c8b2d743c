import ArgumentParser
import TrellisCatalog
import TrellisLayout

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List screens, components, devices, profiles, catalog revisions or workers.")

    enum What: String, ExpressibleByArgument, CaseIterable {
        case screens, components, devices, profiles, revisions, workers
    }

    @Argument(help: ArgumentHelp("screens, components, devices, profiles, revisions or workers."))
    var what: What

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
        try running { () throws(TrellisError) in
            // Devices are known without a catalog: listing them must not create one as a side effect.
            if what == .devices, !catalog.exists {
                Terminal.print(Catalog.deviceRows(.builtIn).rendered(output.format, color: Terminal.color))
                return
            }
            let catalog = try catalog.open()
            let rows: Rows = switch what {
            case .screens: try catalog.listScreens(try selection.selection())
            case .components: try catalog.listComponents()
            case .devices: try catalog.listDevices()
            case .profiles: try catalog.listProfiles(try selection.selection())
            case .revisions: try catalog.listRevisions()
            case .workers: try catalog.listWorkers()
            }
            Terminal.print(rows.rendered(output.format, color: Terminal.color))
        }
    }
}
