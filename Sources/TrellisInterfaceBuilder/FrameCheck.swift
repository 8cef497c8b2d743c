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
    /// Views whose size does not come from text.
    public var comparedNonText = 0
    public var within1ptNonText = 0
    public var offenders: [Offender] = []

    /// Xcode's `<device id=…>` names and the built-in Trellis device of the same size in points.
    public static let devices: [String: String] = [
        "retina3_5": "iphone-se-1", "retina4_0": "iphone-se-1", "retina4_7": "iphone-se", "retina5_5": "iphone-8-plus",
        "retina5_9": "iphone-11-pro", "retina6_1": "iphone-11", "retina6_5": "iphone-11", "retina6_12": "iphone-14",
        "retina6_3": "iphone-16-pro", "retina6_72": "iphone-16-plus", "retina6_9": "iphone-16-pro-max",
        "ipad10_9rounded": "ipad", "ipad11": "ipad-pro-11", "ipad12_9rounded": "ipad-pro-12-9", "ipad12_9": "ipad-pro-12-9",
        "ipad8_3": "ipad-mini",
    ]

    /// The Trellis device for an imported screen: the document's device when its size matches the
    /// saved root view, else any built-in device of the root's size, else nil.
    public static func device(for imported: ImportedScreen, registry: DeviceRegistry = .builtIn) -> Device? {
        let isXib = imported.fromXib
        func size(_ device: Device) -> (Double, Double) {
            let p = device.portrait
            return imported.orientation == .portrait ? (p.width, p.height) : (p.height, p.width)
        }
        let named = imported.deviceID.flatMap { devices[$0] }.flatMap { registry.device(named: $0) }
        let root = (imported.rootSize.width, imported.rootSize.height)
        if let named, isXib || size(named) == root { return named }
        if isXib { return registry.device(named: "iphone-se") }
        return registry.ids.compactMap { registry.device(named: $0) }.first { size($0) == root }
    }

    /// Solves the screen at its document's device and orientation, text size L, and compares frames.
    public static func check(_ imported: ImportedScreen, engine: LayoutEngine = LayoutEngine()) -> FrameCheck {
        var check = FrameCheck(screen: imported.screen.name)
        guard let device = device(for: imported) else {
            check.skipped = "no device of \(ConstraintText.number(imported.rootSize.width))×\(ConstraintText.number(imported.rootSize.height)) pt"
                + (imported.deviceID.map { " (document device \($0))" } ?? "")
            return check
        }
        let key = "\(device.id)/\(imported.orientation.rawValue)/L"
        guard let profile = try? Profile(key: key) else { check.skipped = "bad profile \(key)"; return check }
        check.profile = key
        let result = engine.layout(imported.screen, profile: profile)
        var stale: Set<String> = []
        func walk(_ nodes: [ViewNode], staleAbove: Bool) {
            for node in nodes {
                let isStale = staleAbove || imported.misplaced.contains(node.id)
                if isStale { stale.insert(node.id) }
                walk(node.children, staleAbove: isStale)
            }
        }
        walk(imported.screen.views, staleAbove: false)
        for (id, saved) in imported.savedFrames.sorted(by: { $0.key < $1.key }) where !stale.contains(id) {
            guard let solved = result.frames[id] else { continue }
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
    public var comparedNonText = 0
    public var within1ptNonText = 0
    public var offenders: [FrameCheck.Offender] = []

    public init(_ checks: [FrameCheck]) {
        for check in checks {
            screens += 1
            if check.skipped != nil { skipped += 1 }
            compared += check.compared
            within1pt += check.within1pt
            comparedNonText += check.comparedNonText
            within1ptNonText += check.within1ptNonText
            offenders += check.offenders
        }
        offenders.sort { $0.delta > $1.delta }
    }

    public var fraction: Double { compared == 0 ? 1 : Double(within1pt) / Double(compared) }
    public var fractionNonText: Double { comparedNonText == 0 ? 1 : Double(within1ptNonText) / Double(comparedNonText) }
}
