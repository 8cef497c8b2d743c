import Testing
@testable import TrellisLayout

/// Components: params, expansion with prefixed ids, `self`, nesting, cycles and missing ones.
@Suite struct FormatComponentTests {
    let primaryButton = """
    component: PrimaryButton
    params: {title: Continue, minHeight: 50}
    views:
      - button: button
        title: $title
        accessibilityLabel: Tap $title now, $$5 off
        style: headline
    constraints:
      - button.edges == self.edges
      - button.height >= $minHeight as tall
    """

    let loginScreen = """
    screen: Login
    views:
      - component: PrimaryButton
        id: cta
        params: {title: Sign in}
    constraints:
      - cta.bottom == safeArea.bottom - 16
      - cta.button.width >= 200
    """

    @Test func instanceBecomesAComponentViewWithPrefixedChildren() throws {
        let screen = try FormatTest.screen(loginScreen, components: [primaryButton])
        let cta = try #require(screen.views.first)
        #expect(cta.id == "cta")
        #expect(cta.kind == .component)
        #expect(cta.children.map(\.id) == ["cta.button"])
        #expect(cta.children[0].kind == .button)
        #expect(screen.allViews.map(\.id) == ["cta", "cta.button"])
    }

    @Test func instanceParamsOverrideDefaults() throws {
        let screen = try FormatTest.screen(loginScreen, components: [primaryButton])
        #expect(screen.views[0].children[0].properties.title == "Sign in")
    }

    @Test func defaultsApplyWhenTheInstanceIsSilent() throws {
        let yaml = "screen: S\nviews:\n  - component: PrimaryButton\n    id: cta\n"
        let screen = try FormatTest.screen(yaml, components: [primaryButton])
        #expect(screen.views[0].children[0].properties.title == "Continue")
    }

    @Test func paramsSubstituteInsideTextAndDollarDollarEscapes() throws {
        let screen = try FormatTest.screen(loginScreen, components: [primaryButton])
        #expect(screen.views[0].children[0].properties.accessibilityLabel == "Tap Sign in now, $5 off")
    }

