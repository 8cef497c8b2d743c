import Testing
import TrellisLayout

/// UIStackView's translation, with numbers worked out by hand from UIKit's rules.
@Suite struct StackViewTests {
    private func stack(_ attributes: String, _ arranged: String, pin: String = "  - s.width == 300") -> String {
        """
        screen: S
        views:
          - stack: s
        \(attributes.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            arranged:
        \(arranged.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        constraints:
          - s.top == root.top
          - s.leading == root.leading
        \(pin)
        """
    }

    @Test func fillStretchesTheViewWithTheLowestHugging() throws {
        let result = try layout(stack("axis: horizontal\nspacing: 10", """
            - image: a
              size: {width: 50, height: 20}
            - image: b
              size: {width: 80, height: 30}
              hugging: {h: 200}
            """), "iphone-se/portrait/L")
        // b hugs at 200 < a's 251, so b takes the 300 − 50 − 10; the row is as tall as the
        // tallest compression resistance asks (30), which beats a's vertical hugging.
        #expect(result.frame("a") == rect(0, 0, 50, 30))
        #expect(result.frame("b") == rect(60, 0, 240, 30))
    }

    @Test func fillEquallySplitsTheRemainderAfterSpacing() throws {
        let result = try layout(stack("axis: horizontal\nspacing: 10\ndistribution: fillEqually", """
            - image: a
              size: {width: 10, height: 10}
            - image: b
              size: {width: 10, height: 10}
            - image: c
              size: {width: 10, height: 10}
            """), "iphone-se/portrait/L")
        // (300 − 2 × 10) / 3 = 93.333
        #expect(result.frame("a").width == 93.333)
        #expect(result.frame("b").x == 103.333)
        #expect(result.frame("c").x == 206.667)
    }

    @Test func fillProportionallySharesByIntrinsicWidth() throws {
        let result = try layout(stack("axis: horizontal\ndistribution: fillProportionally", """
            - image: a
              size: {width: 50, height: 10}
            - image: b
              size: {width: 150, height: 10}
            """, pin: "  - s.width == 400"), "iphone-se/portrait/L")
        // 50 : 150 of 400
        #expect(result.frame("a").width == 100)
        #expect(result.frame("b") == rect(100, 0, 300, 10))
    }

    @Test func fillProportionallySharesAPlainViewByItsFixedSize() throws {
        let result = try layout(stack("axis: vertical\nspacing: 10\ndistribution: fillProportionally", """
            - image: a
              size: {width: 10, height: 30}
            - view: b
            - image: c
              size: {width: 10, height: 40}
            """, pin: "  - s.width == 300\n  - b.height == 76"), "iphone-se/portrait/L")
        // b has no intrinsic height; its share is the height it is held at, so the column is
        // 30 + 76 + 40 plus two spacings and every view keeps its size (a share of 0 would leave
        // the column no finite height that fits the shares).
        #expect(result.frame("a") == rect(0, 0, 300, 30))
        #expect(result.frame("b") == rect(0, 40, 300, 76))
        #expect(result.frame("c") == rect(0, 126, 300, 40))
        #expect(result.frame("s").height == 166)
    }

    @Test func fillProportionallySharesAViewByTheIntrinsicSizePairItIsHeldAt() throws {
        let result = try layout(stack("axis: vertical\ndistribution: fillProportionally", """
            - image: a
              size: {width: 10, height: 30}
            - view: b
            """, pin: "  - s.width == 300\n  - s.height == 100\n  - b.height >= 20 @750\n  - b.height <= 20 @250"),
            "iphone-se/portrait/L")
        // The pair is how UIKit writes an intrinsic height (and the importer a control's): b's
        // share is 20 of 50, so of 100 pt a gets 60 and b 40.
        #expect(result.frame("a") == rect(0, 0, 300, 60))
        #expect(result.frame("b") == rect(0, 60, 300, 40))
    }

    @Test func fillProportionallySharesNestedStacksByTheirFittingWidth() throws {
        let result = try layout(stack("axis: horizontal\ndistribution: fillProportionally", """
            - stack: left
              axis: horizontal
              spacing: 20
              arranged:
                - image: a
                  size: {width: 30, height: 10}
                - image: b
                  size: {width: 50, height: 10}
            - stack: right
              axis: horizontal
              arranged:
                - image: c
                  size: {width: 120, height: 10}
            """, pin: "  - s.width == 400"), "iphone-se/portrait/L")
        // A stack has no intrinsic size, but its row fits in 30 + 20 + 50 = 100: 100 : 120 of 400.
        #expect(result.frame("left").width == 181.818)
        #expect(result.frame("right") == rect(181.818, 0, 218.182, 10))
    }

    @Test func fillProportionallySharesANestedStackByTheLengthsItsViewsAreHeldAt() throws {
        let result = try layout(stack("axis: vertical\ndistribution: fillProportionally\nspacing: 10", """
            - image: a
              size: {width: 10, height: 30}
            - stack: column
              axis: vertical
              spacing: 4
              arranged:
                - image: b
                  size: {width: 10, height: 14}
                - image: c
                  size: {width: 10, height: 34}
            """, pin: "  - s.width == 300\n  - c.height == 45"), "iphone-se/portrait/L")
        // Inside the column c is laid out at its required 45, not its intrinsic 34: the column
        // fits 14 + 4 + 45 = 63, so the free stack is 30 + 10 + 63 and nothing is squeezed
        // (sharing by 52 left b 3 pt tall).
        #expect(result.frame("column") == rect(0, 40, 300, 63))
        #expect(result.frame("b").height == 14)
        #expect(result.frame("s").height == 103)
    }

