import Testing
import TrellisLayout

@Suite struct ScrollViewTests {
    private let tall = """
        screen: S
        views:
          - scroll: scroll
            views:
              - view: content
        constraints:
          - scroll.edges == root.edges
          - content.edges == scroll.content.edges
          - content.width == scroll.frame.width
          - content.height == 1000
        """

    @Test func contentGuideEdgesDefineTheContentSize() throws {
        let scroll = try #require(try layout(tall, "iphone-se/portrait/L").scrollViews["scroll"])
        #expect(scroll.contentWidth == 375 && scroll.contentHeight == 1000)
    }

    @Test func safeAreaOverlapIsAnAdjustedInset() throws {
        let result = try layout(tall, "iphone-se/portrait/L")
        // 667 − 20 (status bar) visible
        #expect(result.scrollViews["scroll"]?.visibleHeight == 647)
        #expect(result.findings(.scrolls).map(\.amount) == [353])
    }

    @Test func keyboardOverlapIsAnAdjustedInsetWhenShown() throws {
        let result = try layout(tall, "iphone-se/portrait/L+keyboard")
        // 667 − 20 (status bar) − 260 (keyboard)
        #expect(result.scrollViews["scroll"]?.visibleHeight == 387)
    }

    @Test func contentThatFitsDoesNotScroll() throws {
        let result = try layout(tall.replacingOccurrences(of: "content.height == 1000", with: "content.height == 600"),
                                "iphone-se/portrait/L")
        #expect(result.scrolls == false)
        #expect(result.findings(.scrolls).isEmpty)
    }

    @Test func subviewsSitInContentCoordinatesAtOffsetZero() throws {
        let result = try layout(tall, "iphone-se/portrait/L")
        #expect(result.frame("content") == rect(0, 0, 375, 1000))
        #expect(result.findings(.unreachable).isEmpty)
    }
}
