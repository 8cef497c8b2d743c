import Testing
import TrellisLayout

/// `overlap`: text and controls drawn over each other.
@Suite struct OverlapTests {
    private func screen(_ views: String, _ constraints: String) -> String {
        "screen: S\nviews:\n" + views + "constraints:\n" + constraints
    }

    private let twoLabels = "  - label: a\n    text: First\n  - label: b\n    text: Second\n"

    @Test func textOverTextIsAnOverlapByTheSeparationNeeded() throws {
        let result = try layout(screen(twoLabels, "  - a.top == safeArea.top + 20\n  - a.leading == safeArea.leading + 16\n"
                                       + "  - b.top == a.top + 10\n  - b.leading == a.leading\n"), "iphone-se/portrait/L")
        let finding = try #require(result.findings(.overlap).first)
        #expect(finding.views == ["a", "b"])
        // Both are one body line, 20.5 pt tall (20.29 rounded up to pixels): 10.5 pt in common vertically.
        #expect(finding.amount == 10.5)
        #expect(finding.message.contains("text over text") && finding.message.contains("a.bottom <= b.top - 8"))
    }

    @Test func aHairlineTouchIsNoOverlap() throws {
        let result = try layout(screen(twoLabels, "  - a.top == safeArea.top + 20\n  - a.leading == safeArea.leading + 16\n"
                                       + "  - b.top == a.bottom - 1\n  - b.leading == a.leading\n"), "iphone-se/portrait/L")
        #expect(result.findings(.overlap).isEmpty)
    }

    @Test func aLabelOnABackgroundImageIsAnIntentionalOverlay() throws {
        let views = "  - image: photo\n    size: {width: 300, height: 200}\n  - label: caption\n    text: Hello\n"
            + "  - label: badge\n    text: '3'\n"
        let result = try layout(screen(views, "  - photo.top == safeArea.top\n  - photo.leading == safeArea.leading\n"
                                       + "  - caption.center == photo.center\n  - badge.top == photo.top\n  - badge.trailing == photo.trailing\n"),
                                "iphone-se/portrait/L")
        #expect(result.findings(.overlap).isEmpty)
    }

    @Test func theCopyBlockPinnedBelowTheButtonsTopRunsUnderIt() throws {
        let result = try layoutExample("07-CopyOverButton.yaml", "iphone-se/portrait/AX3")
        let finding = try #require(result.findings(.overlap).first)
        #expect(finding.views == ["body", "start.button"] && finding.amount == 16)
        #expect(finding.message.contains("text and a control"))
        // While the copy fits it is centred, far above the button: nothing to report.
        #expect(try layoutExample("07-CopyOverButton.yaml", "iphone-se/portrait/L").findings(.overlap).isEmpty)
        // The seed article's corrected constraint (05-Onboarding) never overlaps.
        #expect(try layoutExample("05-Onboarding.yaml", "iphone-se/portrait/AX3").findings(.overlap).isEmpty)
    }
}