    @Test func equalSpacingPadsTheGapsEvenly() throws {
        let result = try layout(stack("axis: horizontal\ndistribution: equalSpacing", """
            - image: a
              size: {width: 50, height: 10}
            - image: b
              size: {width: 50, height: 10}
            - image: c
              size: {width: 50, height: 10}
            """), "iphone-se/portrait/L")
        // (300 − 150) / 2 = 75 between neighbours
        #expect(result.frame("b").x == 125)
        #expect(result.frame("c").x == 250)
    }

    @Test func equalCenteringSpacesTheCentres() throws {
        let result = try layout(stack("axis: horizontal\ndistribution: equalCentering", """
            - image: a
              size: {width: 20, height: 10}
            - image: b
              size: {width: 60, height: 10}
            - image: c
              size: {width: 20, height: 10}
            """), "iphone-se/portrait/L")
        // centres at 10 and 290, so the middle one's centre is at 150
        #expect(result.frame("b").x == 120)
        #expect(result.frame("c").x == 280)
    }

    @Test(arguments: [("center", 10.0), ("top", 0.0), ("bottom", 20.0), ("fill", 0.0)])
    func alignmentPlacesTheShorterViewAcrossTheAxis(alignment: String, y: Double) throws {
        let result = try layout(stack("axis: horizontal\nalignment: \(alignment)", """
            - image: small
              size: {width: 10, height: 20}
            - image: tall
              size: {width: 10, height: 40}
            """, pin: ""), "iphone-se/portrait/L")
        // the stack is as tall as its tallest view; the spanner hugs it at 51
        #expect(result.frame("s").height == 40)
        #expect(result.frame("small").y == y)
        #expect(result.frame("small").height == (alignment == "fill" ? 40 : 20))
        #expect(result.findings(.ambiguous).isEmpty)
    }

    @Test func firstBaselineAlignsTextOfDifferentSizes() throws {
        let result = try layout(stack("axis: horizontal\nalignment: firstBaseline\nspacing: 8", """
            - label: big
              text: Big
              style: largeTitle
            - label: small
              text: small
              style: footnote
            """, pin: ""), "iphone-se/portrait/L")
        let big = Font(style: .largeTitle, category: .l), small = Font(style: .footnote, category: .l)
        // baselines meet: the small label sits lower by the difference of the baseline offsets
        #expect(abs(result.frame("small").y - (big.baselineOffset - small.baselineOffset)) < 0.01)
        #expect(result.frame("big").y == 0)
    }

    @Test func hiddenArrangedViewCollapsesWithItsSpacing() throws {
        let result = try layout(stack("axis: horizontal\nspacing: 10", """
            - image: a
              size: {width: 50, height: 10}
            - image: b
              size: {width: 50, height: 10}
              hidden: true
            - image: c
              size: {width: 50, height: 10}
            """, pin: ""), "iphone-se/portrait/L")
        #expect(result.frame("b").width == 0)
        #expect(result.frame("c").x == 60)
        #expect(result.frame("s").width == 110)
    }

    @Test func marginsRelativeArrangementInsetsByTheStacksMargins() throws {
        let result = try layout(stack("axis: vertical\nmarginsRelative: true", """
            - image: a
              size: {width: 50, height: 20}
            """, pin: ""), "iphone-se/portrait/L")
        #expect(result.frame("a") == rect(8, 8, 50, 20))
        #expect(result.frame("s") == rect(0, 0, 66, 36))
    }

    @Test func verticalStackChainsTopToBottom() throws {
        let result = try layout(stack("axis: vertical\nspacing: 4", """
            - image: a
              size: {width: 50, height: 20}
            - image: b
              size: {width: 50, height: 30}
            """, pin: ""), "iphone-se/portrait/L")
        #expect(result.frame("b").y == 24)
        #expect(result.frame("s").height == 54)
    }

    @Test func axisVariantTurnsTheRowIntoAColumnAtAccessibilitySizes() throws {
        let yaml = stack("axis: horizontal\nwhen:\n  - if: textSize >= AX1\n    axis: vertical", """
            - image: a
              size: {width: 50, height: 20}
            - image: b
              size: {width: 50, height: 20}
            """, pin: "")
        #expect(try layout(yaml, "iphone-se/portrait/XXXL").frame("b") == rect(50, 0, 50, 20))
        #expect(try layout(yaml, "iphone-se/portrait/AX1").frame("b") == rect(0, 20, 50, 20))
    }

    @Test func rightToLeftArrangesFromTheRight() throws {
        let result = try layout(stack("axis: horizontal", """
            - image: a
              size: {width: 50, height: 10}
            - image: b
              size: {width: 50, height: 10}
            """, pin: ""), "iphone-se/portrait/L+rtl")
        // leading is the right edge: the stack hangs from x = 375 and a comes first from the right
        #expect(result.frame("a").x == 325)
        #expect(result.frame("b").x == 275)
    }
}
