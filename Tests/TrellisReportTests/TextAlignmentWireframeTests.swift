import Foundation
import Testing
import TrellisLayout
@testable import TrellisReport

/// `textAlignment` places each drawn line as UIKit does: natural at the leading edge (mirrored in
/// right-to-left layouts), left and right where they say, centre in the middle.
@Suite("text alignment in wireframes")
struct TextAlignmentWireframeTests {
    /// The `x` of the first drawn line of a 200 pt wide label at x = 20.
    private func firstLineX(_ alignment: String, rtl: Bool = false) throws -> (x: Double, width: Double) {
        let yaml = """
            screen: S
            views:
              - label: title
                text: Hi
                textAlignment: \(alignment)
            constraints:
              - title.top == safeArea.top
              - title.left == root.left + 20
              - title.width == 200
            """
        let screen = try ScreenFile.parse(yaml, path: "S.yaml").screen
        let profile = try Profile(key: "iphone-se/portrait/L" + (rtl ? "+rtl" : ""))
        let svg = Wireframe(screen: screen, profile: profile, result: LayoutEngine().layout(screen, profile: profile)).svg.markup
        let text = try #require(svg.range(of: "<text x=\"").map { svg[$0.upperBound...] })
        let x = try #require(Double(text.prefix { $0 != "\"" }))
        let lengthStart = try #require(text.range(of: "textLength=\"")?.upperBound)
        let width = try #require(Double(text[lengthStart...].prefix { $0 != "\"" }))
        return (x, width)
    }

    @Test func eachAlignmentPlacesTheLineWhereUIKitDoes() throws {
        let natural = try firstLineX("natural")
        #expect(natural.x == 20)
        #expect(try firstLineX("left").x == 20)
        // The picture rounds coordinates to 1/100 pt.
        #expect(try abs(firstLineX("right").x - (220 - natural.width)) < 0.01)
        #expect(try abs(firstLineX("center").x - (20 + (200 - natural.width) / 2)) < 0.01)
    }

    @Test func naturalMirrorsInRightToLeftAndLeftDoesNot() throws {
        let natural = try firstLineX("natural", rtl: true)
        #expect(abs(natural.x - (220 - natural.width)) < 0.01)
        #expect(try firstLineX("left", rtl: true).x == 20)
    }
}
