import Foundation
import Testing
@testable import TrellisLayout

/// Each class of mistake names file:line:col and what was expected.
@Suite struct FormatErrorTests {
    func error(_ text: String) -> FormatError? { FormatTest.error(text) }
    func at(_ line: Int, _ column: Int) -> TrellisLayout.SourceLocation { FormatTest.at(line, column) }

    /// A screen with views a, b (lines 3–4) and one constraint on line 6, column 5.
    func constraintError(_ line: String) -> FormatError? {
        error("screen: S\nviews:\n  - view: a\n  - view: b\nconstraints:\n  - \(line)\n")
    }

    @Test func yamlSyntaxError() {
        expectFormatError(error("screen: S\nviews:\n  - view: a\n    text: [unclosed\n"), at: at(5, 1), "YAML syntax error")
    }

    @Test func unknownViewType() {
        expectFormatError(error("screen: S\nviews:\n  - view: a\n    views:\n      - lable: title\n"), at: at(5, 9),
                    "unknown view type 'lable'; expected one of view, label, button, textField", "did you mean 'label'?")
    }

    @Test func unknownKeyListsTheAllowedOnes() {
        expectFormatError(error("screen: S\nviews:\n  - label: a\n    txt: Hello\n"), at: at(4, 5),
                    "unknown key 'txt' in label 'a'", "did you mean 'text'", "expected one of label, text, style, lines")
    }

    @Test func unknownTopLevelKey() {
        expectFormatError(error("screen: S\nconstraint:\n  - a.top == b.top\n"), at: at(2, 1),
                    "unknown key 'constraint'", "did you mean 'constraints'")
    }

    @Test func unknownFileKind() {
        expectFormatError(error("scren: S\n"), at: at(1, 1), "unknown file kind 'scren'", "'screen:', 'component:' or 'device:'")
    }

    @Test func duplicateIdIsReportedAtTheSecond() {
        expectFormatError(error("screen: S\nviews:\n  - view: a\n  - view: box\n    views:\n      - label: a\n"), at: at(6, 16),
                    "duplicate id 'a'", "first declared at Test.yaml:3:11")
    }

    @Test func invalidAndReservedIds() {
        expectFormatError(error("screen: S\nviews:\n  - view: 1a\n"), at: at(3, 11), "invalid id '1a'")
        expectFormatError(error("screen: S\nviews:\n  - view: root\n"), at: at(3, 11), "'root' is reserved")
    }

    @Test func unknownId() {
        expectFormatError(constraintError("a.top == bb.bottom"), at: at(6, 14), "unknown id 'bb'", "did you mean 'b'")
    }

    @Test func unknownAttribute() {
        expectFormatError(constraintError("a.tpo == b.bottom"), at: at(6, 7), "unknown attribute 'tpo'", "did you mean 'top'")
    }

    @Test func widthToTop() {
        expectFormatError(constraintError("a.width == b.top"), at: at(6, 18), "cannot relate a size ('width') to a vertical position ('top')")
    }

    @Test func horizontalToVertical() {
        expectFormatError(constraintError("a.leading == b.top"), at: at(6, 20), "horizontal position", "vertical position")
    }

    @Test func leftWithLeading() {
        expectFormatError(constraintError("a.left == b.leading"), at: at(6, 17), "does not mix left/right with leading/trailing")
    }

    @Test func positionWithAConstantAlone() {
        expectFormatError(constraintError("a.top == 10"), at: at(6, 7), "'top' is a position", "constant alone only for width and height")
    }

    @Test(arguments: [("a.width == 10 @0", 20, "between 1 and 1000, found 0"),
                      ("a.width == 10 @1001", 20, "between 1 and 1000, found 1001"),
                      ("a.width == 10 @urgent", 20, "unknown priority 'urgent'")])
    func badPriority(line: String, column: Int, message: String) {
        expectFormatError(constraintError(line), at: at(6, column), message)
    }

    @Test func multiplierZeroOnAPosition() {
        expectFormatError(constraintError("a.top == b.top * 0"), at: at(6, 22), "multiplier of 0")
    }

    @Test func notFiniteNumbers() {
        expectFormatError(constraintError("a.width == b.width * nan"), at: at(6, 26), "finite")
        expectFormatError(constraintError("a.width == 1e999"), at: at(6, 16), "finite")
    }

    @Test func divisionByZero() {
        expectFormatError(constraintError("a.width == b.width / 0"), at: at(6, 26), "division by zero")
    }

    @Test func superviewIsNamedAsNotAllowed() {
        expectFormatError(constraintError("a.top == superview.top"), at: at(6, 14), "'superview' is not allowed")
    }

    @Test func compoundAgainstSingle() {
        expectFormatError(constraintError("a.edges == b.top"), at: at(6, 18), "'edges' stands for several attributes")
    }

    @Test func differentCompounds() {
        expectFormatError(constraintError("a.size == b.center"), at: at(6, 17), "same compound attribute")
    }

