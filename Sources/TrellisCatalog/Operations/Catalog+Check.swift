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
}

extension Catalog {
    /// `trellis check --fail-on KIND[,KIND] [SELECTION]`.
    public func check(failOn kinds: [Finding.Kind], selection: Selection) throws(TrellisError) -> CheckReport {
        let (screens, profiles) = try resolve(selection)
        let failures = try service.findings(kinds: kinds, screens: screens, profiles: profiles)
        return CheckReport(kinds: kinds, screens: screens.map(\.name), profiles: profiles.map(\.key), failures: failures)
    }
}
