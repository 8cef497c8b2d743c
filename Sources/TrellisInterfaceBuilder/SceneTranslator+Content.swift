import TrellisLayout

/// What sizes a button or a label beyond its plain title or text: system button glyphs, iOS 15's
/// button configurations and attributed strings with their paragraph styles.
extension SceneTranslator {
    /// The glyph that sizes a system button type without a title, by the SDK's controls: iOS 13 drew
    /// the info, detail disclosure and add buttons as symbols 25 × 24 (3 buttons of 2 documents of 2
    /// repositories saved by Xcode 11 and later), iOS 12 as 22 pt circles (infoLight in 2 held-out
    /// documents of 2 repositories before Xcode 11); the close button (iOS 13 on) 30 × 30 (2 corpus
    /// documents of 2 repositories). None otherwise.
    static let systemButtonGlyphs: [String: Size] = [
        "infoLight": Size(width: 25, height: 24), "infoDark": Size(width: 25, height: 24),
        "detailDisclosure": Size(width: 25, height: 24), "contactAdd": Size(width: 25, height: 24),
        "close": Size(width: 30, height: 30),
    ]
    static let iOS12SystemButtonGlyph = Size(width: 22, height: 22)

    /// A legacy button's normal-state title (or attributed title), its content insets, and the image
    /// that sizes it: beside a title when the document lists the image's size, alone otherwise; with
    /// neither title nor image, the background image.
    mutating func configureLegacyButton(_ p: inout ViewProperties, from element: IBElement) {
        let normal = element.children("state").first { $0["key"] == "normal" }
        p.title = normal?.string("title")
        if p.title == nil, let attributed = normal?.child("attributedString", key: "attributedTitle") {
            (p.title, p.font) = Self.attributedText(attributed)
        }
        if let insets = element.children.first(where: { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }) {
            func n(_ k: String) -> Double { insets[k].flatMap(Double.init) ?? 0 }
            // Zero insets mean UIKit's legacy padding; any other replaces it.
            let padding = DirectionalInsets(top: n("minY"), leading: n("minX"), bottom: n("maxY"), trailing: n("maxX"))
            if [n("minY"), n("minX"), n("maxY"), n("maxX")].contains(where: { $0 != 0 }) { p.contentInsets = padding }
        }
        // Xcode 11 on writes the state's image as an `imageReference` (SF Symbols among them).
        let reference = normal?.child("imageReference", key: "image")
        let stateImage = normal?["image"] ?? reference?["image"]
        // An image beside a title sizes the button too, when the document lists its size (an SF
        // Symbol's listed size is not the size it is drawn at beside a title).
        if p.title != nil, let image = stateImage, (normal?["catalog"] ?? reference?["catalog"]) != "system",
           let size = images[image] {
            p.imageSize = size
        }
        if p.title == nil, let type = element["buttonType"], let glyph = Self.systemButtonGlyphs[type] {
            p.imageSize = glyph
            if type != "close", let id = ids[element["id"] ?? ""] { iOS12Glyphs.insert(id) }
        }
        if p.title == nil, let image = stateImage {
            p.imageSize = imageSize(image, of: element, padding: p.contentInsets ?? DirectionalInsets(), reportingAt: element)
        }
        // With no title or image UIButton's content is empty, and its size is its background image's.
        if p.title == nil, p.imageSize == nil, let background = normal?["backgroundImage"], let size = images[background] {
            p.imageSize = size
        }
    }

    /// The size of a button's only image: the document's listed size, else (an SF Symbol, whose
    /// listed size is only its aspect at 128, or an image the document does not list) the saved
    /// size less the padding, reported.
    mutating func imageSize(_ image: String, of button: IBElement, padding: DirectionalInsets, reportingAt element: IBElement) -> Size? {
        if let listed = images[image] { return listed }
        issue(element, "image button '\(image)': the document does not list the image's size; its saved size stands in")
        return frame(of: button).map {
            Size(width: max(0, $0.width - padding.horizontal), height: max(0, $0.height - padding.vertical))
        }
    }

