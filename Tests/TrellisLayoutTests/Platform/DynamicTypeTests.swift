import Testing
@testable import TrellisLayout

/// Apple's Dynamic Type table (HIG Typography > Specifications), via ios-platform-facts §1.3.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("body at the default size is 17 pt regular on 22 pt lines")
    func bodyAtLarge() {
        #expect(DynamicType.font(style: .body, category: .l) == FontSpec(pointSize: 17, weight: .regular, lineHeight: 22))
    }

    @Test("AX5 sizes: largeTitle 60/70, body 53/62, caption2 40/48 (the HIG value, not iOS 13's 41)")
    func ax5() {
        #expect(DynamicType.font(style: .largeTitle, category: .ax5) == FontSpec(pointSize: 60, weight: .regular, lineHeight: 70))
        #expect(DynamicType.font(style: .body, category: .ax5) == FontSpec(pointSize: 53, weight: .regular, lineHeight: 62))
        #expect(DynamicType.font(style: .caption2, category: .ax5) == FontSpec(pointSize: 40, weight: .regular, lineHeight: 48))
        #expect(DynamicType.font(style: .footnote, category: .ax5).pointSize == 44)
    }

    @Test("headline is body's size and leading in semibold at every category")
    func headline() {
        for category in ContentSizeCategory.allCases {
            let body = DynamicType.font(style: .body, category: category)
            let headline = DynamicType.font(style: .headline, category: category)
            #expect(headline.pointSize == body.pointSize && headline.lineHeight == body.lineHeight)
            #expect(headline.weight == .semibold)
        }
    }

    @Test("sizes never shrink as the category grows, and the small captions bottom out at 11 pt")
    func monotonic() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { DynamicType.pointSize(style: style, category: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(sizes.allSatisfy { $0 >= 11 })
        }
        #expect(DynamicType.pointSize(style: .caption1, category: .xs) == 11)
    }

    @Test("emphasized weights: bold for titles, semibold for the rest")
    func emphasized() {
        #expect(DynamicType.font(style: .title1, category: .l, emphasized: true).weight == .bold)
        #expect(DynamicType.font(style: .title3, category: .l, emphasized: true).weight == .semibold)
        #expect(DynamicType.font(style: .body, category: .l, emphasized: true).weight == .semibold)
    }

    @Test("scaled values follow the style's size ratio (UIFontMetrics approximation)")
    func scaledValue() {
        #expect(DynamicType.scaled(44, style: .body, category: .l) == 44)
        #expect(abs(DynamicType.scaled(44, style: .body, category: .ax1) - 44 * 28 / 17) < 1e-9)
    }
}
