/// Lays out a screen at a profile the way UIKit's Auto Layout would.
///
/// ```swift
/// let engine = LayoutEngine()
/// let result = engine.layout(screen, profile: try Profile(key: "iphone-se/portrait/AX3"))
/// result.frames["go"]   // Frame(x: 22.5, y: 611, width: 330, height: 56)
/// result.findings       // [Finding(kind: .scrolls, views: ["scroll"], amount: 165, …)]
/// ```
///
/// Solving many profiles of one screen at once reuses one solver: when two profiles' systems
/// differ only in constants (text sizes change intrinsic sizes, devices change guides), the
/// engine updates those constants in place and lets the solver re-optimise from where it was.
public struct LayoutEngine: Sendable {
    /// Stored with every cached result; a new version invalidates them.
    public static let version = "1.30.0"

    /// UIKit lays out again while text whose height depends on its width, or a layout margin
    /// that depends on frames, changes; this caps the passes for layouts that would oscillate.
    public var maximumTextPasses: Int
    /// Whose control sizes apply: the current SDK's, unless replaying an older Xcode's canvas.
    public var platformSDK: PlatformSDK
    /// The widths views have before the first pass, by view id: text that wraps is first measured
    /// at these, as UIKit measures it at the bounds a view was loaded with. Empty (the default):
    /// unwrapped, as a view that has not been laid out yet. Replaying a canvas passes its saved widths.
    public var firstPassWidths: [String: Double] = [:]

    public init(maximumTextPasses: Int = 8, platformSDK: PlatformSDK = .current) {
        self.maximumTextPasses = maximumTextPasses
        self.platformSDK = platformSDK
    }

    public func layout(_ screen: Screen, profile: Profile) -> LayoutResult {
        layout(screen, profiles: [profile])[0]
    }

    /// One result per profile, in order.
    public func layout(_ screen: Screen, profiles: [Profile]) -> [LayoutResult] {
        var session: SolverSession?
        return profiles.map { solve(screen, at: $0, reusing: &session) }
    }

    private func solve(_ screen: Screen, at profile: Profile, reusing session: inout SolverSession?) -> LayoutResult {
        let traits = profile.traits
        let scene = Scene(screen: screen, traits: traits)
        let guides = ScreenGuides(profile: profile, bars: BarLayout(scene: scene, profile: profile))
        let active = screen.activeConstraints(in: traits)
        var content = scene.views.map {
            ContentMeasurer.content(of: $0, category: profile.textSize, width: firstPassWidths[$0.id], sdk: platformSDK, scale: profile.device.displayScale)
        }
        var margins = LayoutMargins(scene: scene, active: active, rtl: profile.rtl)
        var builder: ConstraintBuilder
        var current: SolverSession
        var pass = 0
        repeat {
            builder = ConstraintBuilder(scene: scene, guides: guides, rtl: profile.rtl, content: content, margins: margins)
            builder.build(active: active)
            current = SolverSession.solving(builder.constraints, variableCount: builder.variableCount, reusing: session)
            session = current
            pass += 1
            let remeasured = remeasure(&content, scene: scene, values: current.values, category: profile.textSize, scale: profile.device.displayScale)
            let marginsMoved = margins.update(scene: scene, screen: guides.screen, values: current.values, rtl: profile.rtl)
            if !(remeasured || marginsMoved) { break }
        } while pass < maximumTextPasses

        let ambiguity = Ambiguity(scene: scene, constraints: builder.constraints,
                                  scrollContentVariables: builder.scrollContentVariables,
                                  solverAmbiguous: current.ambiguousVariables())
        let analysis = LayoutAnalysis(scene: scene, guides: guides, content: content, values: current.values,
                                      scrollContentVariables: builder.scrollContentVariables, ambiguity: ambiguity)
        return LayoutResult(screen: screen.name, profile: profile.key, engine: Self.version,
                            frames: analysis.frames, scrollViews: analysis.scrollViews,
                            findings: analysis.findings(broken: current.broken, constraints: builder.constraints))
    }

    /// UIKit's second layout pass: text whose height follows its width is measured again at the
    /// width it was given. Returns whether any intrinsic size changed.
    private func remeasure(_ content: inout [ContentSize?], scene: Scene, values: [Double],
                           category: ContentSizeCategory, scale: Double) -> Bool {
        var changed = false
        for view in scene.views where content[view.index]?.heightFollowsWidth == true {
            let measured = ContentMeasurer.content(of: view, category: category, width: values[4 * view.index + 2], sdk: platformSDK, scale: scale)
            let old = content[view.index]
            if abs((measured?.height ?? 0) - (old?.height ?? 0)) > 0.01 || abs((measured?.width ?? 0) - (old?.width ?? 0)) > 0.01 {
                content[view.index] = measured
                changed = true
            }
        }
        return changed
    }
}
