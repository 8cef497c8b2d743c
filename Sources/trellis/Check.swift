import TrellisLayout
import ArgumentParser
import Foundation
import TrellisCatalog
import TrellisReport

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Exit 1 when any selected finding exists (for CI); optionally write JUnit XML.")

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Finding kinds that fail the check.", valueName: "kind[,kind]"))
    var failOn: String

    @Option(help: ArgumentHelp("Write JUnit XML here: one testcase per screen × profile.", valueName: "file"))
    var junit: String?

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
        var failed = false
        try running { () throws(TrellisError) in
            var kinds: [Finding.Kind] = []
            for name in failOn.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                let kind = try Catalog.kind(named: name)
                if !kinds.contains(kind) { kinds.append(kind) }
            }
            if kinds.isEmpty { throw .usage("--fail-on needs at least one finding kind") }
            let report = try catalog.open().check(failOn: kinds, selection: try selection.selection())
            if let junit {
                do { try report.junit.write(toFile: junit, atomically: true, encoding: .utf8) } catch {
                    throw .usage("--junit: cannot write \(junit): \(error.localizedDescription)")
                }
            }
            Terminal.print(FindingRow.rows(report.failures).rendered(output.format, color: Terminal.color))
            if output.format == .table {
                let cases = Set(report.failures.map { "\($0.screen) \($0.profile)" }).count
                Terminal.print(report.failed
                    ? "check failed: \(report.failures.count) findings (\(kinds.map(\.rawValue).joined(separator: ", "))) in \(cases) of \(report.screens.count * report.profiles.count) layouts\n"
                    : "check passed: no \(kinds.map(\.rawValue).joined(separator: ", ")) in \(report.screens.count * report.profiles.count) layouts\n")
            }
            failed = report.failed
        }
        if failed { throw ExitCode(1) }
    }
}
