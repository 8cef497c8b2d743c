import Testing
import TrellisLayout

/// `UISV-text-width-disambiguation`: how a horizontal stack shares its width between views of
/// multi-line text (see `StackTextDisambiguation.swift` for UIKit's rule and its sources). Each
/// row spans the iPhone SE's margins: 375 − 2 × 16 = 343 pt.
@Suite struct StackTextDisambiguationTests {
    private static let long = "A label long enough to wrap over several lines of this row, whatever its width"

    private func row(spacing: Int, _ arranged: String) -> String {
        """
        screen: S
        views:
          - stack: row
            axis: horizontal
            spacing: \(spacing)
            alignment: top
            arranged:
        \(arranged)
        constraints:
          - row.top == safeArea.top + 20
          - row.horizontalEdges == margins.horizontalEdges
        """
    }

    @Test func twoWrappingLabelsShareTheRow() throws {
        let result = try layout(row(spacing: 8, """
                  - label: first
                    text: Hi
                    lines: 0
                  - label: second
                    text: \(Self.long)
                    lines: 2
            """), "iphone-se/portrait/L")
        // Each width <= 343 / 2 − 8 / 2 = 167.5 (at 950 and 951); together they fill 343 − 8.
        #expect(result.frame("first").width == 167.5)
        #expect(result.frame("second").x == 16 + 167.5 + 8)
        #expect(result.frame("second").width == 167.5)
        #expect(result.findings(.ambiguous).isEmpty)
    }

    @Test func nestedStacksOfWrappingTextShareTheRow() throws {
        // Two columns, each a title over a wrapping label: the columns are the candidates.
        let result = try layout(row(spacing: 10, """
                  - stack: left
                    axis: vertical
                    arranged:
                      - label: leftTitle
                        text: Sensors
                      - label: leftBody
                        text: \(Self.long)
                        lines: 0
                  - stack: right
                    axis: vertical
                    arranged:
                      - label: rightTitle
                        text: Actions
                      - label: rightBody
                        text: Short text
                        lines: 0
            """), "iphone-se/portrait/L")
        // 343 / 2 − 10 / 2 = 166.5 each (without the shares the long column took 240 of them).
        #expect(result.frame("left").x == 16 && result.frame("left").width == 166.5)
        #expect(result.frame("right").x == 16 + 166.5 + 10)
        #expect(result.frame("right").width == 166.5)
        #expect(result.frame("leftBody").width == 166.5)
    }

    @Test func aHiddenCandidateIsNotCountedInTheShare() throws {
        let result = try layout(row(spacing: 8, """
                  - label: gone
                    text: \(Self.long)
                    lines: 0
                    hidden: true
                  - label: first
                    text: Hi
                    lines: 0
                  - label: second
                    text: \(Self.long)
                    lines: 0
            """), "iphone-se/portrait/L")
        // Two visible candidates of three: shares of 2, (343 − 8) / 2 = 167.5, not of 3.
        #expect(result.frame("gone").width == 0)
        #expect(result.frame("first").width == 167.5)
        #expect(result.frame("second").width == 167.5)
    }

    @Test func aLoneWrappingLabelBesideASwitchKeepsTheRest() throws {
        // rdar://39275811's row: one candidate gets no share (UIKit's older scheme gave it half
        // the row at 759); the switch keeps its 51 pt, the label the rest.
        let result = try layout(row(spacing: 8, """
                  - label: text
                    text: \(Self.long)
                    lines: 0
                  - switch: toggle
            """), "iphone-se/portrait/L")
        #expect(result.frame("toggle").width == 51)
        #expect(result.frame("text").width == 343 - 8 - 51)
    }
}
