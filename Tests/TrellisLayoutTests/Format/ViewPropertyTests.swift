import Testing
@testable import TrellisLayout

/// Every view type with its properties, as the table of SCREEN-FORMAT.md lists them.
@Suite struct FormatViewPropertyTests {
    func view(_ yaml: String) throws -> ViewNode {
        try #require(try FormatTest.screen("screen: S\nviews:\n" + yaml).views.first)
    }

    @Test func labelProperties() throws {
        let label = try view("""
          - label: title
            text: Hello
            style: title1
            lines: 0
            font: {size: 17, weight: semibold}
        """)
        #expect(label.kind == .label)
        #expect(label.properties == ViewProperties(text: "Hello", style: .title1, lines: 0,
                                                   font: FixedFont(size: 17, weight: .semibold)))
    }

    @Test func fontWeightDefaultsToRegular() throws {
        #expect(try view("  - label: l\n    font: {size: 12}\n").properties.font == FixedFont(size: 12, weight: .regular))
    }

    @Test func fontFamilyIsOneOfIOSsOwnFaces() throws {
        #expect(try view("  - label: l\n    font: {size: 27, weight: semibold, family: Avenir Next}\n").properties.font
            == FixedFont(size: 27, weight: .semibold, family: .avenirNext))
    }

    @Test func anUnknownFontFamilyNamesItsPlaceAndTheKnownFamilies() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - label: l\n    font: {size: 17, family: Comic Sans}\n"),
                          at: FormatTest.at(4, 30), "unknown font family 'Comic Sans'", "expected one of Arial, Avenir, Avenir Next")
    }

    @Test func buttonTextFieldTextViewImageSwitch() throws {
        #expect(try view("  - button: b\n    title: Go\n    style: headline\n").properties == ViewProperties(title: "Go", style: .headline))
        #expect(try view("  - textField: f\n    text: a\n    placeholder: p\n    style: body\n").properties
            == ViewProperties(text: "a", placeholder: "p", style: .body))
        #expect(try view("  - textView: t\n    text: long\n    scrollEnabled: false\n").properties
            == ViewProperties(text: "long", scrollEnabled: false))
        #expect(try view("  - image: i\n    size: {width: 40, height: 30}\n").properties.imageSize == Size(width: 40, height: 30))
        #expect(try view("  - switch: s\n").kind == .switch)
    }

    @Test func stackProperties() throws {
        let stack = try view("""
          - stack: s
            axis: vertical
            distribution: equalSpacing
            alignment: firstBaseline
            spacing: 12.5
            marginsRelative: true
            arranged:
              - view: a
              - label: b
        """)
        #expect(stack.properties == ViewProperties(axis: .vertical, distribution: .equalSpacing, alignment: .firstBaseline,
                                                   spacing: 12.5, marginsRelative: true))
        #expect(stack.children.map(\.id) == ["a", "b"])
    }

    @Test func commonProperties() throws {
        let node = try view("""
          - view: v
            hidden: true
            hugging: {h: 251, v: high}
            compression: {v: 999.5}
            margins: {top: 4, leading: 16, bottom: 4, trailing: 16}
            interactive: false
            accessibilityLabel: Card
        """)
        #expect(node.properties == ViewProperties(
            hidden: true, hugging: AxisPriorities(horizontal: 251, vertical: 750),
            compression: AxisPriorities(vertical: 999.5),
            margins: DirectionalInsets(top: 4, leading: 16, bottom: 4, trailing: 16),
            interactive: false, accessibilityLabel: "Card"))
    }

    @Test func scrollAndViewNestChildren() throws {
        let scroll = try view("  - scroll: s\n    views:\n      - view: content\n        views:\n          - label: l\n")
        #expect(scroll.children.map(\.id) == ["content"])
        #expect(scroll.children[0].children.map(\.id) == ["l"])
    }

    @Test func variantsOverrideInOrder() throws {
        let node = try view("""
          - label: l
            lines: 1
            when:
              - if: textSize >= AX1
                lines: 0
              - if: keyboard
                hidden: true
        """)
        #expect(node.variants.map(\.condition) == [.textSize(.greaterOrEqual, .ax1), .keyboard])
        #expect(node.variants.map(\.properties) == [ViewProperties(lines: 0), ViewProperties(hidden: true)])
        let traits = Traits(device: "iphone-se", orientation: .portrait, textSize: .ax2, keyboard: true, rtl: false,
                            horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let resolved = node.resolvedProperties(in: traits)
        #expect(resolved.hidden == true && resolved.lines == 0)
    }

    @Test func propertiesOfAnotherTypeAreUnknownKeys() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - button: b\n    text: Go\n"), at: FormatTest.at(4, 5),
                    "unknown key 'text' in button 'b'", "expected one of button, title, style")
    }

    @Test func variantsCannotHaveChildren() {
        let yaml = "screen: S\nviews:\n  - view: v\n    when:\n      - if: rtl\n        views: []\n"
        expectFormatError(FormatTest.error(yaml), at: FormatTest.at(6, 9), "unknown key 'views' in a 'when:' variant of 'v'")
    }

    @Test func variantNeedsAnIf() {
        let yaml = "screen: S\nviews:\n  - view: v\n    when:\n      - hidden: true\n"
        expectFormatError(FormatTest.error(yaml), at: FormatTest.at(5, 9), "needs 'if:'")
    }

    @Test func priorityOutOfRangeInHugging() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: v\n    hugging: {h: 2000}\n"), at: FormatTest.at(4, 18),
                    "between 1 and 1000")
    }

    @Test func emptyListsAreNoItems() throws {
        let screen = try FormatTest.screen("screen: S\nviews:\nconstraints:\n")
        #expect(screen.views.isEmpty && screen.constraints.isEmpty)
    }

    @Test func idsFollowTheIdentifierPattern() throws {
        #expect(try view("  - view: _a1\n").id == "_a1")
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: a-b\n"), at: FormatTest.at(3, 11), "[A-Za-z_][A-Za-z0-9_]*")
    }
}

