import TrellisLayout

/// Interface Builder's canvas: the device a document was laid out on, as a Trellis device with
/// the safe area and simulated bars IB drew. Only the frame check solves on it; catalog profiles
/// are real devices.
public enum Canvas {
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

}
