import Testing
import TrellisLayout

/// Navigation bars, toolbars and tab bars: placed as UIKit places them, and the safe area of the
/// rest of the screen ends at them.
@Suite struct BarTests {
    private let screen = """
        screen: S
        views:
          - navigationBar: nav
          - label: title
            text: Title
          - tabBar: tabs
          - button: go
            title: Continue
        constraints:
          - title.top == safeArea.top + 8
          - title.leading == safeArea.leading + 16
          - go.bottom == safeArea.bottom - 8
          - go.centerX == root.centerX
          - go.width == 200
          - go.height == 44
        """

    @Test func barsSitWhereUIKitPutsThemAndTheSafeAreaEndsAtThem() throws {
        let result = try layout(screen, "iphone-14/portrait/L")
        // Under the 47 pt status bar, 44 tall; the tab bar 49 pt over the 34 pt home indicator.
        #expect(result.frame("nav") == rect(0, 47, 390, 44))
        #expect(result.frame("tabs") == rect(0, 844 - 83, 390, 83))
        #expect(result.frame("title").y == 47 + 44 + 8)
        #expect(result.frame("go").maxY == 844 - 83 - 8)
        #expect(result.findings(.obscured).isEmpty && result.findings(.overlap).isEmpty)
    }

    @Test func barsAreShorterInLandscapeOnCompactPhones() throws {
        let result = try layout(screen, "iphone-14/landscape/L")
        #expect(result.frame("nav").height == 32)
        #expect(result.frame("tabs") == rect(0, 390 - 21 - 32, 844, 53))
    }

    @Test func contentPinnedToTheScreenTopLiesUnderTheNavigationBar() throws {
        let underBar = screen.replacingOccurrences(of: "title.top == safeArea.top + 8", with: "title.top == root.top + 60")
        let finding = try #require(try layout(underBar, "iphone-14/portrait/L").findings(.obscured).first)
        #expect(finding.views == ["title"])
        // The safe area starts at 47 + 44 = 91.
        #expect(finding.amount == 31 && finding.message.contains("under the navigation bar"))
    }
}
