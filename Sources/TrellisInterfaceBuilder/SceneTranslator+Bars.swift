import TrellisLayout

extension SceneTranslator {
    /// The bars IB simulates over a controller's view (or a xib's top-level view): its own
    /// simulated metrics, else those it infers from the controller's containers.
    mutating func simulateBars(of barOwner: IBElement, over imported: inout ImportedScreen) {
        imported.noStatusBar = inferredNoStatusBar
            || barOwner.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
        let topBar = barOwner.children.first { $0["key"] == "simulatedTopBarMetrics" }
        // A simulated bar set to None (`<nil key=…>`) overrides the one IB infers from containment.
        if topBar?.name == "nil" {
        } else if case let .saved(bar) = inferredTopBar {
            imported.barInsets.top = bar.height - bar.titleRowCut(over: barOwner, toolsVersion: toolsVersion ?? 0)
            imported.opaqueTopBar = topBar.map { $0["translucent"] == "NO" } ?? bar.isOpaque
        } else if inferredTopBar != nil || topBar?.name == "simulatedNavigationBarMetrics" {
            imported.barInsets.top = Canvas.standardNavigationBarHeight(toolsVersion: toolsVersion ?? 0) + (topBar?["prompted"] == "YES" ? 30 : 0)
            imported.opaqueTopBar = topBar.map { $0["translucent"] == "NO" } ?? inferredTopBar?.isOpaque ?? false
        }
        // `extendedLayoutIncludesOpaqueBars` runs the view under opaque bars as under translucent ones.
        if barOwner["extendedLayoutIncludesOpaqueBars"] == "YES" { imported.opaqueTopBar = false }
        // UIKit lays a controller's view out below a top bar its `edgesForExtendedLayout` leaves out,
        // as below an opaque one.
        if imported.barInsets.top > 0, let edges = barOwner.child("extendedEdge", key: "edgesForExtendedLayout"), edges["top"] != "YES" {
            imported.opaqueTopBar = true
        }
        let bottomBar = barOwner.children.first { $0["key"] == "simulatedBottomBarMetrics" }
        // A tab item alone is no evidence of a bar: 37 controllers in 17 documents carry one, and
        // the one that is in no tab bar controller's stack was saved without the bar (held out).
        if bottomBar?.name == "nil" {
        } else if inferredTabBar || bottomBar?.name == "simulatedTabBarMetrics" {
            imported.barInsets.bottom = 49
            imported.opaqueTabBar = barOwner["extendedLayoutIncludesOpaqueBars"] != "YES"
                && bottomBar.map { $0["translucent"] == "NO" } ?? inferredOpaqueTabBar
        } else if inferredToolbar || bottomBar?.name == "simulatedToolbarMetrics" {
            imported.barInsets.bottom = 44
            imported.bottomBarIsToolbar = true
        }
        if imported.barInsets != .zero {
            issues.append(ImportIssue(file: file, line: barOwner.line, element: barOwner.name,
                                      message: "shown under simulated bars (top \(Int(imported.barInsets.top)), bottom \(Int(imported.barInsets.bottom)) pt); profiles have no bars, so safe-area constraints sit higher"))
        }
    }
}
