import Foundation
import TrellisLayout

/// What `check` found.
public struct CheckReport: Sendable {
    public var kinds: [Finding.Kind]
    public var screens: [String]
    public var profiles: [String]
    public var failures: [FindingRow]
    /// True exactly when a selected finding exists: the CLI exits 1.
    public var failed: Bool { !failures.isEmpty }

    public var junit: String { JUnitReport.xml(screens: screens, profiles: profiles, failures: failures) }
}

extension Catalog {
    /// `trellis check --fail-on KIND[,KIND] [SELECTION]`.
    public func check(failOn kinds: [Finding.Kind], selection: Selection) throws(TrellisError) -> CheckReport {
        let (screens, profiles) = try resolve(selection)
        let failures = try service.findings(kinds: kinds, screens: screens, profiles: profiles)
        return CheckReport(kinds: kinds, screens: screens.map(\.name), profiles: profiles.map(\.key), failures: failures)
    }

    /// The export formats `trellis export` writes.
    public enum ExportFormat: String, CaseIterable, Sendable { case json, csv, markdown, junit }

    /// `trellis export --format F --out PATH [SELECTION]`: every finding of the selection (JUnit:
    /// every finding is a failure). Returns the text written.
    public func export(_ format: ExportFormat, selection: Selection) throws(TrellisError) -> String {
        let (screens, profiles) = try resolve(selection)
        let findings = try service.findings(kinds: nil, screens: screens, profiles: profiles)
        switch format {
        case .json: return FindingRow.rows(findings, withMessage: true).rendered(.json)
        case .csv: return FindingRow.rows(findings, withMessage: true).rendered(.csv)
        case .markdown:
            var text = "# Trellis findings\n\n\(screens.count) screens × \(profiles.count) profiles, \(findings.count) findings.\n\n"
            var counts: [Finding.Kind: Int] = [:]
            for row in findings { counts[row.kind, default: 0] += 1 }
            text += Rows(keys: ["kind", "findings"], rows: Finding.Kind.allCases.map { [.string($0.rawValue), .number(Double(counts[$0] ?? 0))] })
                .rendered(.markdown) + "\n"
            return text + FindingRow.rows(findings, withMessage: true).rendered(.markdown)
        case .junit:
            return JUnitReport.xml(screens: screens.map(\.name), profiles: profiles.map(\.key), failures: findings)
        }
    }
}
