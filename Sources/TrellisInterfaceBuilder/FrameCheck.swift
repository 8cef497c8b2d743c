import Foundation
import TrellisLayout

/// How closely the engine reproduces the frames Interface Builder saved (IB ran UIKit's own
/// engine to produce them), for one screen.
///
/// Every view with a saved frame falls into exactly one class, tested in this order:
/// `misplaced` (IB itself marks the frame `misplaced` or `ambiguous`, or sits inside such a view),
/// `hidden` (hidden, or inside a hidden view: UIKit lays it out where nobody sees it),
/// `stale` (the saved frames contradict a required document constraint: `StaleFrames`),
/// `ambiguous` (the engine finds its frame undetermined), and `compared` — the rest, of which
/// `within1pt` match in x, y, width and height within a point.
///
/// ```swift
/// let check = FrameCheck.check(imported)
/// print(check.within1pt, "of", check.compared)
/// ```
public struct FrameCheck: Hashable, Sendable {
    public struct Offender: Hashable, Sendable {
        public var screen: String
        public var view: String
        public var saved: Frame
        public var solved: Frame
        /// The largest difference of x, y, width and height, in points.
        public var delta: Double
    }

    public enum ViewClass: String, CaseIterable, Sendable {
        case misplaced, hidden, stale, ambiguous, compared
    }

    public var screen: String
    /// The document and line the screen came from.
    public var source: SourceLocation?
    /// The profile solved, with the canvas size.
    public var profile: String?
    public var skipped: String?
    public var compared = 0
    public var within1pt = 0
    public var stale = 0
    public var hidden = 0
    public var misplaced = 0
    public var ambiguous = 0
    /// Views whose size does not come from text.
    public var comparedNonText = 0
    public var within1ptNonText = 0
    public var offenders: [Offender] = []
    /// The document constraints the saved frames contradict (Xcode's "misplaced views").
    public var staleConstraints: [StaleConstraint] = []

    /// Solves the screen at its document's canvas, orientation and text size, and compares frames.
    public static func check(_ imported: ImportedScreen, engine: LayoutEngine = LayoutEngine()) -> FrameCheck {
        var check = FrameCheck(screen: imported.screen.name, source: imported.screen.location)
        let profile = Profile(device: Canvas.device(for: imported), orientation: imported.orientation, textSize: Canvas.textSize(for: imported))
        check.profile = profile.key + " (\(ConstraintText.number(profile.screen.width))×\(ConstraintText.number(profile.screen.height)) pt)"
        var screen = imported.screen
        screen.constraints += imported.placeholderConstraints + imported.designableConstraints
        screen.views = Canvas.drawnByDesignables(imported.drawnByDesignable, in: screen.views)
        screen.constraints += Canvas.keptCrossSizes(in: screen, saved: imported.savedFrames, traits: profile.traits)
        screen.constraints += Canvas.keptAmbiguousSizes(imported)
        var engine = engine
        engine.platformSDK = Canvas.sdk(for: imported)
        // IB lays its canvas out from the saved frames: wrapping text is first measured at its saved
        // width, less strictly by the few per cent Trellis's text widths may run over iOS's (at the
        // saved width exactly, 37 corpus labels IB kept on one line would wrap; from 2 % + 1 pt to
        // 10 % + 4 pt the figures are the same).
        engine.firstPassWidths = imported.savedFrames.mapValues { $0.width * 1.05 + 2 }
        for (index, constant) in imported.sdkConstants[engine.platformSDK] ?? [:] { screen.constraints[index].constant = constant }
        if engine.platformSDK == .iOS12 || engine.platformSDK == .iOS10 {
            screen.views = Canvas.withIOS12Glyphs(screen.views, buttons: imported.iOS12Glyphs)
        }
        if imported.deviceID == nil {
            if imported.fromXib, !imported.rootIsCell {
                Canvas.measureRootMargins(&screen, sides: Canvas.plainViewMargin, ends: Canvas.plainViewMargin)
            } else if (imported.toolsVersion ?? 0) < Canvas.xcode7 {
                Canvas.measureRootMargins(&screen, sides: Canvas.xcode6SideMargin)
            }
        }
        if (imported.toolsVersion ?? 0) < Canvas.safeAreaToolsVersion {
            Canvas.measureRootMarginsFromEdges(&screen)
            screen.views = Canvas.withIOS10CellMargins(screen.views, cells: imported.cellsWithDefaultMargins)
        }
        // Laid out with the indicators' slots kept, classified (below) with them hidden.
        var shown = screen
        shown.views = Canvas.showing(imported.hiddenIndicatorsInStacks, in: screen.views)
        let result = engine.layout(shown, profile: profile)
        check.staleConstraints = StaleFrames.find(in: imported, traits: profile.traits).sorted { $0.offBy > $1.offBy }
        let stale = Set(check.staleConstraints.flatMap(\.views))
            .union(StaleFrames.positionedFrom(check.staleConstraints, in: imported, traits: profile.traits))
        let classes = classify(imported, screen: screen, traits: profile.traits, stale: stale,
                               ambiguous: Set(result.findings.filter { $0.kind == .ambiguous && !$0.isScrollContentAmbiguity }.flatMap(\.views)))
        for (id, saved) in imported.savedFrames.sorted(by: { $0.key < $1.key }) {
            guard let solved = result.frames[id] else { continue }
            switch classes[id] ?? .compared {
            case .misplaced: check.misplaced += 1
            case .hidden: check.hidden += 1
            case .stale: check.stale += 1
            case .ambiguous: check.ambiguous += 1
            case .compared:
                // At the thousandth of a point the engine reports frames to: IB saves thirds of a point
                // in full, so 476.333… against 475.333 is 1.0000003 apart, and is a point.
                let largest = max(abs(solved.x - saved.x), abs(solved.y - saved.y), abs(solved.width - saved.width), abs(solved.height - saved.height))
                let delta = (largest * 1000).rounded() / 1000
                let ok = delta <= 1
                check.compared += 1
                if ok { check.within1pt += 1 }
                if !imported.textSized.contains(id) {
                    check.comparedNonText += 1
                    if ok { check.within1ptNonText += 1 }
                }
                if !ok { check.offenders.append(Offender(screen: imported.screen.name, view: id, saved: saved, solved: solved, delta: delta)) }
            }
        }
        check.offenders.sort { $0.delta > $1.delta }
        return check
    }