/// `preferredMaxLayoutWidth` and `textAlignment`, as UILabel has them.
@Suite struct LabelKeyTests {
    private let text = "The quick brown fox jumps over the lazy dog and keeps on running"

    @Test func preferredMaxLayoutWidthFixesTheWidthTheIntrinsicHeightWrapsAt() throws {
        func screen(_ extra: String) -> String {
            "screen: S\nviews:\n  - label: l\n    text: \(text)\n    lines: 0\n\(extra)constraints:\n"
                + "  - l.top == root.top\n  - l.leading == root.leading\n  - l.width == 300\n"
        }
        let followsWidth = try layout(screen(""), "iphone-se/portrait/L")
        let fixed = try layout(screen("    preferredMaxLayoutWidth: 100\n"), "iphone-se/portrait/L")
        // Wrapped at 100 pt the text needs more lines than at the 300 pt the label is given.
        #expect(fixed.frame("l").height > followsWidth.frame("l").height)
    }

    @Test func textAlignmentIsReadAndCheckedLikeEveryKey() throws {
        let good = "screen: S\nviews:\n  - label: l\n    text: Hi\n    textAlignment: justified\n"
        let screen = try ScreenFile.parse(good, path: "S.yaml").screen
        #expect(screen.views.first?.properties.textAlignment == .justified)
        let bad = good.replacingOccurrences(of: "justified", with: "middle")
        #expect(throws: FormatError.self) { try ScreenFile.parse(bad, path: "S.yaml") }
    }

