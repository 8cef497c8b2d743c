import Foundation
import TrellisCatalog
import TrellisInterfaceBuilder
import TrellisLayout

/// What `import --check-frames` prints: per screen and in total, the count of each view class,
/// the worst offenders, and the document constraints the saved frames contradict (a lint:
/// Xcode's "misplaced views").
struct FrameCheckReport {
    var checks: [FrameCheck]
    var worst: Int

    var totals: FrameCheckTotals { FrameCheckTotals(checks) }

    // MARK: JSON

    var json: JSONValue {
        let totals = totals
        return .object([
            ("screens", .array(checks.map(screenJSON))),
            ("total", .object(counts(compared: totals.compared, within1pt: totals.within1pt, stale: totals.stale, hidden: totals.hidden,
                                     misplaced: totals.misplaced, ambiguous: totals.ambiguous) + [
                ("screens", .number(Double(totals.screens))),
                ("within1ptFraction", .number(rounded(totals.fraction))),
                ("comparedNonText", .number(Double(totals.comparedNonText))),
                ("within1ptNonText", .number(Double(totals.within1ptNonText))),
                ("staleShare", .number(rounded(totals.staleShare))),
                ("worst", .array(totals.offenders.prefix(worst).map { offenderJSON($0, withScreen: true) })),
            ])),
        ])
    }

    private func screenJSON(_ check: FrameCheck) -> JSONValue {
        .object([("screen", .string(check.screen)), ("document", check.source.map { .string($0.description) } ?? .null), ("profile", check.profile.map(JSONValue.string) ?? .null)]
            + counts(compared: check.compared, within1pt: check.within1pt, stale: check.stale, hidden: check.hidden,
                     misplaced: check.misplaced, ambiguous: check.ambiguous)
            + [("worst", .array(check.offenders.prefix(worst).map { offenderJSON($0, withScreen: false) })),
               ("staleConstraints", .array(check.staleConstraints.map(staleJSON)))])
    }

    private func counts(compared: Int, within1pt: Int, stale: Int, hidden: Int, misplaced: Int, ambiguous: Int) -> [(String, JSONValue)] {
        [("compared", .number(Double(compared))), ("within1pt", .number(Double(within1pt))), ("stale", .number(Double(stale))),
         ("hidden", .number(Double(hidden))), ("misplaced", .number(Double(misplaced))), ("ambiguous", .number(Double(ambiguous)))]
    }

    private func offenderJSON(_ o: FrameCheck.Offender, withScreen: Bool) -> JSONValue {
        .object((withScreen ? [("screen", .string(o.screen))] : []) + [
            ("view", .string(o.view)), ("saved", frameJSON(o.saved)), ("solved", frameJSON(o.solved)), ("delta", .number(rounded(o.delta))),
        ])
    }

    private func staleJSON(_ s: StaleConstraint) -> JSONValue {
        .object([("constraint", .string(s.constraint.source)), ("location", .string(s.constraint.location.description)),
                 ("offBy", .number(rounded(s.offBy))), ("views", .array(s.views.map(JSONValue.string)))])
    }

    private func frameJSON(_ f: Frame) -> JSONValue {
        .object([("x", .number(rounded(f.x))), ("y", .number(rounded(f.y))),
                 ("width", .number(rounded(f.width))), ("height", .number(rounded(f.height)))])
    }

    private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    // MARK: Table

    var table: String {
        var out = ""
        for check in checks {
            out += "\(check.screen) at \(check.profile ?? "?"): compared \(check.compared), within1pt \(check.within1pt) "
                + "(\(percent(check.within1pt, check.compared)))" + others(check.stale, check.hidden, check.misplaced, check.ambiguous) + "\n"
            for o in check.offenders.prefix(worst) {
                out += "  \(o.view): saved \(text(o.saved)) solved \(text(o.solved)) off by \(number(o.delta))\n"
            }
            for s in check.staleConstraints {
                out += "  stale: \(s.constraint.location): `\(s.constraint.source)` is off by \(number(s.offBy)) pt in the saved frames "
                    + "(\(s.views.joined(separator: ", ")))\n"
            }
        }
        let t = totals
        out += "total: \(t.screens) screens, \(t.views) views: compared \(t.compared), within1pt \(t.within1pt) "
            + "(\(percent(t.within1pt, t.compared)))" + others(t.stale, t.hidden, t.misplaced, t.ambiguous)
            + "; stale share \(percent(t.stale, t.views)); views not sized by text \(t.within1ptNonText)/\(t.comparedNonText) "
            + "(\(percent(t.within1ptNonText, t.comparedNonText)))\n"
        for o in t.offenders.prefix(worst) {
            out += "  \(o.screen).\(o.view): saved \(text(o.saved)) solved \(text(o.solved)) off by \(number(o.delta))\n"
        }
        return out
    }

    private func others(_ stale: Int, _ hidden: Int, _ misplaced: Int, _ ambiguous: Int) -> String {
        "; stale \(stale), hidden \(hidden), misplaced \(misplaced), ambiguous \(ambiguous)"
    }

    private func percent(_ a: Int, _ b: Int) -> String { b == 0 ? "-" : String(format: "%.1f %%", Double(a) * 100 / Double(b)) }

    private func text(_ f: Frame) -> String { "(\(number(f.x)), \(number(f.y)), \(number(f.width))×\(number(f.height)))" }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }
}