    /// Each view's class; misplaced, hidden and stale pass down to subviews, whose saved frames
    /// are placed from their superview's.
    static func classify(_ imported: ImportedScreen, screen: Screen, traits: Traits, stale: Set<String>,
                         ambiguous: Set<String>) -> [String: ViewClass] {
        var classes: [String: ViewClass] = [:]
        func walk(_ nodes: [ViewNode], inherited: ViewClass?) {
            for node in nodes {
                var own: ViewClass? = inherited
                if own == nil || own == .stale {
                    if imported.misplaced.contains(node.id) { own = .misplaced }
                    else if node.resolvedProperties(in: traits).hidden == true { own = .hidden }
                    else if own == nil, stale.contains(node.id) { own = .stale }
                }
                classes[node.id] = own ?? (ambiguous.contains(node.id) ? .ambiguous : .compared)
                walk(node.children, inherited: own)
            }
        }
        walk(screen.views, inherited: nil)
        return classes
    }
}

/// Totals over many screens.
public struct FrameCheckTotals: Hashable, Sendable {
    public var screens = 0
    public var skipped = 0
    public var compared = 0
    public var within1pt = 0
    public var stale = 0
    public var hidden = 0
    public var misplaced = 0
    public var ambiguous = 0
    public var comparedNonText = 0
    public var within1ptNonText = 0
    public var offenders: [FrameCheck.Offender] = []

    public init(_ checks: [FrameCheck]) {
        for check in checks {
            screens += 1
            if check.skipped != nil { skipped += 1 }
            compared += check.compared
            within1pt += check.within1pt
            stale += check.stale
            hidden += check.hidden
            misplaced += check.misplaced
            ambiguous += check.ambiguous
            comparedNonText += check.comparedNonText
            within1ptNonText += check.within1ptNonText
            offenders += check.offenders
        }
        offenders.sort { $0.delta > $1.delta }
    }

    /// Every view with a saved frame, in whichever class.
    public var views: Int { compared + stale + hidden + misplaced + ambiguous }
    public var fraction: Double { compared == 0 ? 1 : Double(within1pt) / Double(compared) }
    public var fractionNonText: Double { comparedNonText == 0 ? 1 : Double(within1ptNonText) / Double(comparedNonText) }
    /// The stale share of all views: it must stay an honest minority, never a place to hide misses.
    public var staleShare: Double { views == 0 ? 0 : Double(stale) / Double(views) }
}
