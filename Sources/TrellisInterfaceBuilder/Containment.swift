/// The bars Interface Builder infers for a storyboard's controllers from how they are contained
/// and shown: navigation and tab bar controllers, split view columns, show (push) segues.
struct Containment {
    /// Controllers IB shows under an inferred navigation bar (a navigation controller's root, or a
    /// controller showing a navigation bar of its own, and whatever they push), with the bar's
    /// height. A navigation controller's stack has the bar its saved `navigationBar` frame
    /// describes (`NavigationBarFrame`); a controller with simulated navigation bar metrics and its
    /// pushes, and a column of a column-style split view controller, IB's standard bar.
    private(set) var navigation: [String: InferredNavigationBar] = [:]
    /// Controllers IB shows above an inferred tab bar (a tab bar controller's children and the stacks they hold).
    private(set) var tabBar: Set<String> = []
    /// Those of them whose tab bar controller's bar is opaque (`translucent="NO"`).
    private(set) var opaqueTabBar: Set<String> = []
    /// Controllers IB shows above an inferred toolbar: the stack of a navigation controller that
    /// shows its toolbar (`toolbarHidden="NO"`), and what a controller with simulated toolbar
    /// metrics pushes, as far as the pushes go (a pushed controller inherits the toolbar as it
    /// inherits the navigation bar).
    private(set) var toolbar: Set<String> = []
    /// Controllers IB draws without a status bar because it is inferred: the children of a container
    /// whose simulated status bar is None (`<nil key="simulatedStatusBarMetrics"/>`), and what they
    /// and such a controller push, as far as no controller sets a status bar of its own.
    private(set) var noStatusBar: Set<String> = []
    /// Controllers IB draws in a container view at the container's size: the destination of an
    /// embed segue and, when that is a navigation controller, its stack.
    private(set) var embedded: Set<String> = []
    /// Controllers presented full screen (`modalPresentationStyle="fullScreen"` on the controller or
    /// on a segue leading to it) that no container holds.
    private(set) var presentedFullScreen: Set<String> = []

    /// The relationships that make a controller a split view controller's column.
    static let splitColumns: Set = ["masterViewController", "supplementaryViewController", "detailViewController"]

    private var controllers: [String: IBElement] = [:]
    /// The storyboard's entry point: shown at launch, in no container, whatever segues lead back to it.
    private let initial: String?
    /// No split view controller shows a detail, so a detail segue shows in its source's stack.
    private var detailsShowInStack = true
    /// The segue IB chose to infer a controller's bars from, where several lead to it
    /// (`inferredMetricsTieBreakers`), by destination.
    private var tieBreakers: [String: String] = [:]

