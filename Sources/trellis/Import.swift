import ArgumentParser
import Foundation
import TrellisCatalog
import TrellisInterfaceBuilder
import TrellisLayout

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import .storyboard / .xib files as screens (one per scene / top-level view) and register them.",
        discussion: """
            What cannot be translated is reported per element and line on stderr; the rest imports. \
            --emit-yaml writes each screen as a Trellis screen file; --check-frames solves each screen at the \
            document's device and orientation at text size L and compares every frame with the one Interface Builder saved \
            (views IB marks misplaced or ambiguous, and views the constraints leave ambiguous, are not compared).
            """)

    @Argument(help: ArgumentHelp("Storyboard and xib files, or directories holding them.", valueName: "path"))
    var paths: [String]

    @Option(name: .customLong("emit-yaml"), help: ArgumentHelp("Write each imported screen as DIR/SCREEN.yaml.", valueName: "dir"))
    var emitYAML: String?

    @Flag(name: .customLong("check-frames"), help: "Compare solved frames with the frames Interface Builder saved.")
    var checkFrames = false

    @Flag(name: .customLong("no-register"), help: "Do not touch the catalog.")
    var noRegister = false

    @Option(help: ArgumentHelp("Worst offenders listed per screen and in total.", valueName: "n"))
    var worst = 5

    @Option(help: ArgumentHelp("How --check-frames prints: table (default) or json.", valueName: "format"))
    var format: OutputFormat = .table

    @OptionGroup var catalog: CatalogOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .storyboard or .xib file") }
        if format != .table && format != .json { throw ValidationError("--format must be table or json") }
    }

    func run() throws {
        try running { () throws(TrellisError) in
            var results: [ImportResult] = []
            var errors: [FormatError] = []
            for file in collect() {
                do throws(IBParseError) {
                    results.append(try InterfaceBuilderImporter.importFile(atPath: file))
                } catch {
                    errors.append(FormatError(at: SourceLocation(file: error.file, line: error.line, column: 1), error.message))
                }
            }
            if !errors.isEmpty { throw .input(errors) }
            InterfaceBuilderImporter.makeNamesUnique(&results)
            for issue in results.flatMap(\.issues) { FileHandle.standardError.write(Data("warning: \(issue)\n".utf8)) }
            let screens = results.flatMap(\.screens)
            // The catalog records where each screen came from: the emitted file, else the document and scene.
            let sources = results.flatMap { result in
                result.screens.map { imported in
                    SourceFile(path: emitYAML.map { ($0 as NSString).appendingPathComponent(imported.screen.name + ".yaml") }
                                   ?? "\(result.file)#\(imported.screen.name)",
                               text: ScreenYAML.text(for: imported.screen))
                }
            }
            if let emitYAML {
                do {
                    try FileManager.default.createDirectory(atPath: emitYAML, withIntermediateDirectories: true)
                    for source in sources {
                        try source.text.write(toFile: source.path, atomically: true, encoding: .utf8)
                    }
                } catch {
                    throw .usage("--emit-yaml \(emitYAML): \(error.localizedDescription)")
                }
            }
            if !noRegister {
                let report = try catalog.open().register(files: sources)
                summary("imported \(screens.count) screens from \(results.count) files: \(report.screensAdded.count) added, "
                    + "\(report.screensChanged.count) changed, \(report.screensUnchanged.count) unchanged\n")
            } else {
                summary("imported \(screens.count) screens from \(results.count) files\n")
            }
            if checkFrames { printFrameChecks(screens) }
        }
    }

    private func collect() -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
                files += found.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// The import summary; with `--check-frames --format json` stdout holds the JSON object alone.
    private func summary(_ text: String) {
        if checkFrames && format == .json { FileHandle.standardError.write(Data(text.utf8)) } else { Terminal.print(text) }
    }

    private func printFrameChecks(_ screens: [ImportedScreen]) {
        let checks = screens.map { FrameCheck.check($0) }
        let report = FrameCheckReport(checks: checks, worst: worst)
        Terminal.print(format == .json ? report.json.serialized(pretty: true) + "\n" : report.table)
    }
}
