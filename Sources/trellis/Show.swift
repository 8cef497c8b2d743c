import ArgumentParser
import TrellisCatalog

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a screen's definition; with --profile, its frames and findings at that profile (solved if needed).")

    @Argument(help: ArgumentHelp("The screen's name.", valueName: "screen"))
    var screen: String

    @Option(help: ArgumentHelp("A profile, DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl].", valueName: "key"))
    var profile: String?

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
        try running { () throws(TrellisError) in
            let catalog = try catalog.open()
            if let profile {
                let result = try catalog.layout(screen: screen, profile: profile)
                if output.format == .json {
                    Terminal.print(result.json.serialized(pretty: true) + "\n")
                    return
                }
                Terminal.print(LayoutTable.render(result, format: output.format))
            } else {
                let definition = try catalog.definition(of: screen)
                if output.format == .json {
                    Terminal.print(definition.serialized(pretty: true) + "\n")
                    return
                }
                guard case let .object(entries) = definition else { return }
                for (key, value) in entries where key != "source" && key != "constraintSets" {
                    Terminal.print("\(key): \(Rows.display(value))\n")
                }
                if case let .array(sets)? = definition["constraintSets"] {
                    Terminal.print("constraintSets:\n")
                    for set in sets {
                        Terminal.print("  \(Rows.display(set["name"] ?? .null)) (\(Rows.display(set["constraints"] ?? .null)) constraints)"
                            + (set["when"].flatMap { $0 == .null ? nil : " when \(Rows.display($0))" } ?? "") + "\n")
                    }
                }
                Terminal.print("\n" + Rows.display(definition["source"] ?? .null) + "\n")
            }
        }
    }
}

extension Rows {
    /// A value as plain text: strings bare, lists joined, null as `-`.
    static func display(_ value: JSONValue) -> String {
        switch value {
        case .null: "-"
        case let .string(text): text
        case let .array(items): items.map(display).joined(separator: ", ")
        default: value.serialized()
        }
    }
}
