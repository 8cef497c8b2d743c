/// The heights of UIKit's bars (ios-platform-facts.md §3.2): a navigation bar 44 pt, a toolbar
/// 44 pt and a tab bar 49 pt on iPhone in portrait, 32 pt each in landscape on phones of compact
/// width (44 / 49 on the Plus and Max class, regular width in landscape), 50 pt on iPad. The
/// home indicator's inset comes on top of a tab bar or toolbar (83 pt on Face ID phones).
///
/// ```swift
/// BarMetrics.height(of: .tabBar, device: .iphone14, orientation: .portrait) // 49
/// ```
public enum BarMetrics {
    public static func height(of kind: ViewKind, device: Device, orientation: Orientation) -> Double? {
        guard [.navigationBar, .toolbar, .tabBar].contains(kind) else { return nil }
        let tablet = device.family == .ipad || (device.family == .custom && device.portrait.horizontalSizeClass == .regular)
        if tablet { return 50 }
        let compactLandscape = orientation == .landscape && device.screen(orientation).horizontalSizeClass == .compact
        if compactLandscape { return 32 }
        return kind == .tabBar ? 49 : 44
    }
}
