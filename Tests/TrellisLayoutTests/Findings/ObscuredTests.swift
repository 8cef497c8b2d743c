import Testing
import TrellisLayout

/// `obscured`: content drawn outside the safe area, where the system's bars and cut-outs cover it.
@Suite struct ObscuredTests {
    private func screen(_ constraints: String, views: String = "  - label: title\n    text: Hello\n") -> String {
        "screen: S\nviews:\n" + views + "constraints:\n" + constraints
    }

    @Test func aLabelUnderTheStatusBarIsObscuredByWhatLiesUnderIt() throws {
        // iphone-se: the status bar is the top 20 pt; the label starts 4 pt down.
        let result = try layout(screen("  - title.top == root.top + 4\n  - title.leading == safeArea.leading + 16\n"),
                                "iphone-se/portrait/L")
        let finding = try #require(result.findings(.obscured).first)
        #expect(finding.views == ["title"] && finding.amount == 16)
        #expect(finding.message.contains("status bar") && finding.message.contains("title.top >= safeArea.top"))
    }

    @Test func aBackgroundViewUnderTheStatusBarIsNoFinding() throws {
        let views = "  - view: background\n  - label: title\n    text: Hello\n"
        let result = try layout(screen("  - background.edges == root.edges\n  - title.top == safeArea.top\n"
                                       + "  - title.leading == safeArea.leading + 16\n", views: views), "iphone-16/portrait/L")
        #expect(result.findings(.obscured).isEmpty)
    }

    @Test func aBackgroundImageWithTextOnItIsNoFinding() throws {
        let views = "  - image: photo\n    size: {width: 400, height: 300}\n  - label: caption\n    text: Hello\n"
        let result = try layout(screen("  - photo.top == root.top\n  - photo.horizontalEdges == root.horizontalEdges\n"
                                       + "  - caption.bottom == photo.bottom - 8\n  - caption.leading == safeArea.leading + 16\n",
                                       views: views), "iphone-16/portrait/L")
        #expect(result.findings(.obscured).isEmpty)
    }

    @Test func aPictureAloneUnderTheDynamicIslandIsObscured() throws {
        let views = "  - image: logo\n    size: {width: 80, height: 80}\n"
        let result = try layout(screen("  - logo.top == root.top + 10\n  - logo.centerX == root.centerX\n", views: views),
                                "iphone-16/portrait/L")
        // iphone-16: the safe area starts 59 pt down (status bar and Dynamic Island).
        #expect(result.findings(.obscured).map(\.amount) == [49])
        #expect(result.findings(.obscured).first?.message.contains("Dynamic Island") == true)
    }

    @Test func aButtonOnTheHomeIndicatorIsObscured() throws {
        let views = "  - button: go\n    title: Go\n"
        let result = try layout(screen("  - go.bottom == root.bottom\n  - go.horizontalEdges == safeArea.horizontalEdges\n"
                                       + "  - go.height == 50\n", views: views), "iphone-16/portrait/L")
        let finding = try #require(result.findings(.obscured).first)
        #expect(finding.amount == 34 && finding.message.contains("home indicator"))
    }

    @Test func aLabelAtTheScreenEdgeInLandscapeIsObscuredByTheNotchSide() throws {
        let result = try layout(screen("  - title.top == safeArea.top + 8\n  - title.leading == root.leading\n"),
                                "iphone-14/landscape/L")
        // iphone-14 in landscape: 47 pt of safe-area inset on each side.
        let finding = try #require(result.findings(.obscured).first)
        #expect(finding.amount == 47 && finding.message.contains("notch"))
    }

    @Test func scrollContentIsJudgedAtRestWithTheAdjustedInsets() throws {
        let scroll = """
              - scroll: scroll
                views:
                  - label: title
                    text: Hello
            """ + "\n"
        let constraints = "  - scroll.edges == root.edges\n  - title.top == scroll.content.top\n"
            + "  - title.leading == scroll.content.leading\n  - title.bottom == scroll.content.bottom\n"
            + "  - title.trailing == scroll.content.trailing\n"
        // Vertically UIKit always insets the content below the status bar: nothing to report.
        #expect(try layout(screen(constraints, views: scroll), "iphone-se/portrait/L").findings(.obscured).isEmpty)
        // Across it insets only scrollable content: a label narrower than the frame stays under the notch.
        let landscape = try layout(screen(constraints, views: scroll), "iphone-14/landscape/L")
        #expect(landscape.findings(.obscured).map(\.amount) == [47])
    }

    @Test func theCentredLoginSlidesUnderTheStatusBarOnTheFirstSEAtAX3WithTheKeyboard() throws {
        let result = try layoutExample("06-CentredLogin.yaml", "iphone-se-1/portrait/AX3+keyboard")
        // Each field is its 40 pt body line, 48 on the 2× grid, + 9.5 = 57.5 tall (the line rounded
        // up + 13 made 61): the form is 7 pt shorter about its centre, its top 3.5 lower, at 5.5.
        #expect(result.frame("heading").y == 5.5)
        #expect(result.findings(.obscured).map(\.views) == [["heading"]])
        #expect(result.findings(.obscured).map(\.amount) == [14.5])
        #expect(try layoutExample("06-CentredLogin.yaml", "iphone-se-1/portrait/AX2+keyboard").findings(.obscured).isEmpty)
        #expect(try layoutExample("06-CentredLogin.yaml", "iphone-se-1/portrait/AX3").findings(.obscured).isEmpty)
    }
}
