import Foundation
import Mustache
import TrellisCatalog
import TrellisLayout

/// `trellis export --format html --out DIR`: a self-contained report in a folder — `index.html`
/// with a matrix per device and orientation, one page per screen under `screens/` with its
/// wireframes, and `diff.html` when the catalog has two revisions to compare.
///
/// ```swift
/// let written = try HTMLReport(catalog: catalog, selection: Selection()).write(to: "trellis-report")
/// written.index // "trellis-report/index.html"
/// ```
///
/// Every page carries its stylesheet and SVG inline and fetches nothing, so the folder opens from
/// `file://` or a CI artifact viewer as it is.
public struct HTMLReport {
    /// What was written.
    public struct Written: Sendable {
        public var directory: String
        public var index: String
        public var screenPages: [String]
        public var diffPage: String?
    }

    public var catalog: Catalog
    public var selection: Selection

    public init(catalog: Catalog, selection: Selection = Selection()) {
        self.catalog = catalog
        self.selection = selection
    }

    /// Solves what the selection is missing, then writes the pages into `directory` (created if needed).
    @discardableResult
    public func write(to directory: String) throws(TrellisError) -> Written {
        let pages = try render()
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: directory + "/screens", withIntermediateDirectories: true)
            for (path, text) in pages {
                try text.write(toFile: directory + "/" + path, atomically: true, encoding: .utf8)
            }
        } catch {
            throw .usage("--out: cannot write the report into \(directory): \(error.localizedDescription)")
        }
        return Written(directory: directory, index: directory + "/index.html",
                       screenPages: pages.map(\.path).filter { $0.hasPrefix("screens/") }.map { directory + "/" + $0 },
                       diffPage: pages.contains { $0.path == "diff.html" } ? directory + "/diff.html" : nil)
    }

    /// The pages as (path inside the report folder, HTML), index first.
    public func render() throws(TrellisError) -> [(path: String, text: String)] {
        let data = try ReportData(catalog: catalog, selection: selection)
        let render = try Self.renderer()
        let diff = try data.diffPage()
        var pages: [(String, String)] = [("index.html", render(data.indexPage(hasDiff: diff != nil), "index"))]
        for screen in data.screens {
            pages.append((ReportData.pagePath(screen.name), render(try data.screenPage(screen, hasDiff: diff != nil), "screen")))
        }
        if let diff { pages.append(("diff.html", render(diff, "diff"))) }
        return pages
    }

    /// One page by its path (`index.html`, `diff.html`, `screens/NAME.html`), as `render()` gives
    /// it, or nil when the report has no such page. A screen's page reads that screen's layouts
    /// alone, so serving it costs one screen, not the whole report.
    public func page(_ path: String) throws(TrellisError) -> String? {
        guard path.hasPrefix("screens/") else { return try render().first { $0.path == path }?.text }
        let data = try ReportData(catalog: catalog, selection: selection, onlyPage: path)
        guard let screen = data.screens.first(where: { ReportData.pagePath($0.name) == path }) else { return nil }
        return try Self.renderer()(try data.screenPage(screen, hasDiff: try data.hasDiff), "screen")
    }

    /// Renders a page model with one of the report's templates.
    private static func renderer() throws(TrellisError) -> (Any, String) -> String {
        let library: MustacheLibrary
        do { library = try Templates.library() } catch { throw .catalog("report templates do not parse: \(error)") }
        return { model, template in library.render(model, withTemplate: template) ?? "" }
    }
}
