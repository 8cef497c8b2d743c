import Testing
@testable import TrellisLayout

/// Trait conditions after `if:`, a set's `when:` and a constraint's `when`.
@Suite struct TraitConditionParsingTests {
    func parse(_ text: String, options: FormatOptions = FormatOptions()) throws -> TraitCondition {
        let scalar = YAMLScalar(text: text, style: .plain, location: FormatTest.at(1, 1))
        return try TraitConditionParser.parse(scalar, options: options)
    }

    @Test(arguments: [
        ("textSize >= AX1", TraitCondition.textSize(.greaterOrEqual, .ax1)),
        ("textSize < L", .textSize(.less, .l)),
        ("textSize == XS", .textSize(.equal, .xs)),
        ("textSize != AX5", .textSize(.notEqual, .ax5)),
        ("textSize <= accessibilityExtraLarge", .textSize(.lessOrEqual, .ax3)),
        ("textSize > extraExtraExtraLarge", .textSize(.greater, .xxxl)),
        ("accessibilityText", .textSize(.greaterOrEqual, .ax1)),
        ("hClass == compact", .horizontalSizeClass(.compact, negated: false)),
        ("vClass == regular", .verticalSizeClass(.regular, negated: false)),
        ("hClass != regular", .horizontalSizeClass(.regular, negated: true)),
        ("orientation == landscape", .orientation(.landscape, negated: false)),
        ("orientation != portrait", .orientation(.portrait, negated: true)),
        ("keyboard", .keyboard),
        ("rtl", .rtl),
        ("device == iphone-se", .device("iphone-se", negated: false)),
        ("device != ipad-pro-12-9", .device("ipad-pro-12-9", negated: true)),
    ])
    func primaries(text: String, expected: TraitCondition) throws {
        #expect(try parse(text) == expected)
    }

    @Test func andBindsTighterThanOr() throws {
        #expect(try parse("keyboard or rtl and accessibilityText") ==
            .or(.keyboard, .and(.rtl, .textSize(.greaterOrEqual, .ax1))))
    }

    @Test func notBindsTighterThanAnd() throws {
        #expect(try parse("not keyboard and rtl") == .and(.not(.keyboard), .rtl))
    }

    @Test func parenthesesGroup() throws {
        #expect(try parse("not (keyboard or rtl)") == .not(.or(.keyboard, .rtl)))
    }

    @Test func operatorsAreLeftAssociative() throws {
        #expect(try parse("keyboard and rtl and accessibilityText") ==
            .and(.and(.keyboard, .rtl), .textSize(.greaterOrEqual, .ax1)))
    }

    @Test func symbolicSpellings() throws {
        #expect(try parse("!keyboard && (rtl || keyboard)") == .and(.not(.keyboard), .or(.rtl, .keyboard)))
    }

    @Test func deviceAliasesResolveThroughTheOption() throws {
        let options = FormatOptions(resolveDevice: { $0 == "iphone-8" ? "iphone-se" : nil })
        #expect(try parse("device == iphone-8", options: options) == .device("iphone-se", negated: false))
        #expect(throws: FormatError(at: FormatTest.at(1, 11), "unknown device 'kiosk'")) {
            try parse("device == kiosk", options: options)
        }
    }

    @Test func unknownTextSizeListsTheNames() throws {
        #expect { try parse("textSize >= AX9") } throws: { error in
            let error = error as! FormatError
            return error.location == FormatTest.at(1, 13) && error.message.contains("unknown text size 'AX9'")
                && error.message.contains("XS, S, M, L")
        }
    }

    @Test func sizeClassesCompareOnlyForEquality() throws {
        #expect { try parse("hClass >= compact") } throws: { error in
            (error as! FormatError).message.contains("compares only with == or !=")
        }
    }

    @Test func unclosedParenthesis() throws {
        #expect { try parse("(keyboard or rtl") } throws: { error in
            let error = error as! FormatError
            return error.location == FormatTest.at(1, 17) && error.message.contains("')'")
        }
    }

    @Test func deepNestingIsBounded() throws {
        let text = String(repeating: "(", count: 100) + "keyboard" + String(repeating: ")", count: 100)
        #expect { try parse(text) } throws: { error in (error as! FormatError).message.contains("nested deeper") }
    }
}
