import Testing
@testable import TrellisLayout

/// The linear constraint form `ITEM.ATTR RELATION [ITEM.ATTR [* M | / M]] [+ C | - C] [@ P] [as ID] [when C]`.
@Suite struct ConstraintFormTests {
    func shapes(_ line: String, extraViews: String = "") throws -> [String] {
        try FormatTest.constraints([line], extraViews: extraViews).map(\.formatShape)
    }

    @Test func equalityBetweenTwoAnchors() throws {
        #expect(try shapes("a.top == b.bottom") == ["a.top == b.bottom"])
    }

    @Test(arguments: [("a.top >= b.bottom", LayoutRelation.greaterOrEqual), ("a.top <= b.bottom", .lessOrEqual),
                      ("a.top == b.bottom", .equal)])
    func everyRelation(line: String, relation: LayoutRelation) throws {
        #expect(try FormatTest.constraints([line])[0].relation == relation)
    }

    @Test func multiplierAndConstant() throws {
        let spec = try #require(try FormatTest.constraints(["a.width == b.width * 0.5 + 10"]).first)
        #expect(spec.multiplier == 0.5)
        #expect(spec.constant == 10)
    }

    @Test func divisionIsAReciprocalMultiplier() throws {
        #expect(try FormatTest.constraints(["a.width == b.width / 4"])[0].multiplier == 0.25)
    }

    @Test func minusConstantIsNegative() throws {
        // UIKit's sign convention: a.bottom <= b.bottom - 16 keeps a 16 pt above b's bottom.
        #expect(try shapes("a.bottom <= b.bottom - 16") == ["a.bottom <= b.bottom + -16"])
    }

    @Test func constantAloneSetsASize() throws {
        let spec = try #require(try FormatTest.constraints(["a.height >= 44"]).first)
        #expect(spec.second == nil)
        #expect(spec.constant == 44)
        #expect(spec.first == LayoutAnchor(.view("a"), .height))
    }

    @Test func everySingleAttributeIsAccepted() throws {
        for attribute in LayoutAttribute.allCases {
            let spec = try #require(try FormatTest.constraints(["a.\(attribute.rawValue) == b.\(attribute.rawValue)"]).first)
            #expect(spec.first.attribute == attribute && spec.second?.attribute == attribute)
        }
    }

    @Test func edgesExpandToTopLeadingBottomTrailing() throws {
        #expect(try shapes("a.edges == b.edges") ==
            ["a.top == b.top", "a.leading == b.leading", "a.bottom == b.bottom", "a.trailing == b.trailing"])
    }

    @Test func edgesWithAConstantInset() throws {
        // The inset reading of UIKit anchors: far edges take the negated constant.
        #expect(try shapes("a.edges == b.edges + 8") ==
            ["a.top == b.top + 8", "a.leading == b.leading + 8", "a.bottom == b.bottom + -8", "a.trailing == b.trailing + -8"])
    }

    @Test func edgesInequalityFlipsOnFarEdgesSoItStillMeansInsetAtLeast() throws {
        #expect(try shapes("a.edges >= b.edges + 8") ==
            ["a.top >= b.top + 8", "a.leading >= b.leading + 8", "a.bottom <= b.bottom + -8", "a.trailing <= b.trailing + -8"])
    }

    @Test func horizontalAndVerticalEdges() throws {
        #expect(try shapes("a.horizontalEdges == b.horizontalEdges + 16") ==
            ["a.leading == b.leading + 16", "a.trailing == b.trailing + -16"])
        #expect(try shapes("a.verticalEdges == b.verticalEdges") == ["a.top == b.top", "a.bottom == b.bottom"])
    }

    @Test func sizeAndCenterApplyMultiplierAndConstantToBoth() throws {
        #expect(try shapes("a.size == b.size * 0.5 + 4") == ["a.width == b.width * 0.5 + 4", "a.height == b.height * 0.5 + 4"])
        #expect(try shapes("a.center == b.center + 2") == ["a.centerX == b.centerX + 2", "a.centerY == b.centerY + 2"])
    }

    @Test func sizeWithAConstantAlone() throws {
        #expect(try shapes("a.size == 44") == ["a.width == 44", "a.height == 44"])
    }

    @Test(arguments: [("required", 1000.0), ("high", 750), ("low", 250), ("fittingSize", 50), ("999.5", 999.5), ("1", 1)])
    func priorities(written: String, value: Double) throws {
        #expect(try FormatTest.constraints(["a.width == 10 @\(written)"])[0].priority == value)
    }

    @Test func priorityDefaultsToRequired() throws {
        #expect(try FormatTest.constraints(["a.width == 10"])[0].priority == 1000)
    }

    @Test func identifierNamesTheConstraint() throws {
        let spec = try FormatTest.constraints(["a.width == 10 @high as minWidth"])[0]
        #expect(spec.identifier == "minWidth")
        #expect(spec.name == "minWidth")
        #expect(spec.source == "a.width == 10 @high as minWidth")
    }

    @Test func whenConditionsOneConstraint() throws {
        let spec = try FormatTest.constraints(["a.height >= 44 as tall when keyboard and not rtl"])[0]
        #expect(spec.condition == .and(.keyboard, .not(.rtl)))
        #expect(spec.identifier == "tall")
    }

    @Test func layoutGuidesAsItems() throws {
        let items = try FormatTest.constraints([
            "a.top == root.top", "a.top == safeArea.top", "a.top == margins.top", "a.top == readable.top",
            "a.bottom == keyboard.top", "a.top == b.margins.top",
        ]).map { $0.second!.item }
        #expect(items == [.root, .safeArea, .margins, .readable, .keyboard, .viewMargins("b")])
    }

    @Test func scrollGuides() throws {
        let specs = try FormatTest.constraints(["a.top == s.content.top", "a.width == s.frame.width"],
                                               extraViews: "  - scroll: s\n")
        #expect(specs.map { $0.second!.item } == [.scrollContent("s"), .scrollFrame("s")])
    }

    @Test func multiplierOnAPositionIsAllowedWhenNotZero() throws {
        #expect(try shapes("a.centerX == root.centerX * 0.5") == ["a.centerX == root.centerX * 0.5"])
    }

    @Test func sizeMultiplierZeroIsAllowed() throws {
        #expect(try shapes("a.width == b.width * 0") == ["a.width == b.width * 0"])
    }
}
