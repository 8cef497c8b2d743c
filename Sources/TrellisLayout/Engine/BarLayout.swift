/// Where UIKit puts the bars a screen declares, and the safe area they leave its content.
///
/// A `navigationBar` sits under the status bar across the screen; a `tabBar` sits on the home
/// indicator, its frame reaching the screen's bottom, with a `toolbar` above it (or alone in its
/// place). As under a navigation or tab bar controller, the safe area of everything else starts
/// below the top bar and ends above the bottom ones, so `safeArea`, `margins`, `readable`,
/// `keyboard`, scroll views' adjusted insets and `obscured` all follow. The first visible bar of
/// each kind counts; bars are placed by Trellis, not by the file's constraints.
struct BarLayout {
    /// Bar view index → its frame in root coordinates.
    private(set) var frames: [Int: Frame] = [:]
    /// The screen with the bars' heights added to its safe-area insets.
    let screen: ScreenMetrics
    /// The device's own insets: status bar, sensor housing, home indicator.
    let deviceSafeArea: EdgeInsets
    /// What covers the top and bottom of the content beyond the device's own insets, for messages.
    private(set) var topBar: String?
    private(set) var bottomBar: String?

    init(scene: Scene, profile: Profile) {
        let device = profile.screen
        deviceSafeArea = device.safeArea
        var insets = device.safeArea
        let bars = { (kind: ViewKind) in scene.views.first { $0.kind == kind && !$0.isEffectivelyHidden } }
        let height = { (kind: ViewKind) in BarMetrics.height(of: kind, device: profile.device, orientation: profile.orientation) ?? 0 }
        if let navigation = bars(.navigationBar) {
            let barHeight = height(.navigationBar)
            frames[navigation.index] = Frame(x: 0, y: insets.top, width: device.width, height: barHeight)
            insets.top += barHeight
            topBar = "the navigation bar"
        }
        for kind in [ViewKind.tabBar, .toolbar] {
            guard let bar = bars(kind) else { continue }
            let barHeight = height(kind)
            // The lowest bar's frame reaches the screen's bottom, under the home indicator.
            let reach = insets.bottom == device.safeArea.bottom ? insets.bottom : 0
            frames[bar.index] = Frame(x: 0, y: device.height - insets.bottom - barHeight, width: device.width,
                                      height: barHeight + reach)
            insets.bottom += barHeight
            bottomBar = bottomBar ?? (kind == .tabBar ? "the tab bar" : "the toolbar")
        }
        screen = ScreenMetrics(width: device.width, height: device.height, safeArea: insets,
                               horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass)
    }
}
