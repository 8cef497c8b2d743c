import Foundation
import TrellisLayout

/// Turns `.storyboard` and `.xib` documents into Trellis screens.
///
/// ```swift
/// let result = try InterfaceBuilderImporter.importFile(atPath: "Main.storyboard")
/// for issue in result.issues { print(issue) }
/// let frames = LayoutEngine().layout(result.screens[0].screen, profile: profile).frames
/// ```
public enum InterfaceBuilderImporter {
    /// Larger documents are refused from their size, before they are read: the biggest real
    /// storyboards are a few megabytes.
    public static let maximumFileSize = 32 << 20

    public static func importFile(atPath path: String) throws(IBParseError) -> ImportResult {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumFileSize {
            throw IBParseError(file: path, line: 1, message: "the file is \(size >> 20) MB; Interface Builder documents are limited to \(maximumFileSize >> 20) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IBParseError(file: path, line: 1, message: "cannot read file")
        }
        return try importDocument(data, file: path)
    }

    public static func importDocument(_ data: Data, file: String) throws(IBParseError) -> ImportResult {
        let document = try IBElement.parse(data, file: file)
        guard document.name == "document" else {
            throw IBParseError(file: file, line: document.line, message: "expected an Interface Builder <document>, found <\(document.name)>")
        }
        var issues: [ImportIssue] = []
        let device = document.child("device")
        let orientation: Orientation = device?["orientation"] == "landscape" ? .landscape : .portrait
        // Older documents name the canvas in their default simulated metrics instead (`retina4_7.fullscreen`).
        let simulated = document.child("simulatedMetricsContainer")?.children.first { $0["key"] == "destination" }?["type"]
        let deviceID = device?["id"] ?? simulated.flatMap { $0.split(separator: ".").first.map(String.init) }
        var images: [String: Size] = [:]
        // An SF Symbol's (`catalog="system"`) width and height are its aspect ratio scaled to 128,
        // not the size it is drawn at, which depends on its glyph: it is left unlisted.
        for image in document.child("resources")?.children("image") ?? [] where image["catalog"] != "system" {
            if let name = image["name"], let w = image["width"].flatMap(Double.init), let h = image["height"].flatMap(Double.init) {
                images[name] = Size(width: w, height: h)
            }
        }
        let stem = Self.sanitize(((file as NSString).lastPathComponent as NSString).deletingPathExtension)
        var roots: [(name: String, view: IBElement, controller: IBElement?)] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children("scene") {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.children where !["placeholder", "customObject", "exit"].contains(controller.name) {
                    guard let view = controller.children.first(where: { $0["key"] == "view" }) else { continue }
                    let base = controller["storyboardIdentifier"]
                        ?? ((controller["title"] ?? controller["customClass"] ?? controller.name) + "_" + (scene["sceneID"] ?? ""))
                    roots.append((Self.sanitize(base), view, controller))
                }
            }
        } else if let objects = document.child("objects") {
            let tops = objects.children.filter { $0.name != "placeholder" && $0.name != "customObject" && $0.child("rect", key: "frame") != nil }
            for (index, view) in tops.enumerated() {
                let label = view["userLabel"] ?? view["customClass"]
                let name = tops.count == 1 ? stem : stem + "_" + Self.sanitize(label ?? "view\(index + 1)")
                roots.append((name, view, nil))
            }
        }
        let (inNavigation, inTabBar) = Self.containment(document)
        var screens: [ImportedScreen] = []
        var usedNames: Set<String> = []
        for root in roots {
            var name = root.name
            var counter = 2
            while usedNames.contains(name) { name = root.name + "_\(counter)"; counter += 1 }
            usedNames.insert(name)
            var translator = SceneTranslator(file: file, images: images, isXib: root.controller == nil)
            if let id = root.controller?["id"] {
                translator.inferredTopBar = inNavigation[id]
                translator.inferredTabBar = inTabBar.contains(id)
            }
            var imported = translator.translate(root: root.view, controller: root.controller, name: name,
                                                deviceID: deviceID, orientation: orientation)
            imported.toolsVersion = Self.toolsVersion(of: document)
            issues += translator.issues
            screens.append(imported)
        }
        return ImportResult(file: file, screens: screens, issues: issues)
    }

    /// The build of Interface Builder that saved the document. Some Xcode 15 builds write the
    /// placeholder 32700.99.1234 as `toolsVersion`; their Cocoa Touch plug-in's version (22684 or
    /// 22685 in all 14 such documents of the corpus and samples) is the build.
    static func toolsVersion(of document: IBElement) -> Int? {
        func build(_ version: String?) -> Int? { version.flatMap { Int($0.prefix { $0.isNumber }) } }
        let tools = document["toolsVersion"]
        guard tools?.hasPrefix("32700.99.") == true else { return build(tools) }
        let plugIn = document.child("dependencies")?.children("plugIn").first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return build(plugIn?["version"]) ?? build(tools)
    }

