import Foundation
import Testing
import TrellisLayout
@testable import TrellisCatalog

@Suite("Solver service")
struct ServiceTests {
    @Test("solves what is missing once; a second solve takes everything from the cache")
    func cache() throws {
        let folder = TemporaryDirectory()
        let solver = CountingSolver()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: solver, jobs: 2)
        _ = try catalog.store.register([Files.screen("A"), Files.screen("B")])
        let first = try catalog.solve(Selection())
        #expect(first.computed == 2 * 132 && first.cached == 0)
        let second = try catalog.solve(Selection())
        #expect(second.computed == 0 && second.cached == 2 * 132)
        #expect(solver.layoutsSolved == 2 * 132)
    }

    @Test("a changed component re-solves only the screens that use it")
    func invalidation() throws {
        let folder = TemporaryDirectory()
        let solver = CountingSolver()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: solver)
        _ = try catalog.store.register([Files.button(), Files.screen("A", component: "Button"), Files.screen("B")])
        _ = try catalog.solve(Selection())
        _ = try catalog.store.register([Files.button(minimumHeight: 50)])
        let summary = try catalog.solve(Selection())
        #expect(summary.computed == 132)
        #expect(solver.layoutsSolved(for: "A") == 2 * 132)
        #expect(solver.layoutsSolved(for: "B") == 132)
    }

    @Test("another engine version is another cache key")
    func engineVersion() throws {
        let folder = TemporaryDirectory()
        let path = folder.path("c.sqlite")
        let old = try Catalog(path: path, solver: CountingSolver(version: "1"))
        _ = try old.store.register([Files.screen("A")])
        _ = try old.solve(Selection())
        let new = try Catalog(path: path, solver: CountingSolver(version: "2"))
        #expect(try new.solve(Selection()).computed == 132)
    }

    @Test("findings are rows: query them with SQL")
    func findingsAsRows() throws {
        let folder = TemporaryDirectory()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: CountingSolver())
        _ = try catalog.store.register([Files.screen("A")])
        let rows = try catalog.query([.scrolls], selection: try Selection(device: "iphone-se", textSize: "AX5"))
        #expect(rows.map(\.profile) == ["iphone-se/portrait/AX5"])
        let sql = try catalog.store.read { db in
            try db.rows("SELECT screen, profile, kind, views FROM current_findings WHERE profile = 'iphone-se/portrait/AX5'")
        }
        #expect(sql.count == 1)
        #expect(sql.first?.string(3) == "[\"scroll\"]")
    }

    @Test("diff reports the findings that appeared between two revisions")
    func diff() throws {
        let folder = TemporaryDirectory()
        let catalog = try Catalog(path: folder.path("c.sqlite"), solver: CountingSolver())
        _ = try catalog.store.register([Files.screen("A")])
        _ = try catalog.store.register([Files.button(), Files.screen("A", component: "Button")])
        let selection = try Selection(device: "iphone-se")
        let before = Set(try catalog.service.findings(kinds: nil, screens: try catalog.store.screens(atCatalogRevision: 1),
                                                      profiles: try selection.profiles(.builtIn)).map(\.profile))
        let after = Set(try catalog.query(nil, selection: selection).map(\.profile))
        let report = try catalog.diff(from: nil, to: nil, selection: selection)
        #expect(report.from == 1 && report.to == 2)
        #expect(Set(report.rows.filter { $0.change == .appeared }.map(\.finding.profile)) == after.subtracting(before))
        #expect(report.rows.allSatisfy { $0.change == .appeared })
        #expect(!report.rows.isEmpty)
    }
}
