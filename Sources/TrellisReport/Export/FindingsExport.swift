import TrellisCatalog
import TrellisLayout

/// `trellis export --format json|csv|markdown|junit`: every finding of a selection as one file.
///
/// ```swift
/// let text = try FindingsExport(catalog: catalog, selection: selection).render(.junit)
/// ```
public struct FindingsExport {
    public enum Format: String, CaseIterable, Sendable { case json, csv, markdown, junit }

    public var catalog: Catalog
    public var selection: Selection

    public init(catalog: Catalog, selection: Selection = Selection()) {
        self.catalog = catalog
        self.selection = selection
    }

    /// Solves what the selection is missing, then renders its findings (JUnit: each one a failure).
    public func render(_ format: Format) throws(TrellisError) -> String {
        let (screens, profiles) = try catalog.resolve(selection)
        let findings = try catalog.service.findings(kinds: nil, screens: screens, profiles: profiles)
        let rows = FindingRow.rows(findings, withMessage: true)
        switch format {
        case .json: return rows.rendered(.json)
        case .csv: return rows.rendered(.csv)
        case .markdown:
            var counts: [Finding.Kind: Int] = [:]
            for row in findings { counts[row.kind, default: 0] += 1 }
            let summary = Rows(keys: ["kind", "findings"], rows: Finding.Kind.allCases.map { [.string($0.rawValue), .number(Double(counts[$0] ?? 0))] })
            return "# Trellis findings\n\n\(screens.count) screens × \(profiles.count) profiles, \(findings.count) findings.\n\n"
                + summary.rendered(.markdown) + "\n" + rows.rendered(.markdown)
        case .junit:
            return JUnitReport.xml(screens: screens.map(\.name), profiles: profiles.map(\.key), failures: findings)
        }
    }
}

extension CheckReport {
    /// `check --junit FILE`: one testcase per screen × profile, failing where a selected finding is.
    public var junit: String { JUnitReport.xml(screens: screens, profiles: profiles, failures: failures) }
}
