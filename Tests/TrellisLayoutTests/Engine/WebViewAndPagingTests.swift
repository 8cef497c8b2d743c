import Testing
import TrellisLayout

/// `webView` sized by its page, and `paging` scroll views that count their pages.
@Suite struct WebViewAndPagingTests {
    @Test func aWebViewIsAsTallAsItsDeclaredContentInsideAScrollView() throws {
        let result = try layout("""
            screen: Terms
            views:
              - scroll: scroll
                views:
                  - webView: page
                    contentHeight: 1200
            constraints:
              - scroll.edges == safeArea.edges
              - page.edges == scroll.content.edges
              - page.width == scroll.frame.width
            """, "iphone-se/portrait/L")
        // The page's 1,200 pt make the content; the scroll view shows 647 of them.
        #expect(result.frame("page").height == 1200)
        #expect(result.scrollViews["scroll"]?.contentHeight == 1200)
        #expect(result.findings(.scrolls).map(\.amount) == [553])
    }

    @Test func aWebViewWithoutContentHeightHasNoIntrinsicSize() throws {
        let result = try layout("""
            screen: Web
            views:
              - webView: page
            constraints:
              - page.edges == safeArea.edges
            """, "iphone-se/portrait/L")
        #expect(result.frame("page") == Frame(x: 0, y: 20, width: 375, height: 647))
    }

    /// A pager of `pages` pages, each `pageWidth` wide, in a scroll view as wide as the screen.
    private func pager(pageWidth: String) -> String {
        """
        screen: Pager
        views:
          - scroll: pager
            paging: true
            views:
              - view: page1
              - view: page2
              - view: page3
        constraints:
          - pager.top == safeArea.top
          - pager.horizontalEdges == root.horizontalEdges
          - pager.height == 300
          - "H:|[page1][page2][page3]|"
          - page1.verticalEdges == pager.content.verticalEdges
          - page2.verticalEdges == pager.content.verticalEdges
          - page3.verticalEdges == pager.content.verticalEdges
          - page1.height == pager.frame.height
          - page1.width == \(pageWidth)
          - page2.width == page1.width
          - page3.width == page1.width
        """
    }

    @Test func aPagingScrollViewCountsWholePages() throws {
        let message = try #require(layout(pager(pageWidth: "pager.frame.width"), "iphone-se/portrait/L").findings(.scrolls).first?.message)
        #expect(message.contains("it pages: 3 pages of 375 pt"), "\(message)")
        #expect(!message.contains("the last only"))
    }

    @Test func aPagingScrollViewSaysWhenTheLastPageFallsShort() throws {
        // Three pages of 300 pt make 900 pt of content: two full 375 pt pages and 150 pt.
        let message = try #require(layout(pager(pageWidth: "300"), "iphone-se/portrait/L").findings(.scrolls).first?.message)
        #expect(message.contains("3 pages of 375 pt, the last only 150 pt"), "\(message)")
    }
}
