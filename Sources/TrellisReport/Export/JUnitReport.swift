import Foundation
import TrellisCatalog
import TrellisLayout

/// JUnit XML as CI servers read it (Jenkins, GitLab, GitHub annotations): `testsuites` →
/// one `testsuite` per screen → one `testcase` per profile (`name` the trait key, `classname`
/// the screen), with one `failure` listing that layout's failing findings.
///
/// ```swift
/// let xml = JUnitReport.xml(screens: ["EmailLogin"], profiles: ["iphone-se/portrait/AX3"], failures: rows)
/// ```
public enum JUnitReport {
    public static func xml(screens: [String], profiles: [String], failures: [FindingRow], suiteName: String = "trellis") -> String {
        var byCase: [String: [String: [FindingRow]]] = [:]
        for row in failures { byCase[row.screen, default: [:]][row.profile, default: []].append(row) }
        let totalFailures = screens.reduce(0) { $0 + (byCase[$1]?.count ?? 0) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(suiteName))\" tests=\"\(screens.count * profiles.count)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for screen in screens {
            let failing = byCase[screen] ?? [:]
            out += "  <testsuite name=\"\(escape(screen))\" tests=\"\(profiles.count)\" failures=\"\(failing.count)\" errors=\"0\" skipped=\"0\">\n"
            for profile in profiles {
                out += "    <testcase name=\"\(escape(profile))\" classname=\"\(escape(screen))\" time=\"0\""
                if let rows = failing[profile] {
                    let kinds = Array(Set(rows.map(\.kind.rawValue))).sorted().joined(separator: ",")
                    let summary = rows.map { "\($0.kind.rawValue): \($0.message)" }.joined(separator: "; ")
                    out += ">\n      <failure type=\"\(escape(kinds))\" message=\"\(escape(summary))\">"
                    out += escape(rows.map { row in
                        "\(row.kind.rawValue) [\(row.views.joined(separator: ", "))]" + (row.amount.map { " \(JSONValue.number($0).serialized()) pt" } ?? "") + ": \(row.message)"
                    }.joined(separator: "\n"))
                    out += "</failure>\n    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case _ where scalar.value < 0x20 && scalar != "\t": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
