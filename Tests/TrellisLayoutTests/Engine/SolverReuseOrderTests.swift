import Testing
import TrellisLayout

/// A solver reused across profiles must give each profile the answer a fresh solver gives it,
/// whatever profile came before: the catalog caches per profile, not per order of solving.
@Suite struct SolverReuseOrderTests {
    /// Required `width == 390` against both edges: satisfiable only on 390-wide screens, so the
    /// conflict comes and goes with the device.
    private static let pinnedWidth = """
        screen: PinnedWidth
        views:
          - view: box
        constraints:
          - box.leading == root.leading
          - box.trailing == root.trailing
          - box.top == safeArea.top
          - box.height == 44
          - box.width == 390
        """

    /// Every built-in device in both orientations, at the extremes and the default of text size,
    /// with and without the keyboard.
    private static var profiles: [Profile] {
        DeviceRegistry.builtIn.devices.flatMap { device in
            Orientation.allCases.flatMap { orientation in
                [ContentSizeCategory.xs, .l, .ax3, .ax5].flatMap { size in
                    [false, true].map { keyboard in
                        Profile(device: device, orientation: orientation, textSize: size, keyboard: keyboard, rtl: false)
                    }
                }
            }
        }
    }

    private static func screens() throws -> [Screen] {
        try ["01-EmailLogin.yaml", "02-ProfileForm.yaml", "03-ScrollChain.yaml", "03-PagingCarousel.yaml",
             "03-HeaderAndContent.yaml", "04-Grid.yaml", "05-Onboarding.yaml"].map(exampleScreen)
            + [ScreenFile.parse(pinnedWidth, path: "PinnedWidth.yaml").screen]
    }

    @Test func aConflictBroughtByAChangedConstantIsBrokenAsAFreshSolverBreaksIt() throws {
        let screen = try ScreenFile.parse(Self.pinnedWidth, path: "PinnedWidth.yaml").screen
        let mini = try Profile(key: "iphone-13-mini/portrait/L")
        // iphone-14 is 390 wide: no conflict there, so the session is handed on to the mini.
        let reused = LayoutEngine().layout(screen, profiles: [try Profile(key: "iphone-14/portrait/L"), mini])[1]
        #expect(reused == LayoutEngine().layout(screen, profile: mini))
    }

    @Test(arguments: ["forward", "reversed", "interleaved"])
    func everyProfileSolvedInABatchEqualsAFreshSolve(order: String) throws {
        let profiles = Self.profiles
        let ordered: [Profile] = switch order {
        case "forward": profiles
        case "reversed": profiles.reversed()
        // Evens then odds: each profile follows one that differs in keyboard, or in size and device.
        default: stride(from: 0, to: profiles.count, by: 2).map { profiles[$0] }
            + stride(from: 1, to: profiles.count, by: 2).map { profiles[$0] }
        }
        let engine = LayoutEngine()
        for screen in try Self.screens() {
            let batch = engine.layout(screen, profiles: ordered)
            for (profile, result) in zip(ordered, batch) {
                let fresh = engine.layout(screen, profile: profile)
                #expect(result == fresh, "\(screen.name) at \(profile.key), solved in \(order) order")
            }
        }
    }
}