    /// The relationships that make a controller a split view controller's column.
    static let splitColumns: Set = ["masterViewController", "supplementaryViewController", "detailViewController"]

    /// Controllers IB shows under an inferred navigation bar (a navigation controller's root, or a
    /// controller showing a navigation bar of its own, and whatever they push), with the bar's
    /// height, and above an inferred tab bar (a tab bar controller's children).
    ///
    /// A navigation controller's stack has the bar its saved `navigationBar` frame describes
    /// (`NavigationBarFrame`); a controller with simulated navigation bar metrics and its pushes,
    /// and a column of a column-style split view controller, IB's standard bar.
    static func containment(_ document: IBElement) -> (navigation: [String: InferredNavigationBar], tabBar: Set<String>) {
        var controllers: [String: IBElement] = [:]
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] { if let id = object["id"] { controllers[id] = object } }
        }
        func segues(_ controller: IBElement) -> [IBElement] {
            var out: [IBElement] = []
            func walk(_ e: IBElement) { for c in e.children { if c.name == "segue" { out.append(c) } else { walk(c) } } }
            walk(controller)
            return out
        }
        var navigation: [String: InferredNavigationBar] = [:], tabBar: Set<String> = []
        var queue: [(String, InferredNavigationBar)] = []
        for controller in controllers.values.sorted(by: { $0.line < $1.line }) {
            let topBar = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
            if topBar?.name == "simulatedNavigationBarMetrics" {
                for segue in segues(controller) where ["show", "push"].contains(segue["kind"] ?? "") {
                    if let destination = segue["destination"] { queue.append((destination, .standard(opaque: false))) }
                }
            }
            for segue in segues(controller) where segue["kind"] == "relationship" {
                guard let destination = segue["destination"] else { continue }
                // A navigation controller with `navigationBarHidden` shows its stack without a bar.
                if controller.name == "navigationController", segue["relationship"] == "rootViewController",
                   controller["navigationBarHidden"] != "YES" { queue.append((destination, InferredNavigationBar(of: controller))) }
                if controller.name == "tabBarController" { tabBar.insert(destination) }
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
            for segue in segues(controller) where ["show", "push"].contains(segue["kind"] ?? "") {
                if let destination = segue["destination"] { queue.append((destination, bar)) }
            }
            // A tab bar controller in a navigation stack shows its tabs under that stack's bar.
            if controller.name == "tabBarController" {
                for segue in segues(controller) where segue["relationship"] == "viewControllers" {
                    if let destination = segue["destination"], controllers[destination]?.name != "navigationController" {
                        queue.append((destination, bar))
                    }
                }
            }
        }
        // A navigation controller inside a tab bar passes the tab bar on to its stack: its root and
        // what they push, unless a pushed controller hides the bottom bar.
        // IB draws the bar on a navigation controller shown from such a stack, too.
        func root(of navigation: IBElement) -> String? {
            segues(navigation).first { $0["relationship"] == "rootViewController" }?["destination"]
        }
        // A split view controller in a tab bar passes it on to its columns.
        func children(of split: IBElement) -> [String] {
            segues(split).filter { Self.splitColumns.contains($0["relationship"] ?? "") }.compactMap { $0["destination"] }
        }
        var stack: [String] = tabBar.compactMap { controllers[$0] }.flatMap { tab -> [String] in
            switch tab.name {
            case "navigationController": root(of: tab).map { [$0] } ?? []
            case "splitViewController": children(of: tab)
            default: []
            }
        }
        while let id = stack.popLast() {
            guard let controller = controllers[id], controller["hidesBottomBarWhenPushed"] != "YES" else { continue }
            if controller.name == "navigationController" {
                if tabBar.insert(id).inserted, let root = root(of: controller) { stack.append(root) }
                continue
            }
            guard tabBar.insert(id).inserted, navigation[id] != nil else { continue }
            for segue in segues(controller) where ["show", "push"].contains(segue["kind"] ?? "") {
                if let destination = segue["destination"] { stack.append(destination) }
            }
        }
        return (navigation, tabBar)
    }

    /// Renames screens so that names stay unique across documents imported together (`Name_2`, …).
    public static func makeNamesUnique(_ results: inout [ImportResult]) {
        var used: Set<String> = []
        for r in results.indices {
            for s in results[r].screens.indices {
                let base = results[r].screens[s].screen.name
                var name = base
                var counter = 2
                while used.contains(name) { name = base + "_\(counter)"; counter += 1 }
                used.insert(name)
                results[r].screens[s].screen.name = name
            }
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*` from free text: words joined in camel case, the first letter kept.
    static func sanitize(_ text: String) -> String {
        var out = ""
        var upperNext = false
        for scalar in text.unicodeScalars {
            let isAlnum = (scalar.value < 128) && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")
            if isAlnum {
                let c = String(scalar)
                out += upperNext && !out.isEmpty ? c.uppercased() : c
                upperNext = false
            } else {
                upperNext = true
            }
        }
        if out.isEmpty { out = "_" }
        if let first = out.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { out = "_" + out }
        return out
    }
}
