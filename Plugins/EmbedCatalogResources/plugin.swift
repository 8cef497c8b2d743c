import Foundation
import PackagePlugin

/// Embeds files into a target as Swift string literals: into TrellisCatalog the catalog's schema
/// (`Migrations/sqlite/*.sql`, `Migrations/postgres/*.sql`) and the example catalog
/// (`examples/*.yaml`, `examples/components/*.yaml`); into `trellis` the live page `trellis serve`
/// serves (`Page/*.html`, `*.css`, `*.js`).
///
/// Why at build time rather than as bundle resources: a release `trellis` copied alone into
/// another folder has no resource bundle next to it, yet must still create, upgrade and demo
/// catalogs.
@main
struct EmbedCatalogResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var arguments: [String] = []
        var inputs: [URL] = []
        let sources: [(group: String, folder: String, ext: String)] = target.name == "trellis"
            ? [("page", "Page", "html"), ("page", "Page", "css"), ("page", "Page", "js")]
            : [("migration", "Migrations/sqlite", "sql"), ("migration", "Migrations/postgres", "sql"),
               ("screen", "examples", "yaml"), ("component", "examples/components", "yaml")]
        for (group, folder, ext) in sources {
            for file in try files(in: root.appending(path: folder), ext: ext) {
                arguments += [group, "\(folder)/\(file.lastPathComponent)", file.path]
                inputs.append(file)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files into \(target.name)",
                executable: try context.tool(named: "trellis-embed").url,
                arguments: [output.path, Set(sources.map(\.group)).sorted().joined(separator: ",")] + arguments,
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }

    private func files(in folder: URL, ext: String) throws -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".\(ext)") }.sorted().map { folder.appending(path: $0) }
    }
}
