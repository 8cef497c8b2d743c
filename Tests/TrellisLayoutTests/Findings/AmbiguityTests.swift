import Testing
import TrellisLayout

/// `ambiguous`: what the constraints leave open, said by axis, view and the constraints that tie.
@Suite struct AmbiguityTests {
    @Test func aLabelWithNoHorizontalConstraintIsAmbiguousHorizontally() throws {
        let result = try layout("screen: S\nviews:\n  - label: title\n    text: Hi\nconstraints:\n  - title.top == safeArea.top\n",
                                "iphone-se/portrait/L")
        let finding = try #require(result.findings(.ambiguous).first)
        #expect(result.findings(.ambiguous).count == 1)
        #expect(finding.views == ["title"])
        #expect(finding.message.contains("horizontally") && finding.message.contains("nothing places title"))
    }

    @Test func aBoxWithOnlyASizeIsAmbiguousOnBothAxes() throws {
        let result = try layout("screen: S\nviews:\n  - view: box\nconstraints:\n  - box.size == 40\n", "iphone-se/portrait/L")
        #expect(result.findings(.ambiguous).map(\.views) == [["box"], ["box"]])
        #expect(result.findings(.ambiguous).map { $0.message.hasPrefix("box not determined horizontally") }.first == true)
    }

    @Test func anEqualTieNamesTheAxisTheViewsAndTheTiedConstraints() throws {
        let yaml = """
            screen: S
            views:
              - view: a
              - view: b
              - view: fixed
            constraints:
              - a.leading == root.leading
              - b.leading == a.trailing
              - b.trailing == root.trailing
              - a.width == 100 @750
              - b.width == 100 @750
              - a.verticalEdges == safeArea.verticalEdges
              - b.verticalEdges == safeArea.verticalEdges
              - fixed.size == 10
              - fixed.center == root.center
            """
        let findings = try layout(yaml, "iphone-se/portrait/L").findings(.ambiguous)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        // `fixed` is fully determined and stays out.
        #expect(finding.views == ["a", "b"])
        #expect(finding.message.contains("horizontally") && finding.message.contains("tie at priority 750")
            && finding.message.contains("'a.width == 100 @750'") && finding.message.contains("'b.width == 100 @750'"))
    }

    @Test func pagesPinnedToTheContentTopOnlyAreScrollableContentSizeAmbiguityNotUnreachable() throws {
        let yaml = """
            screen: S
            views:
              - scroll: pager
                views:
                  - view: page1
                  - view: page2
            constraints:
              - pager.edges == root.edges
              - page1.top == pager.content.top
              - page2.top == pager.content.top
              - page1.height == pager.frame.height
              - page2.height == pager.frame.height
              - page1.width == pager.frame.width
              - page2.width == pager.frame.width
              - page1.leading == pager.content.leading
              - page2.leading == page1.trailing
              - page2.trailing == pager.content.trailing
            """
        let result = try layout(yaml, "iphone-se/portrait/L")
        #expect(result.findings(.unreachable).isEmpty)
        #expect(result.findings(.ambiguous).map(\.views) == [["pager"]])
        #expect(result.findings(.ambiguous).first?.message.contains("height of pager's content") == true)
        // The determined axis still scrolls: two pages, one frame wide.
        #expect(result.findings(.scrolls).map(\.amount) == [375])
    }

    @Test func aChainPinnedToTheContentsLeftOnlyIsAmbiguousAcross() throws {
        let yaml = """
            screen: S
            views:
              - scroll: strip
                views:
                  - label: a
                    text: One
                  - view: b
            constraints:
              - strip.edges == root.edges
              - a.left == strip.content.left + 16
              - b.left == a.right + 8
              - b.width == 200
              - a.verticalEdges == strip.content.verticalEdges
              - b.verticalEdges == strip.content.verticalEdges
              - a.height == strip.frame.height
            """
        let result = try layout(yaml, "iphone-se/portrait/L")
        // All of it is on screen: nothing is unreachable, whatever width the solver gave the content.
        #expect(result.frame("b").maxX < 375)
        #expect(result.findings(.unreachable).isEmpty)
        #expect(result.findings(.ambiguous).map(\.views) == [["strip"]])
        #expect(result.findings(.ambiguous).first?.message.contains("width of strip's content") == true)
    }

    @Test func aFullyConstrainedScrollViewIsNotListed() throws {
        let result = try layoutExample("01-EmailLogin.yaml", "iphone-se/portrait/AX3")
        #expect(result.findings(.ambiguous).isEmpty)
    }
}
