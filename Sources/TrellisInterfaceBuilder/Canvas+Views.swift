import TrellisLayout

/// Views Interface Builder's canvas draws otherwise than UIKit lays them out at runtime.
extension Canvas {
    /// Before iOS 11 a table view cell's content view had UIView's default 8 pt margins on every
    /// edge; iOS 11 brought 11 above and below and the system side margin. In documents saved
    /// before Xcode 9 (toolsVersion 13000), 29 of the 33 content-view edges pinned to margins sit
    /// 8 in; after, 320 of 333 leading edges sit 16 or 20 in and 269 of 285 top or bottom ones 11
    /// (4 documents of 4 repositories gain, none lose).
    static func withIOS10CellMargins(_ nodes: [ViewNode], cells: Set<String>) -> [ViewNode] {
        updating(cells, in: nodes) { $0.properties.margins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
    }

    /// IB keeps a hidden activity indicator's slot in a stack view, where UIKit collapses it: 3
    /// documents of 3 repositories lay their stacks out around it; the 8 other hidden arranged
    /// views of the corpus and the held-out samples collapse.
    static func showing(_ indicators: Set<String>, in nodes: [ViewNode]) -> [ViewNode] {
        updating(indicators, in: nodes) { $0.properties.hidden = nil }
    }

    /// The iOS 12 SDK's 22 pt system button glyphs, on the canvases of documents saved before Xcode 11.
    static func withIOS12Glyphs(_ nodes: [ViewNode], buttons: Set<String>) -> [ViewNode] {
        updating(buttons, in: nodes) { $0.properties.imageSize = SceneTranslator.iOS12SystemButtonGlyph }
    }

    /// An `@IBDesignable` view is drawn by its own code, which IB runs on the canvas: its size is the
    /// intrinsic size IB saved, not its text's (`ImportedScreen.designableConstraints`).
    static func drawnByDesignables(_ ids: Set<String>, in nodes: [ViewNode]) -> [ViewNode] {
        updating(ids, in: nodes) { $0.kind = .view }
    }

    private static func updating(_ ids: Set<String>, in nodes: [ViewNode], _ change: (inout ViewNode) -> Void) -> [ViewNode] {
        guard !ids.isEmpty else { return nodes }
        return nodes.map { node in
            var node = node
            if ids.contains(node.id) { change(&node) }
            node.children = updating(ids, in: node.children, change)
            return node
        }
    }
}