    @Test func componentConstraintsUseSelfAndPrefixedIds() throws {
        let screen = try FormatTest.screen(loginScreen, components: [primaryButton])
        #expect(screen.constraints.map(\.formatShape) == [
            "cta.bottom == safeArea.bottom + -16",
            "cta.button.width >= 200",
            "cta.button.top == cta.top",
            "cta.button.leading == cta.leading",
            "cta.button.bottom == cta.bottom",
            "cta.button.trailing == cta.trailing",
            "cta.button.height >= 50",
        ])
        #expect(screen.constraints.last?.identifier == "cta.tall")
        #expect(screen.constraints.last?.location == FormatTest.at(10, 5, file: "Component0.yaml"))
    }

    @Test func nestedComponentsPrefixTwice() throws {
        let card = """
        component: Card
        views:
          - view: box
          - component: PrimaryButton
            id: action
            params: {title: Buy}
        constraints:
          - action.top == box.bottom + 8
          - action.button.height >= 60
        """
        let yaml = "screen: S\nviews:\n  - component: Card\n    id: card\n"
        let screen = try FormatTest.screen(yaml, components: [primaryButton, card])
        #expect(screen.allViews.map(\.id) == ["card", "card.box", "card.action", "card.action.button"])
        #expect(screen.constraints.map(\.formatShape).contains("card.action.top == card.box.bottom + 8"))
        #expect(screen.constraints.map(\.formatShape).contains("card.action.button.height >= 60"))
        #expect(screen.constraints.map(\.formatShape).contains("card.action.button.top == card.action.top"))
        #expect(screen.componentsUsed == ["Card", "PrimaryButton"])
        #expect(screen.allViews[3].properties.title == "Buy")
    }

    @Test func cycleIsAnErrorNamingTheChain() throws {
        let a = "component: A\nviews:\n  - component: B\n    id: b\n"
        let b = "component: B\nviews:\n  - view: pad\n  - component: A\n    id: a\n"
        let yaml = "screen: S\nviews:\n  - component: A\n    id: top\n"
        expectFormatError(FormatTest.error(yaml, components: [a, b]), at: FormatTest.at(4, 16, file: "Component1.yaml"),
                    "component cycle: A → B → A")
    }

    @Test func missingComponentIsAnErrorAtTheInstance() throws {
        let yaml = "screen: S\nviews:\n  - component: PrimaryButon\n    id: cta\n"
        expectFormatError(FormatTest.error(yaml, components: [primaryButton]), at: FormatTest.at(3, 16),
                    "unknown component 'PrimaryButon'", "did you mean 'PrimaryButton'")
    }

    @Test func unknownInstanceParamIsAnError() throws {
        let yaml = "screen: S\nviews:\n  - component: PrimaryButton\n    id: cta\n    params: {titel: Go}\n"
        expectFormatError(FormatTest.error(yaml, components: [primaryButton]), at: FormatTest.at(5, 14),
                    "unknown param 'titel'", "did you mean 'title'")
    }

    @Test func unknownDollarParamInAComponentIsAnError() throws {
        let bad = "component: X\nparams: {title: A}\nviews:\n  - label: l\n    text: Hi $name\n"
        expectFormatError(FormatTest.error(bad), at: FormatTest.at(5, 14), "unknown param '$name'", "$title")
    }

    @Test func wholeValueParamKeepsTheValuesType() throws {
        let component = "component: X\nparams: {n: 3}\nviews:\n  - label: l\n    lines: $n\n"
        let yaml = "screen: S\nviews:\n  - component: X\n    id: x\n    params: {n: 0}\n"
        #expect(try FormatTest.screen(yaml, components: [component]).views[0].children[0].properties.lines == 0)
    }

    @Test func badParamValueIsReportedWhereItWasWritten() throws {
        let component = "component: X\nparams: {n: 3}\nviews:\n  - label: l\n    lines: $n\n"
        let yaml = "screen: S\nviews:\n  - component: X\n    id: x\n    params: {n: many}\n"
        expectFormatError(FormatTest.error(yaml, components: [component]), at: FormatTest.at(5, 17), "lines", "number")
    }

    @Test func unknownInnerViewOfAnInstance() throws {
        let yaml = "screen: S\nviews:\n  - component: PrimaryButton\n    id: cta\nconstraints:\n  - cta.buton.top == root.top\n"
        expectFormatError(FormatTest.error(yaml, components: [primaryButton]), at: FormatTest.at(6, 5),
                    "component instance 'cta' has no view 'buton'", "did you mean 'button'")
    }

    @Test func componentViewsCannotSeeScreenViews() throws {
        let component = "component: X\nviews:\n  - view: inner\nconstraints:\n  - inner.top == header.bottom\n"
        expectFormatError(FormatTest.error(component), at: FormatTest.at(5, 18), "unknown id 'header' in component X")
    }

    @Test func libraryValidationFindsCyclesWithoutAScreen() throws {
        var library = ComponentLibrary()
        for text in ["component: A\nviews:\n  - component: A\n    id: again\n"] {
            guard case let .component(definition) = try FormatTest.parse(text) else { return }
            try library.add(definition)
        }
        #expect(throws: FormatError.self) { try library.validate() }
    }

    @Test func selfIsOnlyForComponents() throws {
        let yaml = "screen: S\nviews:\n  - view: a\nconstraints:\n  - a.top == self.top\n"
        expectFormatError(FormatTest.error(yaml), at: FormatTest.at(5, 14), "'self' is only meaningful inside a component")
    }
}

@Suite struct FormatComponentNamingTests {
    let card = "component: Card\nviews:\n  - view: content\nconstraints:\n  - content.edges == self.margins.edges\n"

    @Test func innerViewNamedLikeAGuide() throws {
        let yaml = "screen: S\nviews:\n  - component: Card\n    id: card\nconstraints:\n  - card.content.height >= 10\n  - card.margins.top == root.top\n"
        let screen = try FormatTest.screen(yaml, components: [card])
        #expect(screen.constraints.map(\.formatShape).prefix(2) == ["card.content.height >= 10", "card.margins.top == root.top"])
        #expect(screen.constraints[2].formatShape == "card.content.top == card.margins.top")
    }

    @Test func vflWithComponentInnerViews() throws {
        let yaml = "screen: S\nviews:\n  - component: Card\n    id: card\nconstraints:\n  - \"V:|-[card.content]\"\n"
        let screen = try FormatTest.screen(yaml, components: [card])
        #expect(screen.constraints[0].formatShape == "card.content.top == card.top + 20")
    }
}
