/// UIKit's names for the layout guides, accepted in constraints beside Trellis's short ones, so a
/// constraint can be written as it reads in Swift: `title.top == safeAreaLayoutGuide.top`,
/// `pager.contentLayoutGuide.width == …`.
///
/// ```swift
/// GuideAliases.canonical(["root", "safeAreaLayoutGuide"])   // ["safeArea"]
/// GuideAliases.canonical(["scroll", "contentLayoutGuide"])  // ["scroll", "content"]
/// ```
enum GuideAliases {
    /// The root view's guides (`view.safeAreaLayoutGuide` in a view controller).
    static let screen = [
        "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins",
        "readableContentGuide": "readable", "keyboardLayoutGuide": "keyboard",
    ]

    /// A view's own guides: any view's margins, a scroll view's content and frame.
    static let view = ["layoutMarginsGuide": "margins", "contentLayoutGuide": "content", "frameLayoutGuide": "frame"]

    /// The path with UIKit's guide names replaced by the short ones; other paths unchanged.
    static func canonical(_ path: [String]) -> [String] {
        if path.count == 1, let short = screen[path[0]] { return [short] }
        if path.count == 2, path[0] == "root", let short = screen[path[1]] { return [short] }
        if path.count >= 2, let last = path.last, let short = view[last] { return path.dropLast() + [short] }
        return path
    }
}
