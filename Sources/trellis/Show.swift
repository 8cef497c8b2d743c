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
                Terminal.print("\(result.screen) at \(result.profile) (engine \(result.engine))\(result.scrolls ? " — scrolls" : "")\n\n")
                let frames = Rows(keys: ["view", "x", "y", "width", "height"], rows: result.frames.keys.sorted().map { id in
                    let frame = result.frames[id]!
                    return [.string(id), .number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]
                })
                Terminal.print(frames.rendered(output.format, color: Terminal.color))
                if !result.scrollViews.isEmpty {
                    Terminal.print("\n")
                    let scrolls = Rows(keys: ["scrollView", "contentWidth", "contentHeight", "visibleWidth", "visibleHeight", "vertical", "horizontal"],
                                       rows: result.scrollViews.keys.sorted().map { id in
                        let s = result.scrollViews[id]!
                        return [.string(id), .number(s.contentWidth), .number(s.contentHeight), .number(s.visibleWidth),
                                .number(s.visibleHeight), .bool(s.scrollsVertically), .bool(s.scrollsHorizontally)]
                    })
                    Terminal.print(scrolls.rendered(output.format, color: Terminal.color))
                }
                Terminal.print("\n")
                let findings = Rows(keys: ["kind", "views", "amount", "message"], rows: result.findings.map { f in
                    [.string(f.kind.rawValue), .array(f.views.map { .string($0) }), f.amount.map { .number($0) } ?? .null, .string(f.message)]
                })
                Terminal.print(findings.rendered(output.format, color: Terminal.color))
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
