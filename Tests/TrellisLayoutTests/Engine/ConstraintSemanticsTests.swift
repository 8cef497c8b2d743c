import Testing
import TrellisLayout

/// Auto Layout's own rules: guides, direction, priorities, conflicts, ambiguity, text.
@Suite struct ConstraintSemanticsTests {
    private func screen(_ views: String, _ constraints: String) -> String {
        "screen: S\nviews:\n" + views.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            + "\nconstraints:\n" + constraints.split(separator: "\n").map { "  - " + $0 }.joined(separator: "\n")
    }

    @Test func safeAreaFollowsDeviceAndOrientation() throws {
        let yaml = screen("- view: v", "v.edges == safeArea.edges")
        // iPhone 14: 390 × 844, status bar 47, home indicator 34; landscape 47 a side, 21 below
        #expect(try layout(yaml, "iphone-14/portrait/L").frame("v") == rect(0, 47, 390, 763))
        #expect(try layout(yaml, "iphone-14/landscape/L").frame("v") == rect(47, 0, 750, 369))
        #expect(try layout(yaml, "iphone-se/portrait/L").frame("v") == rect(0, 20, 375, 647))
    }

    @Test func rootMarginsAre16InCompactAnd20InRegularWidth() throws {
        let yaml = screen("- view: v", "v.edges == margins.edges")
        #expect(try layout(yaml, "iphone-se/portrait/L").frame("v") == rect(16, 20, 343, 647))
        #expect(try layout(yaml, "ipad/portrait/L").frame("v").x == 20)
    }

    /// `preservesSuperviewLayoutMargins`: a margin grows by the least that keeps content inside the
    /// superview's margins as well, down a chain of preserving views; a view inset further than the
    /// superview's margin keeps its own.
    @Test func preservingViewsKeepContentInsideTheSuperviewsMargins() throws {
        let yaml = screen("""
            - view: card
              preservesSuperviewMargins: true
              views:
                - view: inner
                  preservesSuperviewMargins: true
                  views:
                    - view: text
            - view: plain
              views:
                - view: plainText
            - view: inset
              preservesSuperviewMargins: true
              views:
                - view: insetText
            """, """
            card.horizontalEdges == root.horizontalEdges
            card.top == root.top
            card.height == 100
            inner.leading == card.leading + 4
            inner.trailing == card.trailing
            inner.verticalEdges == card.verticalEdges
            text.horizontalEdges == inner.margins.horizontalEdges
            text.verticalEdges == inner.verticalEdges
            plain.horizontalEdges == root.horizontalEdges
            plain.top == card.bottom
            plain.height == 100
            plainText.horizontalEdges == plain.margins.horizontalEdges
            plainText.verticalEdges == plain.verticalEdges
            inset.leading == root.leading + 20
            inset.trailing == root.trailing
            inset.top == plain.bottom
            inset.height == 100
            insetText.horizontalEdges == inset.margins.horizontalEdges
            insetText.verticalEdges == inset.verticalEdges
            """)
        let se = try layout(yaml, "iphone-se/portrait/L")
        // Root margins are 16 on a 375-wide phone: inner sits 4 in, so its margin becomes 12.
        #expect(se.frame("text") == rect(16, 0, 343, 100))
        #expect(se.frame("plainText") == rect(8, 100, 359, 100))
        #expect(se.frame("insetText") == rect(28, 200, 331, 100))
        // 20 on a 414-wide one.
        #expect(try layout(yaml, "iphone-11/portrait/L").frame("text") == rect(20, 0, 374, 100))
    }

    @Test func readableGuideCapsTheWidthOnIPad() throws {
        let yaml = screen("- view: v", "v.horizontalEdges == readable.horizontalEdges\nv.top == root.top\nv.height == 10")
        #expect(try layout(yaml, "ipad-pro-12-9/landscape/L").frame("v").width == 672)
        #expect(try layout(yaml, "iphone-se/portrait/L").frame("v").width == 343)
    }

    @Test func keyboardGuideTopIsTheKeyboardsTopWhenShown() throws {
        let yaml = screen("- view: v", "v.top == root.top\nv.bottom == keyboard.top\nv.horizontalEdges == root.horizontalEdges")
        #expect(try layout(yaml, "iphone-se/portrait/L").frame("v").height == 667)
        #expect(try layout(yaml, "iphone-se/portrait/L+keyboard").frame("v").height == 667 - 260)
        #expect(try layout(yaml, "iphone-14/portrait/L").frame("v").height == 844 - 34)
    }

    @Test func leadingAndTrailingFlipInRightToLeft() throws {
        let yaml = screen("- view: a", "a.leading == root.leading + 16\na.top == root.top\na.size == 100")
        #expect(try layout(yaml, "iphone-se/portrait/L").frame("a").x == 16)
        #expect(try layout(yaml, "iphone-se/portrait/L+rtl").frame("a").x == 375 - 16 - 100)
    }

    @Test func visualFormatLanguageLaysOutARow() throws {
        let result = try layout(screen("- view: a\n- view: b", """
            "H:|-16-[a(100)]-8-[b]-16-|"
            "V:|[a(10)]"
            "V:|[b(10)]"
            """), "iphone-se/portrait/L")
        #expect(result.frame("a") == rect(16, 0, 100, 10))
        #expect(result.frame("b") == rect(124, 0, 235, 10))
    }