    /// `UIButton.Configuration`'s default content insets for the medium size: the corpus's
    /// unconstrained configuration buttons are their title's line + 14 pt tall and its width + 24 pt
    /// wide (`"<Title>"` in headline 80.3 × 34.3, `"<Restore>"` in subheadline 95 × 32).
    static let configurationInsets = DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    /// A `<buttonConfiguration>` of `button`: its title (or attributed title), its title font (body,
    /// following Dynamic Type, unless it names one), its image and its content insets. The legacy
    /// normal-state title a configured button still carries is not shown, so it is ignored.
    mutating func configure(_ p: inout ViewProperties, from configuration: IBElement, of button: IBElement) {
        p.title = configuration.string("title")
        if p.title == nil, let attributed = configuration.child("attributedString", key: "attributedTitle") {
            (p.title, p.font) = Self.attributedText(attributed)
        }
        if p.font == nil {
            if let font = configuration.child("fontDescription", key: "titleFontDescription") {
                applyFontDescription(font, to: &p)
            } else {
                p.style = .body
            }
        }
        p.contentInsets = Self.configurationInsets
        p.lines = 0
        if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
            func n(_ k: String) -> Double? { insets[k].flatMap(Double.init) }
            p.contentInsets = DirectionalInsets(top: n("top") ?? 0, leading: n("leading") ?? 0, bottom: n("bottom") ?? 0, trailing: n("trailing") ?? 0)
        }
        // Xcode 13.2 on writes the image as an `imageReference` (SF Symbols among them).
        guard let image = configuration["image"] ?? configuration.child("imageReference", key: "image")?["image"] else { return }
        if p.title?.isEmpty ?? true {
            p.imageSize = imageSize(image, of: button, padding: p.contentInsets ?? DirectionalInsets(), reportingAt: configuration)
        } else if let listed = images[image] {
            // Beside or above the title, at the size the document lists (SF Symbols it does not).
            p.imageSize = listed
            p.imagePlacement = configuration["imagePlacement"].flatMap(ImagePlacement.init) ?? .leading
            p.imagePadding = configuration["imagePadding"].flatMap(Double.init)
        } else {
            issue(configuration, "the symbol '\(image)' beside a configuration's title is not measured (its drawn size is not in the document); the title alone sizes the button")
        }
    }

    /// The first fragment's paragraph style: its line spacing, line height multiple and bounds.
    static func applyParagraphStyle(_ attributed: IBElement, to p: inout ViewProperties) {
        guard let style = attributed.children("fragment").first?.child("attributes")?.child("paragraphStyle") else { return }
        if let spacing = style["lineSpacing"].flatMap(Double.init), spacing != 0 { p.lineSpacing = spacing }
        if let multiple = style["lineHeightMultiple"].flatMap(Double.init), multiple > 0, multiple != 1 { p.lineHeightMultiple = multiple }
        if let minimum = style["minimumLineHeight"].flatMap(Double.init), minimum > 0 { p.minimumLineHeight = minimum }
        if let maximum = style["maximumLineHeight"].flatMap(Double.init), maximum > 0 { p.maximumLineHeight = maximum }
    }

    /// An attributed string's text, and its first fragment's font (`metaFont` or font name for the weight).
    static func attributedText(_ attributed: IBElement) -> (String, FixedFont?) {
        let fragments = attributed.children("fragment")
        let text = fragments.compactMap { $0.string("content") }.joined()
        guard let font = fragments.first?.child("attributes")?.child("font"),
              let size = font["size"].flatMap(Double.init) ?? font["metaFont"].flatMap(metaFontDefaultSize) else {
            return (text, nil)
        }
        let name = (font["metaFont"] ?? font["name"] ?? "").lowercased()
        let weight: FontWeight = name.contains("semibold") ? .semibold : name.contains("bold") ? .bold
            : name.contains("medium") ? .medium : name.contains("light") ? .light : .regular
        return (text, FixedFont(size: size, weight: weight, family: builtInFamily(postScriptName: font["name"], family: nil)))
    }

    /// A meta font written without a size is AppKit's, at AppKit's default size: IB edits
    /// attributed text with macOS's font panel. `NSFont.systemFontSize` is 13 (a one-line label of
    /// `metaFont="system"` text is saved 15.67 pt tall, SF's 13 pt line), `smallSystemFontSize` 11,
    /// `labelFontSize` 10; the rest are not known here.
    private static func metaFontDefaultSize(_ name: String) -> Double? {
        switch name {
        case "system", "systemBold", "systemSemibold", "systemMedium", "systemLight", "systemHeavy", "systemThin",
             "message", "controlContent", "titleBar":
            13
        case "smallSystem", "smallSystemBold", "toolTip": 11
        case "label": 10
        default: nil
        }
    }
}
