import ArgumentParser
import Foundation
import TrellisCatalog
import TrellisLayout

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve one screen file at one profile without touching a catalog; prints the layout JSON.",
        discussion: "Component (and device) files the screen uses come from --components, walked recursively.")

    @Argument(help: ArgumentHelp("A screen file (YAML or JSON).", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The profile, DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl].", valueName: "key"))
    var profile: String

    @Option(help: ArgumentHelp("A folder of component and device files the screen may use.", valueName: "dir"))
    var components: String?

    @Option(help: ArgumentHelp("json (default) or table.", valueName: "format"))
    var format: OutputFormat = .json

    func run() throws {
        try running { () throws(TrellisError) in
            let (screen, registry) = try loadScreen()
            let profile: Profile
            do {
                profile = try Profile(key: self.profile, registry: registry)
            } catch {
                throw .usage("--profile \(self.profile): \(error)")
            }
            let deviceName = String(self.profile.prefix { $0 != "/" })
            if let note = registry.ambiguityNote(for: deviceName) { Terminal.printNote(note) }
            let result = LayoutEngine().layout(screen, profile: profile)
            if format == .json {
                Terminal.print(result.json.serialized(pretty: true) + "\n")
            } else {
                Terminal.print(LayoutTable.render(result, format: format, device: profile.device))
            }
        }
    }

    /// The screen, expanded with the components (and devices) found under `--components`.
    private func loadScreen() throws(TrellisError) -> (Screen, DeviceRegistry) {
        let files = try SourceFile.collect(components.map { [$0] } ?? [])
        // Devices first: conditions in components may name them.
        var registry = DeviceRegistry.builtIn
        for source in files {
            if case let .device(device)? = try? LayoutFile.parse(text: source.text, path: source.path) {
                try? registry.register(device)
            }
        }
        let options = parseOptions(registry)
        var library = ComponentLibrary(options: options)
        var errors: [FormatError] = []
        for source in files {
            do {
                if case let .component(component) = try LayoutFile.parse(text: source.text, path: source.path, options: options) {
                    try library.add(component)
                }
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw .input(errors) }
        let text = try SourceFile.collect([file])[0].text
        do {
            return (try ScreenFile.parse(text, path: file, components: library).screen, registry)
        } catch {
            throw .input([error])
        }
    }

    private func parseOptions(_ registry: DeviceRegistry) -> TrellisLayout.FormatOptions {
        TrellisLayout.FormatOptions(resolveDevice: { registry.canonicalID(for: $0) })
    }
}
