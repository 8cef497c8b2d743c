import Foundation
import Testing
@testable import TrellisLayout

/// The hostile inputs of the robustness issue that HostileInputTests does not already cover:
/// huge files on disk, 10,000-deep nesting of every YAML kind, extreme and non-numbers, priorities
/// at and past the ends of the range, thousands of views, cycles through components. Each one
/// is a FormatError naming file:line:col, or a correct answer.
@Suite struct HostileValueTests {
    private func constraintError(_ constraint: String) -> FormatError? {
        FormatTest.error("screen: S\nviews:\n  - view: a\n  - view: b\nconstraints:\n  - \(constraint)\n")
    }

    // MARK: size and nesting

    @Test func fiftyMegabyteFileIsRejectedFromItsSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-huge-\(UUID().uuidString).yaml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("screen: S\n".utf8)))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 50 * 1024 * 1024)   // sparse: the test itself stays small
        try handle.close()
        #expect { try LayoutFile.parse(contentsOf: url) } throws: { error in
            let error = error as! FormatError
            return error.location == TrellisLayout.SourceLocation(file: url.path, line: 1, column: 1)
                && error.message == "file is 52428800 bytes; the limit is 5242880 bytes"
        }
    }

    @Test func deepBlockMappingsAreBounded() {
        // Block indentation grows with depth: 10,000 levels would be 50 MB, past the size
        // limit; 3,000 (4.5 MB) reach the scan.
        var text = "screen: S\ntags:\n"
        for level in 0..<3_000 { text += String(repeating: " ", count: level + 2) + "a:\n" }
        let error = FormatTest.error(text)
        #expect(error?.message.contains("nesting deeper than 256 levels") == true)
        #expect(error?.location.line == 258)   // line 2 holds level 1
    }

    @Test func tenThousandDeepFlowMappingsAreBounded() {
        let text = "screen: S\ntags: " + String(repeating: "{a: ", count: 10_000) + String(repeating: "}", count: 10_000) + "\n"
        expectFormatError(FormatTest.error(text), at: FormatTest.at(2, 4 * 255 + 7), "nesting deeper than 256 levels")
    }

    @Test func tenThousandDeepMixedNestingIsBounded() {
        let text = "screen: S\ntags:\n" + String(repeating: "- [", count: 10_000) + "x" + String(repeating: "]", count: 10_000) + "\n"
        #expect(FormatTest.error(text)?.message.contains("nesting deeper than 256 levels") == true)
    }

    @Test func aLongLineOfKeysIsRejectedWithoutQuadraticWork() {
        // 4 MB on one line: the scan must not walk back to the line start for every value.
        let text = "screen: S\ndescription: " + String(repeating: "a: ", count: 1_300_000) + "\n"
        #expect(FormatTest.error(text)?.location.line == 2)
    }

    // MARK: numbers

    @Test func extremeAndNonNumbersInConstraintsAreErrors() {
        expectFormatError(constraintError("a.width == 1e308"), at: FormatTest.at(6, 16), "out of range")
        expectFormatError(constraintError("a.width == -1e308"), at: FormatTest.at(6, 17), "out of range")
        expectFormatError(constraintError("a.width == b.width * 1e308"), at: FormatTest.at(6, 26), "out of range")
        expectFormatError(constraintError("a.width == NaN"), at: FormatTest.at(6, 16), "finite number")
        expectFormatError(constraintError("a.width == nan"), at: FormatTest.at(6, 16), "finite number")
        expectFormatError(constraintError("a.width == inf"), at: FormatTest.at(6, 16), "finite number")
        #expect(constraintError("a.width == .nan") != nil)
        #expect(constraintError("a.width == .inf") != nil)
    }

    @Test func extremeAndNonNumbersInPropertiesAreErrors() {
        func spacing(_ value: String) -> FormatError? {
            FormatTest.error("screen: S\nviews:\n  - stack: s\n    spacing: \(value)\n")
        }
        expectFormatError(spacing("1e308"), at: FormatTest.at(4, 14), "out of range")
        expectFormatError(spacing(".nan"), at: FormatTest.at(4, 14), "spacing")
        expectFormatError(spacing(".NaN"), at: FormatTest.at(4, 14), "spacing")
        expectFormatError(spacing(".inf"), at: FormatTest.at(4, 14), "spacing")
        expectFormatError(spacing("-.inf"), at: FormatTest.at(4, 14), "spacing")
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - label: l\n    lines: 1e308\n"), at: FormatTest.at(4, 12), "out of range")
    }

    @Test func negativeZeroIsZero() throws {
        let specs = try FormatTest.constraints(["a.width == -0", "a.height == b.height * -0.0 + 5"])
        #expect(specs[0].constant == 0)
        #expect(specs[1].multiplier == 0)
        let screen = try FormatTest.screen("screen: S\nviews:\n  - stack: s\n    spacing: -0\n")
        #expect(screen.views[0].properties.spacing == 0)
    }

    // MARK: priorities

    @Test func prioritiesOutsideOneToAThousandAreErrors() {
        expectFormatError(constraintError("a.width == 10 @0"), at: FormatTest.at(6, 20), "between 1 and 1000, found 0")
        expectFormatError(constraintError("a.width == 10 @1001"), at: FormatTest.at(6, 20), "between 1 and 1000, found 1001")
        expectFormatError(constraintError("a.width == 10 @-1"), at: FormatTest.at(6, 20))
        expectFormatError(constraintError("a.width == 10 @nan"), at: FormatTest.at(6, 20))
        let hugging = FormatTest.error("screen: S\nviews:\n  - label: l\n    hugging: 1001\n")
        expectFormatError(hugging, at: FormatTest.at(4, 14), "between 1 and 1000, found 1001")
    }

    @Test func fractionalPriorityIsKept() throws {
        let specs = try FormatTest.constraints(["a.width == 10 @999.5", "a.width == 20 @1", "a.width == 30 @1000"])
        #expect(specs.map(\.priority) == [999.5, 1, 1000])
    }

    // MARK: many views, cycles

    @Test func fiveThousandViewsAreFineAndOneMoreIsNot() throws {
        let views = (0..<5_000).map { "  - view: v\($0)\n" }.joined()
        #expect(try FormatTest.screen("screen: S\nviews:\n" + views).allViews.count == 5_000)
        let error = FormatTest.error("screen: S\nviews:\n" + views + "  - view: extra\n")
        expectFormatError(error, at: FormatTest.at(5_003, 5), "more than 5000 views")
    }

    @Test func thousandsOfConstrainedViewsLayOut() throws {
        let count = 2_000
        var text = "screen: S\nviews:\n" + (0..<count).map { "  - view: v\($0)\n" }.joined() + "constraints:\n"
        text += "  - v0.top == root.top\n"
        for i in 0..<count {
            text += "  - v\(i).leading == root.leading\n  - v\(i).width == 100\n  - v\(i).height == 1\n"
            if i > 0 { text += "  - v\(i).top == v\(i - 1).bottom\n" }
        }
        let screen = try FormatTest.screen(text)
        let result = LayoutEngine().layout(screen, profile: try Profile(key: "iphone-se/portrait/L"))
        #expect(result.frames["v1999"] == Frame(x: 0, y: 1999, width: 100, height: 1))
    }

    @Test func aComponentCycleIsAnErrorNotARecursion() {
        let a = "component: A\nviews:\n  - component: B\n    id: b\n"
        let b = "component: B\nviews:\n  - component: A\n    id: a\n"
        let error = FormatTest.error("screen: S\nviews:\n  - component: A\n    id: x\n", components: [a, b])
        #expect(error?.message.contains("component cycle") == true)
    }

    @Test func aRequiredConstraintCycleThroughComponentsIsABrokenConstraint() throws {
        // Each Box pins its inner view's width to the instance's; the screen closes the loop
        // with widths that cannot all hold: the solver breaks one, it does not spin.
        let box = "component: Box\nviews:\n  - view: inner\nconstraints:\n  - inner.width == self.width\n"
        let text = """
            screen: S
            views:
              - component: Box
                id: one
              - component: Box
                id: two
            constraints:
              - one.inner.width == two.width + 10
              - two.inner.width == one.width + 10
            """
        let screen = try FormatTest.screen(text + "\n", components: [box])
        let result = LayoutEngine().layout(screen, profile: try Profile(key: "iphone-se/portrait/L"))
        #expect(result.findings.contains { $0.kind == .brokenConstraint })
    }
}