    @Test func oneHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let result = try layout(screen("- view: a", """
            a.top == root.top
            a.leading == root.leading
            a.height == 10
            a.width == 100 @751
            a.width == 200 @750
            a.width == 210 @750
            a.width == 220 @750
            """), "iphone-se/portrait/L")
        #expect(result.frame("a").width == 100)
    }

    @Test func conflictingRequiredConstraintIsBrokenAndNamed() throws {
        let result = try layout(screen("- view: a", """
            a.top == root.top
            a.leading == root.leading
            a.height == 10
            a.width == 100
            a.width == 200 as tooWide
            """), "iphone-se/portrait/L")
        #expect(result.frame("a").width == 100)
        let broken = try #require(result.findings(.brokenConstraint).first)
        #expect(broken.views == ["a"])
        #expect(broken.message.contains("broke 'tooWide'"))
        #expect(broken.message.contains("a.width == 100"))
    }

    @Test func underconstrainedViewIsAmbiguous() throws {
        let result = try layout(screen("- view: a\n- view: b", """
            a.edges == root.edges
            b.top == root.top
            b.leading == root.leading
            """), "iphone-se/portrait/L")
        // No width and no height: one finding per axis, each naming b alone.
        #expect(result.findings(.ambiguous).map(\.views) == [["b"], ["b"]])
    }

    @Test func multiLineLabelTakesItsHeightFromTheWidthItGets() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let result = try layout(screen("- label: l\n  text: \(text)\n  lines: 0", """
            l.top == root.top
            l.leading == root.leading
            l.width == 100
            """), "iphone-se/portrait/L")
        let expected = TextMeasurer.measure(text, font: Font(style: .body, category: .l), maxLines: 0, width: 100, scale: 2)
        #expect(expected.lineCount > 2)
        #expect(result.frame("l").height == expected.size.height)
        #expect(result.findings(.clippedText).isEmpty)
    }

    @Test func oneLineLabelNarrowerThanItsTextClips() throws {
        let result = try layout(screen("- label: l\n  text: A label far too long for fifty points", """
            l.top == root.top
            l.leading == root.leading
            l.width == 50
            """), "iphone-se/portrait/L")
        let clipped = try #require(result.findings(.clippedText).first)
        #expect(clipped.views == ["l"])
        #expect((clipped.amount ?? 0) > 100)
    }

    @Test func switchAtItsNaturalSizeIsNoSmallTargetAndButtonsSizeFromTheirTitle() throws {
        let result = try layout(screen("- switch: toggle\n- button: go\n  title: Go\n  style: caption2\n- button: more\n  title: Read more", """
            toggle.top == root.top
            toggle.leading == root.leading
            go.top == toggle.bottom
            go.leading == root.leading
            more.top == go.bottom
            more.leading == root.leading
            """), "iphone-se/portrait/L")
        #expect(result.frame("toggle").width == 51 && result.frame("toggle").height == 31)
        // 31 pt tall is over the 28 pt minimum hit region, as Xcode's audit has it. A caption "Go" is
        // as wide as an empty button (30) but 14 + 12 = 26 pt tall, under it.
        #expect(result.findings(.smallTarget).map(\.views) == [["go"]])
        #expect(result.frame("go").width == 30 && result.frame("go").height == 26)
        #expect(result.frame("more").width == TextMeasurer.measure("Read more", font: Font(style: .body, category: .l), maxLines: 1, width: nil, scale: 2).size.width)
    }

    @Test func viewBelowTheScreenIsUnreachable() throws {
        let result = try layout(screen("- view: a", """
            a.top == root.bottom - 10
            a.leading == root.leading
            a.size == 50
            """), "iphone-se/portrait/L")
        #expect(result.findings(.unreachable).map(\.amount) == [40])
    }

    @Test func anEmptyNonScrollingTextViewIsOneLineTallPlusItsInsets() throws {
        let result = try layout(screen("- textView: notes\n  scrollEnabled: false", """
            notes.top == root.top
            notes.horizontalEdges == root.horizontalEdges
            """), "iphone-se/portrait/L")
        // The caret's line: body at L rounded to the pixel (20.29 → 20.5), plus 8 pt above and below.
        #expect(result.frame("notes").height == 36.5)
    }

    /// TextKit gives every line fragment the font's leading, the last one too (a label's last line
    /// has none): body at L is 22 pt a line, so two lines and the insets are 2 × 22 + 16.
    @Test func aTextViewsLinesAreEachAsTallAsTheStylesLeading() throws {
        let result = try layout(screen("- textView: notes\n  scrollEnabled: false\n  text: \"One\\nTwo\"\n- label: twin\n  lines: 0\n  text: \"One\\nTwo\"", """
            notes.top == root.top
            notes.horizontalEdges == root.horizontalEdges
            twin.top == notes.bottom
            twin.horizontalEdges == root.horizontalEdges
            """), "iphone-se/portrait/L")
        #expect(result.frame("notes").height == 60)
        // The label: 20.29 + 22 = 42.29, rounded up to the pixel.
        #expect(result.frame("twin").height == 42.5)
    }

    /// Text rounds up to the device's pixels: body at L (20.29 pt) is 20.5 on a 2× iPhone SE and
    /// 61 / 3 on a 3× iPhone 15, two lines 42.5 and 127 / 3.
    @Test func textRoundsUpToTheDevicesPixelGrid() throws {
        let file = screen("- label: one\n  text: Body\n- label: two\n  lines: 0\n  text: \"One\\nTwo\"", """
            one.top == root.top
            one.leading == root.leading
            two.top == one.bottom
            two.leading == root.leading
            """)
        let twoX = try layout(file, "iphone-se/portrait/L")
        #expect(twoX.frame("one").height == 20.5 && twoX.frame("two").height == 42.5)
        let threeX = try layout(file, "iphone-15/portrait/L")
        // Frames carry three decimals.
        #expect(abs(threeX.frame("one").height - 61.0 / 3) < 1e-3 && abs(threeX.frame("two").height - 127.0 / 3) < 1e-3)
    }
}
