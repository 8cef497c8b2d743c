import Testing
@testable import TrellisLayout

/// Visual Format Language lines, expanded by hand as UIKit's `constraints(withVisualFormat:)` does.
@Suite struct VisualFormatTests {
    func shapes(_ line: String, views: [String] = ["email", "password", "title", "go"], extraViews: String = "") throws -> [String] {
        try FormatTest.constraints([line], views: views, extraViews: extraViews).map(\.formatShape)
    }

    @Test func horizontalLineWithSpacingsAndPredicates() throws {
        #expect(try shapes("H:|-16-[email(>=120)]-8-[password(==email)]-16-|") == [
            "email.leading == root.leading + 16",
            "email.width >= 120",
            "password.leading == email.trailing + 8",
            "password.width == email.width",
            "root.trailing == password.trailing + 16",
        ])
    }

    @Test func standardSpacingIs20ToTheSuperviewAnd8BetweenSiblings() throws {
        #expect(try shapes("V:|-[title]-(>=20@750)-[go(44)]|") == [
            "title.top == root.top + 20",
            "go.top >= title.bottom + 20 @750",
            "go.height == 44",
            "root.bottom == go.bottom",
        ])
        #expect(try shapes("H:[email]-[password]") == ["password.leading == email.trailing + 8"])
    }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try shapes("|[email]|") == ["email.leading == root.leading", "root.trailing == email.trailing"])
    }

    @Test func predicateListsAndPriorities() throws {
        #expect(try shapes("[go(>=44,<=100@high)]") == ["go.width >= 44", "go.width <= 100 @750"])
    }

    @Test func superviewInsideAScrollViewIsItsContentGuide() throws {
        let extra = "  - scroll: s\n    views:\n      - view: inner\n"
        #expect(try shapes("V:|-8-[inner]-8-|", extraViews: extra) ==
            ["inner.top == s.content.top + 8", "s.content.bottom == inner.bottom + 8"])
    }

    @Test func superviewOfNestedViewsIsTheirParent() throws {
        let extra = "  - view: box\n    views:\n      - view: inner\n"
        #expect(try shapes("H:|[inner]|", extraViews: extra) == ["inner.leading == box.leading", "box.trailing == inner.trailing"])
    }

    @Test func vflLineIsTheSourceOfEverySpec() throws {
        let specs = try FormatTest.constraints(["V:|[a][b]|"])
        #expect(specs.count == 3)
        #expect(specs.allSatisfy { $0.source == "V:|[a][b]|" && $0.location == FormatTest.at(7, 5) })
    }

    @Test func vflLineMayEndWithACondition() throws {
        let specs = try FormatTest.constraints(["V:[a]-[b] when keyboard"])
        #expect(specs.map(\.condition) == [.keyboard])
    }

    @Test func viewsOfOneLineMustShareASuperview() throws {
        let yaml = """
        screen: S
        views:
          - view: a
          - view: box
            views:
              - view: b
        constraints:
          - H:|[a][b]|
        """
        expectFormatError(FormatTest.error(yaml), at: FormatTest.at(8, 12), "share a superview")
    }

    @Test func metricNamesAreRejected() throws {
        let yaml = "screen: S\nviews:\n  - view: a\nconstraints:\n  - H:|-pad-[a]\n"
        expectFormatError(FormatTest.error(yaml), at: FormatTest.at(5, 9), "metric names are not supported")
    }
}

@Suite struct VisualFormatInComponentTests {
    @Test func barInsideAComponentIsTheInstance() throws {
        let component = "component: Row\nviews:\n  - label: title\n  - switch: toggle\nconstraints:\n  - H:|-[title]-(>=8)-[toggle]-|\n"
        let screen = "screen: S\nviews:\n  - component: Row\n    id: row\n"
        #expect(try FormatTest.screen(screen, components: [component]).constraints.map(\.formatShape) == [
            "row.title.leading == row.leading + 20",
            "row.toggle.leading >= row.title.trailing + 8",
            "row.trailing == row.toggle.trailing + 20",
        ])
    }
}

@Suite struct VisualFormatOrientationTests {
    @Test func unknownOrientationIsNamed() {
        expectFormatError(FormatTest.error("screen: S\nviews:\n  - view: a\nconstraints:\n  - \"X:|[a]|\"\n"), at: FormatTest.at(5, 6),
                    "unknown VFL orientation 'X:'")
    }
}