    @Test func contentGuideOnANonScrollView() {
        expectFormatError(constraintError("a.top == b.content.top"), at: at(6, 14), "'content' is a guide of scroll views", "'b' is a view")
    }

    @Test func missingRelation() {
        expectFormatError(constraintError("a.top = b.top"), at: at(6, 11), "unknown relation '='")
        expectFormatError(constraintError("a.top b.top"), at: at(6, 11), "expected a relation")
    }

    @Test func trailingGarbage() {
        expectFormatError(constraintError("a.top == b.top + 8 extra"), at: at(6, 24), "'when CONDITION' or the end")
    }

    @Test func duplicateYAMLKeyIsReportedAtTheSecond() {
        expectFormatError(error("screen: S\nviews:\n  - label: a\n    text: One\n    text: Two\n"), at: at(5, 5), "duplicate key 'text'")
    }

    @Test func badEnumValueListsTheChoices() {
        expectFormatError(error("screen: S\nviews:\n  - label: a\n    style: bdy\n"), at: at(4, 12),
                    "unknown text style 'bdy'", "did you mean 'body'", "largeTitle, title1")
    }

    @Test func wrongValueType() {
        expectFormatError(error("screen: S\nviews:\n  - label: a\n    lines: two\n"), at: at(4, 12), "expected lines to be a number")
        expectFormatError(error("screen: S\nviews:\n  - label: a\n    hidden: maybe\n"), at: at(4, 13), "true or false")
    }

    @Test func variantConditionErrorsPointInsideTheString() {
        expectFormatError(error("screen: S\nviews:\n  - stack: s\n    when:\n      - if: textSize >= HUGE\n        axis: vertical\n"),
                    at: at(5, 25), "unknown text size 'HUGE'")
    }

    @Test func constraintSetNeedsACondition() {
        expectFormatError(error("screen: S\nconstraintSets:\n  tight:\n    constraints: []\n"), at: at(4, 5), "needs 'when:'")
    }

    @Test func quotedConstraintColumnsCountTheQuote() {
        expectFormatError(error("screen: S\nviews:\n  - view: a\nconstraints:\n  - \"a.top == zz.top\"\n"), at: at(5, 15), "unknown id 'zz'")
    }
}

@Suite struct FormatSyntaxVariantsTests {
    @Test func jsonIsYAMLToo() throws {
        let json = #"{"screen": "S", "views": [{"label": "a", "text": "Hi", "lines": 0}], "constraints": ["a.top == safeArea.top + 8"]}"#
        let screen = try FormatTest.screen(json)
        #expect(screen.views == [ViewNode(id: "a", kind: .label, properties: ViewProperties(text: "Hi", lines: 0),
                                          location: FormatTest.at(1, 28))])
        #expect(screen.constraints.map(\.formatShape) == ["a.top == safeArea.top + 8"])
    }

    @Test func unquotedVFLStartingWithABarGetsAHint() {
        let error = FormatTest.error("screen: S\nviews:\n  - view: a\nconstraints:\n  - |-[a]-|\n")
        #expect(error?.message.contains("must be quoted") == true, "\(String(describing: error))")
    }

    @Test func infinityAsAConstant() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: a\nconstraints:\n  - a.width == inf\n"),
                    at: FormatTest.at(5, 16), "finite number")
    }
}

@Suite struct YAMLHintTests {
    @Test func tabIndentationGetsAHint() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n\t- view: a\n"), at: FormatTest.at(3, 1), "YAML syntax error", "not tabs")
    }
}

@Suite struct FormatParamOutsideComponentTests {
    @Test func dollarInAScreenConstraintSaysParamsAreForComponents() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: a\nconstraints:\n  - a.height >= $h\n"),
                          at: FormatTest.at(5, 17), "unexpected character '$'", "only in component files")
    }
}

@Suite struct FormatEntryPointTests {
    @Test func screenFileRejectsAComponentFile() {
        #expect(throws: FormatError(at: FormatTest.at(1, 1), "expected a screen file (first key 'screen:'), found a component file")) {
            try ScreenFile.parse("component: C\n", path: FormatTest.path)
        }
    }

    @Test func missingFileIsAFormatError() {
        #expect { try LayoutFile.parse(contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.yaml")) } throws: { error in
            let error = error as! FormatError
            return error.location.description == "/nonexistent/Missing.yaml:1:1" && error.message.contains("cannot read file")
        }
    }

    @Test func componentFileReadsItsParamsAndReferences() throws {
        let text = "component: Card\nparams: {title: Hi, count: 2}\nviews:\n  - component: PrimaryButton\n    id: go\n"
        guard case let .component(definition) = try FormatTest.parse(text) else { Issue.record("not a component"); return }
        #expect(definition.name == "Card")
        #expect(definition.parameterDefaults == ["title": "Hi", "count": "2"])
        #expect(definition.componentReferences == ["PrimaryButton"])
    }
}
