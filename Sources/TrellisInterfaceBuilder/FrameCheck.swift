import Foundation
import TrellisLayout

/// How closely the engine reproduces the frames Interface Builder saved (IB ran UIKit's own
/// engine to produce them), for one screen or a whole corpus.
///
/// ```swift
/// let check = FrameCheck.check(imported)
/// print(check.compared, check.within1pt)
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

    public var screen: String
    /// The profile solved, or nil when the document's device has no Trellis equivalent.
    public var profile: String?
    public var skipped: String?
    public var compared = 0
    public var within1pt = 0
    /// Views left out because the engine finds their frames undetermined (ambiguous layouts).
    public var ambiguous = 0
    /// Views whose size does not come from text.
    public var comparedNonText = 0
    public var within1ptNonText = 0
    public var offenders: [Offender] = []

    /// Xcode's `<device id=…>` names: portrait size in points, safe-area top and bottom, and
    /// whether landscape gets a regular horizontal size class (Plus / Max phones, iPads).
    static let ibDevices: [String: (width: Double, height: Double, top: Double, bottom: Double, wide: Bool, pad: Bool)] = [
        "retina3_5": (320, 480, 20, 0, false, false), "retina4_0": (320, 568, 20, 0, false, false),
        "retina4_7": (375, 667, 20, 0, false, false), "retina5_5": (414, 736, 20, 0, true, false),
        "retina5_9": (375, 812, 44, 34, false, false), "retina6_1": (414, 896, 44, 34, true, false),
        "retina6_5": (414, 896, 44, 34, true, false), "retina6_12": (393, 852, 59, 34, false, false),
        "retina6_3": (402, 874, 62, 34, false, false), "retina6_72": (430, 932, 59, 34, true, false),
        "retina6_9": (440, 956, 62, 34, true, false),
        "ipad9_7": (768, 1024, 20, 0, true, true), "ipad10_5": (834, 1112, 20, 0, true, true),
        "ipad11": (834, 1194, 24, 20, true, true), "ipad12_9": (1024, 1366, 20, 0, true, true),
        "ipad12_9rounded": (1024, 1366, 24, 20, true, true), "ipad10_9rounded": (820, 1180, 24, 20, true, true),
    ]

    /// The device IB laid the screen out on, as a Trellis device: the root view's saved size, and
    /// the document device's safe area plus simulated bars when the root fills the screen or is a
    /// xib's top-level view (a storyboard root that does not — a sheet, a view below opaque bars —
    /// has no safe-area insets).
    public static func device(for imported: ImportedScreen) -> Device {
        let ib = imported.deviceID.flatMap { ibDevices[$0] } ?? ibDevices["retina4_7"]!
        let portrait = imported.orientation == .portrait
        let screen = portrait ? Size(width: ib.width, height: ib.height) : Size(width: ib.height, height: ib.width)
        let root = imported.rootSize
        var safe = EdgeInsets.zero
        // A xib simulates no status bar: on a home-button device its view has no safe-area inset at all.
        let statusBarOnly = ib.bottom == 0
        // From Xcode 11 a home-button iPhone's canvas draws no status bar either: in the corpus's
        // documents of toolsVersion 15505 and 18122 views pinned to the safe area sit at its top
        // edge, and in 17156 a view centred in the safe area is centred on the whole screen.
        let statusBar = statusBarOnly && !ib.pad && (imported.toolsVersion ?? 0) >= 15000 ? 0 : ib.top
        if (root == screen && !imported.fromXib) || (imported.fromXib && !statusBarOnly) {
            if portrait || ib.pad {
                safe = EdgeInsets(top: statusBar, left: 0, bottom: ib.bottom, right: 0)
            } else if ib.bottom > 0 {
                safe = EdgeInsets(top: 0, left: ib.top, bottom: 21, right: ib.top)
            }
            safe.top = imported.opaqueTopBar ? 0 : safe.top + imported.barInsets.top
            safe.bottom += imported.barInsets.bottom
        }
        let h: SizeClass = ib.pad || (!portrait && ib.wide) ? .regular : .compact
        let v: SizeClass = ib.pad || portrait ? .regular : .compact
        let metrics = ScreenMetrics(width: root.width, height: root.height, safeArea: safe, horizontalSizeClass: h, verticalSizeClass: v)
        let flipped = ScreenMetrics(width: root.height, height: root.width, safeArea: safe, horizontalSizeClass: h, verticalSizeClass: v)
        return Device(id: "ib-" + (imported.deviceID ?? "unknown"), name: "Interface Builder canvas", family: ib.pad ? .ipad : .iphone,
                      portrait: portrait ? metrics : flipped, landscape: portrait ? flipped : metrics,
                      keyboardPortrait: 0, keyboardLandscape: 0)
    }

    private static func withoutVariants(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { node in
            var node = node
            node.variants = []
            node.children = withoutVariants(node.children)
            return node
        }
    }

    /// Solves the screen at its document's device and orientation, text size L, and compares frames.
    public static func check(_ imported: ImportedScreen, engine: LayoutEngine = LayoutEngine()) -> FrameCheck {
        var check = FrameCheck(screen: imported.screen.name)
        let profile = Profile(device: device(for: imported), orientation: imported.orientation, textSize: .l)
        check.profile = profile.key + " (\(ConstraintText.number(profile.screen.width))×\(ConstraintText.number(profile.screen.height)) pt)"
        var screen = imported.screen
        // A document without a <device> was saved on the "w Any h Any" canvas (Xcode 6–7), where
        // no size-class variation of a view applies; the compact/regular canvas device must not pick one.
        if imported.deviceID == nil { screen.views = Self.withoutVariants(screen.views) }
        let result = engine.layout(screen, profile: profile)
        var stale: Set<String> = []
        func walk(_ nodes: [ViewNode], staleAbove: Bool) {
            for node in nodes {
                let isStale = staleAbove || imported.misplaced.contains(node.id)
                if isStale { stale.insert(node.id) }
                walk(node.children, staleAbove: isStale)
            }
        }
        walk(imported.screen.views, staleAbove: false)
        // Where the constraints leave a frame open, IB saved one arbitrary answer (and warns of the
        // ambiguity); such views are not compared.
        let ambiguous = Set(result.findings.filter { $0.kind == .ambiguous }.flatMap(\.views))
        for (id, saved) in imported.savedFrames.sorted(by: { $0.key < $1.key }) where !stale.contains(id) {
            guard let solved = result.frames[id] else { continue }
            if ambiguous.contains(id) { check.ambiguous += 1; continue }
            let delta = max(abs(solved.x - saved.x), abs(solved.y - saved.y), abs(solved.width - saved.width), abs(solved.height - saved.height))
            let ok = delta <= 1
            check.compared += 1
            if ok { check.within1pt += 1 }
            if !imported.textSized.contains(id) {
                check.comparedNonText += 1
                if ok { check.within1ptNonText += 1 }
            }
            if !ok { check.offenders.append(Offender(screen: imported.screen.name, view: id, saved: saved, solved: solved, delta: delta)) }
        }
        check.offenders.sort { $0.delta > $1.delta }
        return check
    }
}

/// Totals over many screens.
public struct FrameCheckTotals: Hashable, Sendable {
    public var screens = 0
    public var skipped = 0
    public var compared = 0
    public var within1pt = 0
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
            ambiguous += check.ambiguous
            comparedNonText += check.comparedNonText
            within1ptNonText += check.within1ptNonText
            offenders += check.offenders
        }
        offenders.sort { $0.delta > $1.delta }
    }

    public var fraction: Double { compared == 0 ? 1 : Double(within1pt) / Double(compared) }
    public var fractionNonText: Double { comparedNonText == 0 ? 1 : Double(within1ptNonText) / Double(comparedNonText) }
}
