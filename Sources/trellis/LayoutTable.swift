import TrellisCatalog
import TrellisLayout

/// A layout result as tables of frames, scroll views and findings (table, csv or markdown).
enum LayoutTable {
    /// `device`, when given, is named in the title: which phone the profile's id stands for.
    static func render(_ result: LayoutResult, format: OutputFormat, device: Device? = nil) -> String {
        // A title line for people; csv and markdown stay machine-readable.
        let named = device.map { " — \($0.name)" } ?? ""
        var out = format == .table
            ? "\(result.screen) at \(result.profile)\(named) (engine \(result.engine))\(result.scrolls ? " — scrolls" : "")\n\n" : ""
        let frames = Rows(keys: ["view", "x", "y", "width", "height"], rows: result.frames.keys.sorted().map { id in
            let frame = result.frames[id]!
            return [.string(id), .number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)]
        })
        out += frames.rendered(format, color: Terminal.color)
        if !result.scrollViews.isEmpty {
            let scrolls = Rows(keys: ["scrollView", "contentWidth", "contentHeight", "visibleWidth", "visibleHeight", "vertical", "horizontal"],
                               rows: result.scrollViews.keys.sorted().map { id in
                let scroll = result.scrollViews[id]!
                return [.string(id), .number(scroll.contentWidth), .number(scroll.contentHeight), .number(scroll.visibleWidth),
                        .number(scroll.visibleHeight), .bool(scroll.scrollsVertically), .bool(scroll.scrollsHorizontally)]
            })
            out += "\n" + scrolls.rendered(format, color: Terminal.color)
        }
        let findings = Rows(keys: ["kind", "views", "amount", "message"], rows: result.findings.map { finding in
            [.string(finding.kind.rawValue), .array(finding.views.map { .string($0) }),
             finding.amount.map { .number($0) } ?? .null, .string(finding.message)]
        })
        return out + "\n" + findings.rendered(format, color: Terminal.color)
    }
}
