import Testing
@testable import TrellisLayout

/// The complete example of SCREEN-FORMAT.md, as a fixture, read into the expected model.
@Suite struct CompleteExampleTests {
    let file = "EmailLogin.yaml"

    func screen() throws -> Screen {
        try ScreenFile.parse(try FormatTest.fixture("EmailLogin"), path: file).screen
    }

    func at(_ line: Int, _ column: Int) -> TrellisLayout.SourceLocation { TrellisLayout.SourceLocation(file: file, line: line, column: column) }

    @Test func headerFieldsAreRead() throws {
        let screen = try screen()
        #expect(screen.name == "EmailLogin")
        #expect(screen.description == "Email and password form that must scroll at large text on small phones")
        #expect(screen.tags == ["auth", "onboarding"])
        #expect(screen.location == at(1, 9))
        #expect(screen.componentsUsed.isEmpty)
    }

    @Test func viewTreeMatchesTheFile() throws {
        let expected = [
            ViewNode(id: "scroll", kind: .scroll, children: [
                ViewNode(id: "stack", kind: .stack,
                         properties: ViewProperties(axis: .vertical, distribution: .fill, alignment: .fill, spacing: 16),
                         children: [
                            ViewNode(id: "topPadding", kind: .view, location: at(13, 13)),
                            ViewNode(id: "emailRow", kind: .stack,
                                     properties: ViewProperties(axis: .horizontal, spacing: 8),
                                     variants: [ViewVariant(condition: .textSize(.greaterOrEqual, .ax1),
                                                            properties: ViewProperties(axis: .vertical),
                                                            location: at(18, 17))],
                                     children: [
                                        ViewNode(id: "emailLabel", kind: .label,
                                                 properties: ViewProperties(text: "Email", style: .body), location: at(21, 17)),
                                        ViewNode(id: "email", kind: .textField,
                                                 properties: ViewProperties(placeholder: "you@example.com", style: .body),
                                                 location: at(24, 17)),
                                     ], location: at(14, 13)),
                            ViewNode(id: "go", kind: .button, properties: ViewProperties(title: "Go", style: .headline),
                                     location: at(27, 13)),
                            ViewNode(id: "bottomPadding", kind: .view, location: at(30, 13)),
                         ], location: at(7, 9)),
            ], location: at(5, 5)),
        ]
        #expect(try screen().views == expected)
    }

    @Test func baseConstraintsExpandEdgesAndKeepSources() throws {
        let shapes = try screen().constraints.map(\.formatShape)
        #expect(shapes == [
            "scroll.top == safeArea.top",
            "scroll.bottom == keyboard.bottom".replacingOccurrences(of: "keyboard.bottom", with: "keyboard.top"),
            "scroll.centerX == root.centerX",
            "scroll.width == root.width * 0.88",
            "stack.top == scroll.content.top",
            "stack.leading == scroll.content.leading",
            "stack.bottom == scroll.content.bottom",
            "stack.trailing == scroll.content.trailing",
            "stack.width == scroll.frame.width",
            "topPadding.height == bottomPadding.height",
            "topPadding.height >= 8 @750",
        ])
    }

    @Test func constraintsCarrySourceTextAndLocation() throws {
        let edges = try screen().constraints.filter { $0.source == "stack.edges == scroll.content.edges" }
        #expect(edges.count == 4)
        #expect(edges.allSatisfy { $0.location == at(36, 5) && $0.identifier == nil && $0.condition == nil })
    }

    @Test func constraintSetHasItsConditionAndPerConstraintWhen() throws {
        let sets = try screen().constraintSets
        #expect(sets.count == 1)
        let set = try #require(sets.first)
        #expect(set.name == "compactHeight")
        #expect(set.condition == .verticalSizeClass(.compact, negated: false))
        #expect(set.location == at(41, 3))
        #expect(set.constraints.map(\.formatShape) == ["topPadding.height == 0", "go.height >= 44"])
        #expect(set.constraints[0].condition == nil)
        #expect(set.constraints[1].condition == .keyboard)
        #expect(set.constraints[1].source == "go.height >= 44 when keyboard")
    }
}

/// The component example of SCREEN-FORMAT.md, used as the contract describes.
@Suite struct ContractComponentExampleTests {
    @Test func primaryButtonInstanceIsAddressedAsCtaButton() throws {
        let screen = try FormatTest.screen("""
        screen: Login
        views:
          - component: PrimaryButton
            id: cta
            params: {title: Sign in}
        constraints:
          - cta.top == safeArea.top
          - cta.button.height <= 60
        """, components: [try FormatTest.fixture("PrimaryButton")])
        #expect(screen.allViews.map(\.id) == ["cta", "cta.button"])
        #expect(screen.allViews[1].properties == ViewProperties(title: "Sign in", style: .headline))
        #expect(screen.constraints.map(\.formatShape) == [
            "cta.top == safeArea.top", "cta.button.height <= 60",
            "cta.button.top == cta.top", "cta.button.leading == cta.leading",
            "cta.button.bottom == cta.bottom", "cta.button.trailing == cta.trailing",
            "cta.button.height >= 50",
        ])
        #expect(screen.componentsUsed == ["PrimaryButton"])
    }
}