    init(_ document: IBElement) {
        initial = document["initialViewController"]
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] { if let id = object["id"] { controllers[id] = object } }
        }
        detailsShowInStack = !controllers.values.contains { $0.name == "splitViewController" }
        inferTieBreakers(document)
        let ordered = controllers.values.sorted { $0.line < $1.line }
        inferNavigationBars(ordered)
        inferTabBars(pushesKeepTheTabBar: (InterfaceBuilderImporter.toolsVersion(of: document) ?? 0) < Canvas.safeAreaToolsVersion)
        inferToolbars(ordered)
        inferHiddenStatusBars(ordered)
        inferEmbedded(ordered)
        inferFullScreenPresentations()
    }

    private mutating func inferFullScreenPresentations() {
        let contained = Set(controllers.values.flatMap { segues($0).filter { $0["kind"] == "relationship" }.compactMap { $0["destination"] } })
        let presentedSo = Set(controllers.values.flatMap(Self.allSegues).filter { $0["modalPresentationStyle"] == "fullScreen" }.compactMap { $0["destination"] })
        for (id, controller) in controllers where controller["modalPresentationStyle"] == "fullScreen" || presentedSo.contains(id) {
            guard !contained.contains(id), navigation[id] == nil, !tabBar.contains(id), !embedded.contains(id) else { continue }
            presentedFullScreen.insert(id)
        }
    }

    private mutating func inferTieBreakers(_ document: IBElement) {
        let chosen = Set(document.child("inferredMetricsTieBreakers")?.children("segue").compactMap { $0["reference"] } ?? [])
        for segue in controllers.values.flatMap(Self.allSegues) {
            if let id = segue["id"], chosen.contains(id), let destination = segue["destination"] { tieBreakers[destination] = id }
        }
    }

    private static func allSegues(_ controller: IBElement) -> [IBElement] {
        var out: [IBElement] = []
        func walk(_ e: IBElement) { for c in e.children { if c.name == "segue" { out.append(c) } else { walk(c) } } }
        walk(controller)
        return out
    }

    /// A controller's segues, less those into a controller whose bars IB inferred through another
    /// (a tab bar's child that a sibling also shows is drawn as that show segue presents it). A
    /// navigation controller's root stays in its stack whatever else shows it.
    private func segues(_ controller: IBElement) -> [IBElement] {
        Self.allSegues(controller).filter { segue in
            guard let destination = segue["destination"], let chosen = tieBreakers[destination],
                  segue["relationship"] != "rootViewController" else { return true }
            return segue["id"] == chosen
        }
    }

    /// What a controller pushes onto its stack: show segues, and in a storyboard without a split
    /// view detail segues, which then show in the stack too (IB draws the stack's bar over them: 1
    /// held-out document).
    private func pushes(_ controller: IBElement) -> [String] {
        let kinds: Set = detailsShowInStack ? ["show", "push", "showDetail"] : ["show", "push"]
        return segues(controller).filter { kinds.contains($0["kind"] ?? "") }.compactMap { $0["destination"] }
    }

    private func root(of navigation: IBElement) -> String? {
        segues(navigation).first { $0["relationship"] == "rootViewController" }?["destination"]
    }

    private mutating func inferNavigationBars(_ ordered: [IBElement]) {
        var queue: [(String, InferredNavigationBar)] = []
        for controller in ordered {
            let topBar = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
            if topBar?.name == "simulatedNavigationBarMetrics" {
                queue += pushes(controller).map { ($0, .standard(opaque: false)) }
            }
            // A navigation controller's own show segues push onto its stack, as its root does.
            if controller.name == "navigationController", controller["navigationBarHidden"] != "YES" {
                queue += pushes(controller).map { ($0, InferredNavigationBar(of: controller)) }
            }
            for segue in segues(controller) where segue["kind"] == "relationship" {
                guard let destination = segue["destination"] else { continue }
                // A navigation controller with `navigationBarHidden` shows its stack without a bar.
                if controller.name == "navigationController", segue["relationship"] == "rootViewController",
                   controller["navigationBarHidden"] != "YES" { queue.append((destination, InferredNavigationBar(of: controller))) }
                if controller.name == "tabBarController" {
                    tabBar.insert(destination)
                    if controller.child("tabBar", key: "tabBar")?["translucent"] == "NO" { opaqueTabBar.insert(destination) }
                }
                // A column-style split view controller (iOS 14) puts each column that is not a
                // navigation controller in one it makes: UIKit's documented behaviour, and what IB draws.
                if controller.name == "splitViewController", controller["allowDoubleColumnStyle"] == "YES",
                   Self.splitColumns.contains(segue["relationship"] ?? ""), controllers[destination]?.name != "navigationController" {
                    queue.append((destination, .standard(opaque: false)))
                }
            }
            // A navigation controller simulated above a tab bar (a storyboard another one's tab bar
            // controller references): its stack is drawn above it. A tab item alone is no evidence (1
            // document's navigation controller with one shows no bar).
            let bottomBar = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
            if controller.name == "navigationController", bottomBar?.name == "simulatedTabBarMetrics", let id = controller["id"] {
                tabBar.insert(id)
            }
        }
        queue.reverse()
        while let (id, bar) = queue.popLast() {
            guard navigation[id] == nil, let controller = controllers[id] else { continue }
            navigation[id] = bar
            queue += pushes(controller).map { ($0, bar) }
            // A tab bar controller in a navigation stack shows its tabs under that stack's bar.
            if controller.name == "tabBarController" {
                for segue in segues(controller) where segue["relationship"] == "viewControllers" {
                    if let destination = segue["destination"], controllers[destination]?.name != "navigationController" {
                        queue.append((destination, bar))
                    }
                }
            }
        }
    }

    /// A navigation controller inside a tab bar passes the tab bar on to its stack: its root and
    /// what they push, unless a pushed controller hides the bottom bar. IB draws the bar on a
    /// navigation controller shown from such a stack, too; a split view controller in a tab bar
    /// passes it on to its columns. Before Xcode 9, what a tab bar controller in a navigation stack
    /// or one of its tabs pushes onto that stack is drawn above the tab bar too (2 documents of
    /// Xcode 8: a pushed form's button 49 above the bottom, a pushed detail's buttons pinned 20
    /// above the bottom guide at 469 of 568); an Xcode 16 document draws its pushes without it.
    private mutating func inferTabBars(pushesKeepTheTabBar: Bool) {
        var stack: [(id: String, opaque: Bool)] = tabBar.compactMap { controllers[$0] }.flatMap { tab -> [(id: String, opaque: Bool)] in
            let opaque = opaqueTabBar.contains(tab["id"] ?? "")
            let held: [String] = switch tab.name {
            case "navigationController": root(of: tab).map { [$0] } ?? []
            case "splitViewController":
                segues(tab).filter { Self.splitColumns.contains($0["relationship"] ?? "") }.compactMap { $0["destination"] }
            default: []
            }
            return held.map { ($0, opaque) }
        }
        if pushesKeepTheTabBar {
            for tabs in controllers.values where tabs.name == "tabBarController" && navigation[tabs["id"] ?? ""] != nil {
                let opaque = tabs.child("tabBar", key: "tabBar")?["translucent"] == "NO"
                let children = segues(tabs).filter { $0["relationship"] == "viewControllers" }.compactMap { controllers[$0["destination"] ?? ""] }
                let pushed = pushes(tabs) + children.filter { $0.name != "navigationController" }.flatMap(pushes)
                stack += pushed.map { ($0, opaque) }
            }
        }
        while let (id, opaque) = stack.popLast() {
            guard let controller = controllers[id], controller["hidesBottomBarWhenPushed"] != "YES" else { continue }
            if opaque { opaqueTabBar.insert(id) }
            if controller.name == "navigationController" {
                if tabBar.insert(id).inserted, let root = root(of: controller) { stack.append((root, opaque)) }
                continue
            }
            guard tabBar.insert(id).inserted, navigation[id] != nil else { continue }
            stack += pushes(controller).map { ($0, opaque) }
        }
    }

    /// What a controller above a toolbar pushes inherits the toolbar, except the storyboard's entry
    /// point: a show segue back to it (a log-out) does not put it above one (1 document draws
    /// neither it nor what it pushes so).
    private mutating func inferToolbars(_ ordered: [IBElement]) {
        var pushed: [String] = []
        for controller in ordered {
            if controller.name == "navigationController", controller["toolbarHidden"] == "NO",
               let root = root(of: controller).flatMap({ controllers[$0] }), let id = root["id"] {
                toolbar.insert(id)
                pushed += pushes(root)
            }
            if controller.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedToolbarMetrics" }) {
                pushed += pushes(controller)
            }
        }
        pushed.reverse()
        while let id = pushed.popLast() {
            guard id != initial, let controller = controllers[id], controller["hidesBottomBarWhenPushed"] != "YES",
                  toolbar.insert(id).inserted else { continue }
            pushed += pushes(controller)
        }
    }

    /// A controller's own simulated status bar: nil when inferred, false when None.
    private static func showsStatusBar(_ controller: IBElement) -> Bool? {
        guard let setting = controller.children.first(where: { $0["key"] == "simulatedStatusBarMetrics" }) else { return nil }
        return setting.name != "nil"
    }

    private func shown(by controller: IBElement) -> [String] {
        let contained = segues(controller).filter { $0["kind"] == "relationship" }.compactMap { $0["destination"] }
        return contained + pushes(controller)
    }

    private mutating func inferHiddenStatusBars(_ ordered: [IBElement]) {
        var queue = ordered.filter { Self.showsStatusBar($0) == false }.flatMap(shown(by:))
        while let id = queue.popLast() {
            guard let controller = controllers[id], Self.showsStatusBar(controller) == nil,
                  noStatusBar.insert(id).inserted else { continue }
            queue += shown(by: controller)
        }
    }

    private mutating func inferEmbedded(_ ordered: [IBElement]) {
        var queue = ordered.flatMap(segues).filter { $0["kind"] == "embed" }.compactMap { $0["destination"] }
        while let id = queue.popLast() {
            guard let controller = controllers[id], embedded.insert(id).inserted else { continue }
            if controller.name == "navigationController" {
                queue += root(of: controller).map { [$0] } ?? []
            } else if navigation[id] != nil {
                queue += pushes(controller)
            }
        }
    }
}
