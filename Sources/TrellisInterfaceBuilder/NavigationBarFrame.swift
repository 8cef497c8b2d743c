/// The navigation bar IB draws over a navigation controller's stack, as tall as the controller's
/// saved `<navigationBar key="navigationBar">` frame: IB lays that bar out itself and rewrites its
/// frame on every save — 44 pt, 96 with large titles (44 + the 52 pt title row), 56 in a sheet, 54
/// from Xcode 26. A controller whose item never shows a large title gets the bar without the row.
///
/// Corpus (`scripts/nav-bar-evidence.py`, 64 controllers of navigation stacks that pin a view to
/// the safe area's top): the bar drawn over 58 is this height, less the title row where
/// `titleRowCut` says so (a constant 44 fits 53); 6 are under an opaque bar (their root starts below it).
struct NavigationBarFrame: Hashable {
    /// With the large title row when it shows large titles.
    var height: Double
    var showsLargeTitles: Bool
    /// `translucent="NO"`: UIKit lays the stack's root views out below an opaque bar.
    var isOpaque: Bool

    static let largeTitleRow = 52.0
    static let scrollViews: Set = ["scrollView", "tableView", "collectionView", "textView"]

    init?(of navigationController: IBElement) {
        guard let bar = navigationController.children.first(where: { $0.name == "navigationBar" && $0["key"] == "navigationBar" }),
              let frame = bar.child("rect", key: "frame"),
              let height = frame["height"].flatMap(Double.init), height > 0 else { return nil }
        self.height = height
        showsLargeTitles = bar["largeTitles"] == "YES" && height - Self.largeTitleRow >= 44
        isOpaque = bar["translucent"] == "NO"
    }

    /// How far the title row reaches over `controller`, whose navigation item may turn large titles
    /// off, or whose first subview is a scroll view: the large title then tracks that scroll view and
    /// Xcode 12 draws the bar collapsed (views pinned to the safe area's top sit 88 below the notched
    /// screen's top in the 3 such documents of 2 repositories of toolsVersion 17156–17701 that pin
    /// one, 140 under a first label or tab bar in 2 of 2). Xcode 13 on draws it expanded over a
    /// scroll view too: 2 held-out documents of 2 repositories (19162, 24128); 2 later ones (19150,
    /// 20037) draw it collapsed, so no era rule fits them all.
    func titleRowCut(over controller: IBElement, toolsVersion: Int) -> Double {
        let item = controller.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }
        let first = controller.child("view", key: "view")?.child("subviews")?.children.first
        let tracksScrollView = toolsVersion < Canvas.xcode13 && first.map { Self.scrollViews.contains($0.name) } ?? false
        return showsLargeTitles && (item?["largeTitleDisplayMode"] == "never" || tracksScrollView) ? Self.largeTitleRow : 0
    }
}

/// The navigation bar IB infers over a controller: its navigation controller's saved bar, or IB's
/// standard bar (simulated metrics, or a navigation controller that saved no bar frame).
/// A bar saved without a frame (before Xcode 9) still says whether it is opaque.
enum InferredNavigationBar: Hashable {
    case standard(opaque: Bool)
    case saved(NavigationBarFrame)

    init(of navigationController: IBElement) {
        let bar = navigationController.children.first { $0.name == "navigationBar" && $0["key"] == "navigationBar" }
        self = NavigationBarFrame(of: navigationController).map(InferredNavigationBar.saved)
            ?? .standard(opaque: bar?["translucent"] == "NO")
    }

    var isOpaque: Bool {
        switch self {
        case let .standard(opaque): opaque
        case let .saved(frame): frame.isOpaque
        }
    }
}
