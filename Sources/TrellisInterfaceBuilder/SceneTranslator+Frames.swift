import TrellisLayout

/// Where the translator takes a view's frame from: IB's saved rect, except for the content views
/// their cells lay out.
extension SceneTranslator {
    /// The frame IB saved for the element, in its superview.
    func frame(of element: IBElement) -> Frame? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        func n(_ key: String) -> Double { rect[key].flatMap(Double.init) ?? 0 }
        return Frame(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    /// The narrowest table whose cells' content views have 20 pt side margins.
    static let wideCellWidth = 390.0

    /// The frame a view is checked and laid out from. A cell's (or effect view's) content view
    /// fills its container, which lays it out: where IB saved none (Xcode 6 wrote none for some
    /// cells), and where a table view cell's saved one is more than its separator's pixel shorter
    /// than the cell (Xcode 6 kept 43 pt content views in cells made taller; their subviews sit
    /// where the cell's height puts them) or, in a cell without an accessory, narrower or wider
    /// (869 of 872 such content views are the cell's width; the other 3, of Xcode 6, were left
    /// behind when the cell was resized). Any other view without a frame is empty.
    func layoutFrame(of element: IBElement, in parent: Frame, container: IBElement) -> Frame {
        let fill = Frame(x: 0, y: 0, width: parent.width, height: parent.height)
        guard let saved = frame(of: element) else { return element["key"] == "contentView" ? fill : Frame(x: 0, y: 0, width: 0, height: 0) }
        guard element.name == "tableViewCellContentView" else { return saved }
        let accessory = container["accessoryType"].map { $0 != "none" } ?? false || container.child("view", key: "accessoryView") != nil
        let width = !accessory && abs(parent.width - saved.width) > 1
        let height = abs(parent.height - saved.height) > 1
        return Frame(x: width ? 0 : saved.x, y: height ? 0 : saved.y,
                     width: width ? parent.width : saved.width, height: height ? parent.height : saved.height)
    }
}
