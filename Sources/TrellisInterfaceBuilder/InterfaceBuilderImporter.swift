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
        var designables: [String: Size] = [:]
        for designable in document.child("designables")?.children("designable") ?? [] {
            if let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
               let w = size["width"].flatMap(Double.init), let h = size["height"].flatMap(Double.init) {
                designables[id] = Size(width: w, height: h)
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
        let containment = Containment(document)
        var screens: [ImportedScreen] = []
        var usedNames: Set<String> = []
        for root in roots {
            var name = root.name
            var counter = 2
            while usedNames.contains(name) { name = root.name + "_\(counter)"; counter += 1 }
            usedNames.insert(name)
            var translator = SceneTranslator(file: file, images: images, isXib: root.controller == nil)
            translator.toolsVersion = Self.toolsVersion(of: document)
            translator.designables = designables
            if let id = root.controller?["id"] {
                translator.inferredTopBar = containment.navigation[id]
                translator.inferredTabBar = containment.tabBar.contains(id)
                translator.inferredOpaqueTabBar = containment.opaqueTabBar.contains(id)
                translator.inferredToolbar = containment.toolbar.contains(id)
                translator.inferredNoStatusBar = containment.noStatusBar.contains(id)
            }
            var imported = translator.translate(root: root.view, controller: root.controller, name: name,
                                                deviceID: deviceID, orientation: orientation)
            imported.toolsVersion = translator.toolsVersion
            imported.embedded = root.controller?["id"].map(containment.embedded.contains) ?? false
            imported.presentedFullScreen = root.controller?["id"].map(containment.presentedFullScreen.contains) ?? false
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
