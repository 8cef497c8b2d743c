import ArgumentParser
import Foundation
import TrellisCatalog

/// `--db PATH|URL` (or `TRELLIS_DB`) and `--jobs N`, shared by every catalog command.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("""
        The catalog: a SQLite file, or a postgres://user@host:port/db URL (password from the URL, PGPASSWORD or ~/.pgpass); \
        created and migrated on first use. Default: $TRELLIS_DB or ./trellis.sqlite.
        """, valueName: "path|url"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp("Solver threads (default: one per core).", valueName: "n"))
    var jobs: Int?

    var path: String {
        db ?? ProcessInfo.processInfo.environment["TRELLIS_DB"].flatMap { $0.isEmpty ? nil : $0 } ?? "./trellis.sqlite"
    }

    /// Whether the catalog file is there already (opening it would create it); a PostgreSQL
    /// catalog counts as there: its database is the user's.
    var exists: Bool { path.hasPrefix("postgres") || FileManager.default.fileExists(atPath: path) }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func open() throws(TrellisError) -> Catalog {
        try Catalog(path: path, jobs: jobs, showsProgress: Terminal.stderrIsTerminal)
    }
}

/// CLI.md's SELECTION flags.
struct SelectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Screens by name.", valueName: "name[,name]"))
    var screen: String?

    @Option(help: ArgumentHelp("Screens with this tag.", valueName: "tag"))
    var tag: String?

    @Option(help: ArgumentHelp("Devices by id or alias (default: every built-in iPhone and every custom device).", valueName: "id[,id]"))
    var device: String?

    @Option(help: ArgumentHelp("portrait (default), landscape or both.", valueName: "orientation"))
    var orientation: String?

    @Option(name: .customLong("text-size"),
            help: ArgumentHelp("SIZE[,SIZE], FROM...TO or all (default: all twelve, XS…AX5).", valueName: "sizes"))
    var textSize: String?

    @Option(help: ArgumentHelp("hidden (default), shown or both.", valueName: "keyboard"))
    var keyboard: String?

    @Option(help: ArgumentHelp("Exact profiles, DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl] (repeatable).", valueName: "key"))
    var profile: [String] = []

    func selection(extraScreens: [String] = []) throws(TrellisError) -> Selection {
        let names = (screen.map { [$0] } ?? []) + extraScreens
        return try Selection(screen: names.isEmpty ? nil : names.joined(separator: ","), tag: tag, device: device,
                             orientation: orientation, textSize: textSize, keyboard: keyboard, profile: profile)
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// `--format table|json|csv|markdown`.
struct FormatOptions: ParsableArguments {
    @Option(help: ArgumentHelp("table (default), json, csv or markdown.", valueName: "format"))
    var format: OutputFormat = .table
}

enum Terminal {
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
    /// Colour only on a terminal, and never with NO_COLOR set (https://no-color.org).
    static var color: Bool { stdoutIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// A remark on stderr that is no error (what an ambiguous name was taken to mean).
    static func printNote(_ text: String) {
        FileHandle.standardError.write(Data(("note: " + text + "\n").utf8))
    }

    static func printError(_ text: String) {
        let colored = stderrIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        FileHandle.standardError.write(Data(((colored ? "\u{1B}[31merror:\u{1B}[0m " : "error: ") + text + "\n").utf8))
    }
}

/// Runs a command body, turning library errors into CLI.md's exit codes.
func running(_ body: () throws(TrellisError) -> Void) throws {
    do {
        try body()
    } catch {
        Terminal.printError(error.description)
        throw ExitCode(error.exitCode)
    }
}