    @Test func aBorderlessTextFieldIsItsLineAndItsText() throws {
        func frame(_ border: String) throws -> Frame {
            let yaml = "screen: S\nviews:\n  - textField: f\n    text: TOP\n    font: {size: 14}\n\(border)"
                + "constraints:\n  - f.top == root.top\n  - f.leading == root.leading\n"
            return try layout(yaml, "iphone-se/portrait/L").frame("f")
        }
        let rounded = try frame(""), borderless = try frame("    border: none\n")
        // The 14 pt line, 16.71 → 16.5 on the 2× grid, plus 2; the text with 2 pt a side, not the
        // rounded-rect field's 27.5 in all.
        #expect(rounded.height == 34 && borderless.height == 18.5)
        #expect(abs((rounded.width - 27.5) - (borderless.width - 4)) < 1e-9)
        #expect(try frame("    border: roundedRect\n") == rounded)
        // A line or bezel field: the rounded rect's insets (17 + 9.5) without its 34 pt floor.
        for style in ["line", "bezel"] {
            let framed = try frame("    border: \(style)\n")
            #expect(framed.height == 26.5 && framed.width == rounded.width)
        }
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - textField: f\n    border: beveled\n"),
                          at: FormatTest.at(4, 13), "text field border", "expected one of")
    }

    @Test func aParagraphStylesKeysSizeTheLines() throws {
        func height(_ paragraph: String) throws -> Double {
            let yaml = "screen: S\nviews:\n  - label: l\n    text: \"One\\nTwo\"\n    lines: 0\n    font: {size: 17}\n\(paragraph)"
                + "constraints:\n  - l.top == root.top\n  - l.leading == root.leading\n"
            return try layout(yaml, "iphone-se/portrait/L").frame("l").height
        }
        // Two 17 pt lines are 20.29 + 20.29 = 40.58 → 41 on the 2× grid; at least 24 each: 48;
        // then 1.5 × 20.29 = 30.43 held to 26, and 2 between: 26 + 28 = 54.
        #expect(try height("") == 41)
        #expect(try height("    minimumLineHeight: 24\n") == 48)
        #expect(try height("    lineHeightMultiple: 1.5\n    maximumLineHeight: 26\n    lineSpacing: 2\n") == 54)
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - label: l\n    maximumLineHeight: -1\n"),
                          at: FormatTest.at(4, 24), "maximumLineHeight")
    }
}

/// A button's `size` is its image's; with a `title` beside it, both size the button (UIKit's
/// legacy layout: the title's line next to the image).
@Suite struct ButtonImageTests {
    func screen(_ properties: String) -> String {
        "screen: S\nviews:\n  - button: b\n\(properties)constraints:\n  - b.top == root.top\n  - b.leading == root.leading\n"
    }

    @Test func aTitleBesideAnImageAddsItsWidthAndTakesTheTallerHeight() throws {
        let title = try layout(screen("    title: Continue\n"), "iphone-se/portrait/L").frame("b")
        let small = try layout(screen("    title: Continue\n    size: {width: 16, height: 16}\n"), "iphone-se/portrait/L").frame("b")
        let tall = try layout(screen("    title: Continue\n    size: {width: 16, height: 40}\n"), "iphone-se/portrait/L").frame("b")
        // Body at L: a line of ceil(20.29) = 21 over a 16 pt image; the title alone is 21 + 12 = 33.
        #expect(title.height == 33)
        #expect(small.height == 21)
        #expect(tall.height == 40)
        #expect(small.width == title.width + 16)
    }

    /// With `imagePlacement` the image is a configuration's: image and title add up along the
    /// placement, `imagePadding` apart, the larger counting across, and the insets go around both.
    @Test func anImagePlacementStacksImageAndTitleAlongIt() throws {
        let insets = "    contentInsets: {top: 7, leading: 12, bottom: 7, trailing: 12}\n"
        let title = try layout(screen("    title: Continue\n" + insets), "iphone-se/portrait/L").frame("b")
        let top = try layout(screen("    title: Continue\n    size: {width: 16, height: 40}\n    imagePlacement: top\n    imagePadding: 4\n"
            + insets), "iphone-se/portrait/L").frame("b")
        let trailing = try layout(screen("    title: Continue\n    size: {width: 16, height: 40}\n    imagePlacement: trailing\n"
            + insets), "iphone-se/portrait/L").frame("b")
        // The title alone: ceil(20.29) + 14 = 35 tall. Above it a 40 pt image and 4 pt: 20.5 + 44 + 14.
        #expect(title.height == 35)
        #expect(top.height == 20.5 + 44 + 14)
        #expect(top.width == title.width)
        #expect(trailing.width == title.width + 16)
        #expect(trailing.height == 40 + 14)
        expectFormatError(FormatTest.error(screen("    title: Go\n    imagePlacement: above\n")), at: FormatTest.at(5, 21),
                          "unknown image placement 'above'", "expected one of leading, trailing, top, bottom")
    }
}
