import Testing
import TrellisLayout

/// A `.fill` stack settles ties of hugging and compression resistance by arranged order: the
/// earlier view gives way first (see `StackTieBreaking.swift` for the evidence).
@Suite struct StackTieTests {
    private func row(_ first: String, _ second: String, distribution: String = "fill") -> String {
        """
        screen: S
        views:
          - stack: row
            axis: horizontal
            distribution: \(distribution)
            spacing: 8
            arranged:
              - label: first
                text: \(first)
              - label: second
                text: \(second)
          - button: go
            title: Continue
        constraints:
          - row.top == safeArea.top + 20
          - row.horizontalEdges == margins.horizontalEdges
          - go.top == row.bottom + 20
          - go.centerX == root.centerX
        """
    }

    @Test func tiedCompressionResistanceCompressesTheEarlierViewAndIsNotAmbiguous() throws {
        let result = try layout(row("A rather long first label that needs room", "And a second label that also wants room"),
                                "iphone-se/portrait/L")
        #expect(result.findings(.ambiguous).isEmpty)
        #expect(result.findings(.clippedText).map(\.views) == [["first"]])
        // The second keeps its natural width; the first takes what is left of the 343 pt row.
        #expect(result.frame("first").width + 8 + result.frame("second").width == 343)
    }

    @Test func tiedHuggingStretchesTheEarlierView() throws {
        let result = try layout(row("One", "Two"), "iphone-se/portrait/L")
        #expect(result.findings(.ambiguous).isEmpty)
        #expect(result.frame("first").width > result.frame("second").width)
        #expect(result.frame("second").width < 40)
    }

    @Test func aTieOutsideAFillStackIsLeftAlone() throws {
        // equalSpacing puts spacers between views that hug their text: the labels keep their size.
        let result = try layout(row("One", "Two", distribution: "equalSpacing"), "iphone-se/portrait/L")
        #expect(result.frame("first").width < 40 && result.frame("second").width < 40)
    }
}
