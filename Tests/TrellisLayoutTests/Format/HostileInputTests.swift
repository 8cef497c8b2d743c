import Foundation
import Testing
@testable import TrellisLayout

/// Hostile or broken input ends in a FormatError with a location, never a crash or a hang.
@Suite struct FormatHostileInputTests {
    @Test func billionLaughsIsRejectedAtTheFirstAnchor() {
        var text = "screen: S\ndescription: x\nviews: []\ntags:\n  - &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 0..<9 {
            let previous = level == 0 ? "a" : "a\(level - 1)"
            text += "  - &a\(level) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        expectFormatError(FormatTest.error(text), at: FormatTest.at(5, 5), "anchors")
    }

    @Test func aliasInsideAComplexKeyIsRejectedBeforeYamsHashesIt() {
        let text = "screen: S\nviews:\n  - view: a\n    ? [*x, *x]\n    : 1\n"
        expectFormatError(FormatTest.error(text), at: FormatTest.at(4, 8), "aliases")
    }

    @Test func asteriskInsideAConstraintIsNotAnAlias() throws {
        let specs = try FormatTest.constraints(["a.width == b.width *0.5"])
        #expect(specs[0].multiplier == 0.5)
        let plain = "screen: S\nviews:\n  - view: a\n  - view: b\nconstraints:\n  - a.width == b.width *2\n"
        #expect(try FormatTest.screen(plain).constraints[0].multiplier == 2)
    }

    @Test func asterisksInBlockAndQuotedTextAreText() throws {
        let text = "screen: S\nviews:\n  - label: a\n    text: |\n      *bold* & more\n      &amp\n  - label: b\n    text: \"*not an alias*\"\n"
        let screen = try FormatTest.screen(text)
        #expect(screen.views[0].properties.text == "*bold* & more\n&amp\n")
        #expect(screen.views[1].properties.text == "*not an alias*")
    }

    @Test func deepFlowNestingIsBounded() {
        let text = "screen: S\ntags: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        expectFormatError(FormatTest.error(text), at: FormatTest.at(2, 262), "nesting deeper than 256")
    }

    @Test func deepBlockNestingIsBounded() {
        let text = "screen: S\ntags:\n" + String(repeating: "- ", count: 50_000) + "x\n"
        #expect(FormatTest.error(text)?.message.contains("nesting deeper than") == true)
    }

    @Test func viewNestingDeeperThan64IsAnError() {
        var text = "screen: S\nviews:\n"
        var indent = "  "
        for level in 0..<70 {
            text += "\(indent)- view: v\(level)\n\(indent)  views:\n"
            indent += "    "
        }
        text += "\(indent)- view: last\n"
        expectFormatError(FormatTest.error(text), at: FormatTest.at(131, 261), "views nested deeper than 64 levels")
    }

    @Test func viewNestingOf64IsFine() throws {
        var text = "screen: S\nviews:\n"
        var indent = "  "
        for level in 0..<63 {
            text += "\(indent)- view: v\(level)\n\(indent)  views:\n"
            indent += "    "
        }
        text += "\(indent)- view: last\n"
        #expect(try FormatTest.screen(text).allViews.count == 64)
    }

    @Test func componentFanOutIsStoppedByTheViewLimit() {
        let leaf = "component: D\nviews:\n" + (0..<10).map { "  - view: v\($0)\n" }.joined()
        func fan(_ name: String, _ child: String) -> String {
            "component: \(name)\nviews:\n" + (0..<10).map { "  - component: \(child)\n    id: i\($0)\n" }.joined()
        }
        let screen = "screen: S\nviews:\n  - component: A\n    id: a\n"
        let error = FormatTest.error(screen, components: [leaf, fan("C", "D"), fan("B", "C"), fan("A", "B")])
        #expect(error?.message.contains("more than 5000 views") == true)
    }

    @Test func fileSizeLimit() {
        var options = FormatOptions()
        options.limits.maxFileBytes = 100
        let text = "screen: S\ndescription: " + String(repeating: "x", count: 200) + "\n"
        expectFormatError(FormatTest.error(text, options: options), at: FormatTest.at(1, 1), "limit is 100 bytes")
    }

    @Test func nulByteIsAnError() {
        expectFormatError(FormatTest.error("screen: S\ndescription: a\u{0}b\n"), at: FormatTest.at(2, 15), "NUL byte")
    }

    @Test func invalidUTF8IsAnError() {
        var data = Data("screen: S\ndescription: caf".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        #expect { try LayoutFile.parse(data: data, path: "Bad.yaml") } throws: { error in
            let error = error as! FormatError
            return error.location == TrellisLayout.SourceLocation(file: "Bad.yaml", line: 2, column: 17)
                && error.message.contains("invalid UTF-8")
        }
    }

    @Test func emptyFileIsAnError() {
        expectFormatError(FormatTest.error("# nothing\n"), at: FormatTest.at(1, 1), "empty file")
    }

    @Test func longExpressionIsAnError() {
        let line = "a.width == " + String(repeating: "b.width + ", count: 500) + "1"
        #expect(FormatTest.error("screen: S\nviews:\n  - view: a\nconstraints:\n  - \(line)\n")?.message.contains("longer than") == true)
    }

    @Test func multipleDocumentsAreAnError() {
        #expect(FormatTest.error("screen: S\n---\nscreen: T\n")?.message.contains("YAML syntax error") == true)
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab:-[]{}&*!|>'\"# \n\t.=@()%?,0123456789viewscreenlabel")
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 0..<120, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            _ = FormatTest.error("screen: S\n" + text)
            _ = FormatTest.error(text)
        }
    }
}

@Suite struct FormatLimitTests {
    @Test func yamlValueCountIsBoundedBeforeYamsBuildsTheTree() {
        var options = FormatOptions()
        options.limits.maxYAMLNodes = 10
        let text = "screen: S\ntags: [a, b, c, d, e, f, g, h, i, j, k]\n"
        expectFormatError(FormatTest.error(text, options: options), at: FormatTest.at(2, 26), "more than 10 YAML values")
    }

    @Test func viewCountPerFileIsBounded() {
        var options = FormatOptions()
        options.limits.maxViews = 3
        let text = "screen: S\nviews:\n" + (0..<5).map { "  - view: v\($0)\n" }.joined()
        expectFormatError(FormatTest.error(text, options: options), at: FormatTest.at(6, 5), "more than 3 views")
    }

    @Test func constraintCountIsBoundedAfterExpansion() {
        var options = FormatOptions()
        options.limits.maxConstraints = 6
        let text = "screen: S\nviews:\n  - view: a\n  - view: b\nconstraints:\n  - a.edges == b.edges\n  - a.edges == b.edges\n"
        expectFormatError(FormatTest.error(text, options: options), at: FormatTest.at(7, 5), "more than 6 constraints")
    }
}

@Suite struct FormatMagnitudeTests {
    @Test func hugeConstantsAreOutOfRange() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: a\nconstraints:\n  - a.width == 1e300\n"),
                          at: FormatTest.at(5, 16), "out of range")
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - stack: a\n    spacing: 1e12\n"),
                          at: FormatTest.at(4, 14), "out of range")
    }

    @Test func tinyDivisorsAreOutOfRange() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: a\n  - view: b\nconstraints:\n  - a.width == b.width / 1e-9\n"),
                          at: FormatTest.at(6, 26), "out of range")
    }
}
