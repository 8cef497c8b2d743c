import Foundation
import TrellisLayout

/// The example catalog built into the binary (`examples/` at build time).
///
/// ```swift
/// ExampleCatalog.screens.map(\.path) // ["examples/01-EmailLogin.yaml", …]
/// ```
public enum ExampleCatalog {
    public static var screens: [SourceFile] { EmbeddedResources.exampleScreens.map { SourceFile(path: $0.path, text: $0.text) } }
    public static var components: [SourceFile] { EmbeddedResources.exampleComponents.map { SourceFile(path: $0.path, text: $0.text) } }
    public static var files: [SourceFile] { components + screens }
}

/// What `trellis demo` did and found.
public struct DemoReport: Sendable {
    public var path: String
    public var register: RegisterReport
    public var screens: [String]
    public var components: Int
    public var solve: SolveSummary
    public var devices: Int
    /// Per finding kind: (layouts with it, findings).
    public var kinds: [(kind: Finding.Kind, layouts: Int, findings: Int)]
    public var scrollAtAX3OnSE: [String]
    public var fitAtLOnSE: [String]
    public var emailLoginThreshold: [ThresholdRow]
    /// Where the HTML report was written (`trellis demo` writes it after solving; TrellisReport
    /// depends on this module, so the CLI fills this in).
    public var htmlReport: String?

    public var text: String {
        var lines = ["Trellis demo — catalog \(path)"]
        lines.append("Registered \(screens.count) example screens and \(components) components"
            + (register.catalogRevision.map { " (catalog revision \($0))" } ?? " (already registered)"))
        lines.append(String(format: "Solved %d layouts (%d computed, %d cached) in %.1f s: %d screens × %d devices × portrait × 12 text sizes",
                            solve.layouts, solve.computed, solve.cached, solve.seconds, solve.screens, devices))
        lines.append("")
        lines.append("Findings                 layouts   findings")
        for entry in kinds {
            lines.append(entry.kind.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
                + String(format: "%8d   %8d", entry.layouts, entry.findings))
        }
        lines.append("")
        lines.append("Scroll at AX3 on iphone-se: " + (scrollAtAX3OnSE.isEmpty ? "none" : scrollAtAX3OnSE.joined(separator: ", ")))
        lines.append("Fit without scrolling at L on iphone-se: " + (fitAtLOnSE.isEmpty ? "none" : fitAtLOnSE.joined(separator: ", ")))
        if !emailLoginThreshold.isEmpty {
            lines.append("EmailLogin starts to scroll (portrait, keyboard hidden):")
            for row in emailLoginThreshold {
                lines.append("  " + row.device.padding(toLength: 20, withPad: " ", startingAt: 0)
                    + "scrolls from " + (row.scrollsFrom?.shortName ?? "never").padding(toLength: 6, withPad: " ", startingAt: 0)
                    + "clips from " + (row.clipsFrom?.shortName ?? "never"))
            }
        }
        lines.append("")
        lines.append("Ask it yourself:")
        lines.append("  trellis query scrolls --db \(path) --device iphone-se --text-size AX3")
        lines.append("  trellis query threshold EmailLogin --db \(path)")
        lines.append("  trellis check --db \(path) --fail-on clipped-text --junit trellis-junit.xml")
        if let htmlReport { lines.append("HTML report: \(htmlReport)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Catalog {
    /// `trellis demo`: registers the built-in examples, solves the default profiles, sums up.
    public func demo() throws(TrellisError) -> DemoReport {
        let register = try store.register(ExampleCatalog.files)
        let selection = Selection()
        let (screens, profiles) = try resolve(selection)
        let solve = try service.solve(screens, profiles: profiles)
        let findings = try store.findings(kinds: nil, screens: screens, profiles: profiles, engine: service.engineVersion)
        var kinds: [(Finding.Kind, Int, Int)] = []
        for kind in Finding.Kind.allCases {
            let rows = findings.filter { $0.kind == kind }
            kinds.append((kind, Set(rows.map { "\($0.screen) \($0.profile)" }).count, rows.count))
        }
        let seAX3 = "iphone-se/portrait/AX3", seL = "iphone-se/portrait/L"
        let scrolling = Set(findings.filter { $0.kind == .scrolls && $0.profile == seAX3 }.map(\.screen))
        let scrollingAtL = Set(findings.filter { $0.kind == .scrolls && $0.profile == seL }.map(\.screen))
        let names = screens.map(\.name)
        let threshold = names.contains("EmailLogin") ? try self.threshold(screen: "EmailLogin", selection: selection) : []
        return DemoReport(path: path, register: register, screens: names, components: ExampleCatalog.components.count, solve: solve,
                          devices: Set(profiles.map(\.device.id)).count, kinds: kinds,
                          scrollAtAX3OnSE: names.filter(scrolling.contains), fitAtLOnSE: names.filter { !scrollingAtL.contains($0) },
                          emailLoginThreshold: threshold, htmlReport: nil)
    }
}
