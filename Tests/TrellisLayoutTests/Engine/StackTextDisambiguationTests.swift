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

    /// An arranged label of `lines` lines (0: unlimited).
    private func wrapping(_ id: String, _ text: String, lines: Int = 0, hidden: Bool = false) -> String {
        "      - label: \(id)\n        text: \(text)\n        lines: \(lines)\n        hidden: \(hidden)"
    }

    @Test func twoWrappingLabelsShareTheRow() throws {
        let result = try layout(row(spacing: 8, wrapping("first", "Hi") + "\n" + wrapping("second", Self.long, lines: 2)),
                                "iphone-se/portrait/L")
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
        let arranged = [wrapping("gone", Self.long, hidden: true), wrapping("first", "Hi"), wrapping("second", Self.long)]
        let result = try layout(row(spacing: 8, arranged.joined(separator: "\n")), "iphone-se/portrait/L")
        // Two visible candidates of three: shares of 2, (343 − 8) / 2 = 167.5, not of 3.
        #expect(result.frame("gone").width == 0)
        #expect(result.frame("first").width == 167.5)
        #expect(result.frame("second").width == 167.5)
    }

    @Test func aLoneWrappingLabelBesideASwitchKeepsTheRest() throws {
        // rdar://39275811's row: one candidate gets no share (UIKit's older scheme gave it half
        // the row at 759); the switch keeps its size (a 49 pt alignment rectangle, its 51 pt frame
        // reaching 2 pt past it), the label the rest.
        let result = try layout(row(spacing: 8, wrapping("text", Self.long) + "\n      - switch: toggle"), "iphone-se/portrait/L")
        #expect(result.frame("toggle").width == 51)
        #expect(result.frame("text").width == 343 - 8 - 49)
    }
}
