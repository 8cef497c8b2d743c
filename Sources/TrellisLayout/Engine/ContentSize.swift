/// What a view's content asks for at one profile and one text pass: UIKit's
/// `intrinsicContentSize` per axis (nil where the view has none), text baselines, and the text
/// facts findings need.
struct ContentSize: Hashable {
    struct Baselines: Hashable {
        /// First baseline, from the view's top.
        var first: Double
        /// Last baseline, from the view's bottom.
        var lastFromBottom: Double
    }

    /// The text a label or button shows and how it fits.
    struct Text: Hashable {
        var string: String
        var font: Font
        /// 0 means unlimited, as `numberOfLines`.
        var maxLines: Int
        /// The device's pixel grid (`UIScreen.scale`), which text sizes round up to.
        var scale: Double
        /// Padding around the text inside the view, per axis (both sides together).
        var horizontalPadding: Double = 0
        var verticalPadding: Double = 0
    }

    var width: Double?
    var height: Double?
    var baselines: Baselines?
    var text: Text?
    /// True when the height follows the width the solver gives (multi-line labels, non-scrolling
    /// text views): UIKit's two-pass layout re-measures these.
    var heightFollowsWidth = false
}

/// Intrinsic content sizes as UIKit computes them, per view type.
enum ContentMeasurer {
    /// The content of a view at a text size. `width` is the width the previous pass gave the view
    /// (nil on the first pass), which multi-line text wraps to.
    static func content(of view: Scene.View, category: ContentSizeCategory, width: Double?, sdk: PlatformSDK, scale: Double) -> ContentSize? {
        let properties = view.properties
        switch view.kind {
        case .label:
            let text = ContentSize.Text(string: properties.text ?? "", font: font(properties, category, sdk),
                                        maxLines: properties.lines ?? 1, scale: scale)
            // An explicit preferredMaxLayoutWidth fixes the wrapping width: no second pass.
            if text.maxLines != 1, let preferred = properties.preferredMaxLayoutWidth, preferred > 0 {
                return textContent(text, wrapWidth: preferred, followsWidth: false)
            }
            return textContent(text, wrapWidth: text.maxLines == 1 ? nil : width, followsWidth: text.maxLines != 1)
        case .button:
            let insets = properties.contentInsets
            guard let title = properties.title, !title.isEmpty else {
                // Image-only: the image's size; neither title nor image: UIKit's empty content plus the legacy padding.
                let padding = insets ?? DirectionalInsets()
                let line = controlLineHeight(font(properties, category, sdk)).rounded(.up)
                if let image = properties.imageSize {
                    // A legacy button keeps its empty title's line (a configuration, wrapping, does not).
                    let title = properties.lines == 0 ? 0 : line
                    return ContentSize(width: image.width + padding.horizontal, height: max(image.height, title) + padding.vertical)
                }
                // The empty content is 30 × 22, or a line of a larger font tall.
                let empty = Size(width: ControlMetrics.emptyButtonContent.width, height: max(ControlMetrics.emptyButtonContent.height, line))
                if let insets { return ContentSize(width: empty.width + insets.horizontal, height: empty.height + insets.vertical) }
                return ContentSize(width: empty.width, height: ControlMetrics.systemButtonHeight(lineHeight: empty.height))
            }
            let font = font(properties, category, sdk)
            let lines = properties.lines ?? 1
            if let placement = properties.imagePlacement, let image = properties.imageSize {
                let text = ContentSize.Text(string: title, font: font, maxLines: lines, scale: scale)
                return titleWithImage(text, image: image, placement: placement, padding: properties.imagePadding ?? 0,
                                      insets: insets ?? DirectionalInsets(), wrapWidth: lines == 1 ? nil : width)
            }
            if lines != 1 {
                // A wrapping title (a configuration's default) is measured as a label's lines.
                let padding = insets ?? DirectionalInsets(top: 0, leading: 0, bottom: legacyVerticalPadding(font, scale), trailing: 0)
                let text = ContentSize.Text(string: title, font: font, maxLines: lines, scale: scale,
                                            horizontalPadding: padding.horizontal, verticalPadding: padding.vertical)
                return textContent(text, wrapWidth: width, followsWidth: true)
            }
            if let image = properties.imageSize {
                return titleBesideImage(title, font: font, image: image, insets: insets ?? DirectionalInsets(), scale: scale,
                                        padded: sdk == .iOS10)
            }
            if let insets {
                // A one-line title is whole points tall (ceil of the line height), as with the legacy padding.
                let line = controlLineHeight(font).rounded(.up) - TextMeasurer.roundUp(font.lineHeight, scale: scale)
                let text = ContentSize.Text(string: title, font: font, maxLines: 1, scale: scale,
                                            horizontalPadding: insets.horizontal, verticalPadding: max(0, insets.vertical + line))
                return textContent(text, wrapWidth: nil, followsWidth: false)
            }
            let text = ContentSize.Text(string: title, font: font, maxLines: 1, scale: scale, verticalPadding: legacyVerticalPadding(font, scale))
            var content = textContent(text, wrapWidth: nil, followsWidth: false)
            // The legacy content is never narrower than the empty button's, so "+" is 30 wide.
            content.width = max(content.width ?? 0, ControlMetrics.emptyButtonContent.width)
            return content
        case .textField:
            let font = font(properties, category, sdk)
            let shown = [properties.text, properties.placeholder].compactMap { $0 }
            let widest = shown.map { TextMeasurer.measure($0, font: font, maxLines: 1, width: nil, scale: scale).size.width }.max() ?? 0
            let borderless = properties.border == .borderless
            let height = borderless ? ControlMetrics.borderlessTextFieldHeight(lineHeight: font.lineHeight, sdk: sdk, scale: scale)
                : ControlMetrics.textFieldHeight(lineHeight: textFieldLineHeight(font), sdk: sdk, scale: scale,
                                                 roundedRect: (properties.border ?? .roundedRect) == .roundedRect)
            let padding = borderless ? 2 * UIKitMetrics.borderlessTextFieldHorizontalInset : ControlMetrics.textFieldHorizontalPadding(sdk: sdk)
            // The text is centred vertically; its baseline sits that far below the field's top.
            let baseline = (height - font.lineHeight) / 2 + font.baselineOffset
            return ContentSize(width: widest + padding, height: height,
                               baselines: .init(first: baseline, lastFromBottom: height - baseline))
        case .textView:
            guard properties.scrollEnabled == false else { return nil }
            let text = ContentSize.Text(string: properties.text ?? "", font: font(properties, category, sdk), maxLines: 0, scale: scale,
                                        horizontalPadding: 2 * UIKitMetrics.textViewLineFragmentPadding,
                                        verticalPadding: 2 * UIKitMetrics.textViewContainerInset)
            var content = textContent(text, wrapWidth: width, followsWidth: true, lineFragments: true)
            content.width = nil
            // An empty text view still holds the caret's line.
            if text.string.isEmpty { content.height = TextMeasurer.roundUp(text.font.lineHeight, scale: scale) + text.verticalPadding }
            return content
        case .image:
            return properties.imageSize.map { ContentSize(width: $0.width, height: $0.height) }
        case .webView:
            return properties.contentHeight.map { ContentSize(width: nil, height: $0) }
        case .switch:
            return ContentSize(width: ControlMetrics.switchSize.width - ControlMetrics.switchFrameOutsetRight,
                               height: ControlMetrics.switchSize.height)
        case .view, .stack, .scroll, .component, .navigationBar, .toolbar, .tabBar:
            return nil
        }
    }

    static func font(_ properties: ViewProperties, _ category: ContentSizeCategory, _ sdk: PlatformSDK) -> Font {
        var font = properties.font.map(Font.init) ?? Font(style: properties.style ?? .body, category: category)
        if sdk == .iOS10 { font.eastAsianExtra = 0 }
        if sdk == .iOS12, properties.font == nil, properties.style == .largeTitle {
            let scale = Self.iOS12CanvasLargeTitleScale
            font = Font(pointSize: font.pointSize * scale, weight: font.weight, lineHeight: font.lineHeight * scale, lineSpacing: font.lineSpacing * scale)
        }
        // A paragraph style scales every line, bounds its height, then adds its spacing between
        // lines, in TextKit's order (a maximum of 0 is no maximum).
        if let multiple = properties.lineHeightMultiple, multiple > 0 {
            font.lineHeight *= multiple
            font.lineSpacing *= multiple
        }
        if let minimum = properties.minimumLineHeight, minimum > 0 {
            (font.lineHeight, font.lineSpacing) = (max(font.lineHeight, minimum), max(font.lineSpacing, minimum))
        }
        if let maximum = properties.maximumLineHeight, maximum > 0 {
            (font.lineHeight, font.lineSpacing) = (min(font.lineHeight, maximum), min(font.lineSpacing, maximum))
        }
        if let spacing = properties.lineSpacing { font.lineSpacing += spacing }
        return font
    }

    /// Xcode 9–10's canvases (the iOS 12 SDK's) draw the Large Title style smaller than iOS 11–12
    /// devices do: one line 36 pt tall (2 documents of 2 repositories, Xcode 10.1, and one of Xcode
    /// 10.2 held out; none against) and as wide as 29.5 pt text ("Blackboard Example App", 321.5 pt,
    /// one public document). 29.5 pt of SF gives both within a point; devices keep 34.
    static let iOS12CanvasLargeTitleScale = 29.5 / 34

    /// Buttons size themselves from the font's own line height (SF: 1.1934 × size, what the
    /// control heights in the platform facts were measured with; a built-in face's its own: IB
    /// saves Avenir Next buttons 33 tall at 15 pt, 45 at 24, 49 at 27, 53 at 30, two repositories).
    private static func controlLineHeight(_ font: Font) -> Double {
        font.naturalLineHeight
    }

    /// Rounded-rect text fields stay as tall as with the system font at that size, whatever the
    /// face: IB saves Avenir Next fields 30 tall at 16 and 17 pt (6 fields, two repositories),
    /// where the face's own line (23.2 pt at 17) would make them 33.
    private static func textFieldLineHeight(_ font: Font) -> Double {
        font.pointSize * DynamicType.sfProLineHeightRatio
    }

    /// A legacy button's one-line title beside its image: the title's line, whole points tall as a
    /// legacy title's, next to the image, as tall as the taller of the two, plus any content insets
    /// (which replace the 6 pt legacy padding). Before Xcode 8.3's SDK (`padded`) the title's line
    /// kept 2 pt on every side: an Xcode 7 document's 20 pt title beside a 22 pt image in 10 pt
    /// insets is saved 48 tall; from it, 18 pt titles beside 12, 17 and 24 pt images are saved 22,
    /// 22 and 24 tall in 3 documents of 3 repositories ("SD" 48 × 24: 24.5 + 24).
    private static func titleBesideImage(_ title: String, font: Font, image: Size, insets: DirectionalInsets,
                                         scale: Double, padded: Bool) -> ContentSize {
        let line = TextMeasurer.measure(title, font: font, maxLines: 1, width: nil, scale: scale).size
        let padding = padded ? 2 * ControlMetrics.titleBesideImagePadding : 0
        let height = padded ? line.height + padding : controlLineHeight(font).rounded(.up)
        return ContentSize(width: image.width + line.width + padding + insets.horizontal,
                           height: max(image.height, height) + insets.vertical)
    }

    /// A configured button's title with its image beside it (leading, trailing) or above or below it
    /// (top, bottom), `padding` apart, inside its content insets: sizes add up along the placement's
    /// axis and the larger counts across it, where the title is centred; it wraps in the width left.
    private static func titleWithImage(_ text: ContentSize.Text, image: Size, placement: ImagePlacement, padding: Double,
                                       insets: DirectionalInsets, wrapWidth: Double?) -> ContentSize {
        var text = text
        let beside = placement == .leading || placement == .trailing
        text.horizontalPadding = insets.horizontal + (beside ? image.width + padding : 0)
        text.verticalPadding = insets.vertical + (beside ? 0 : image.height + padding)
        var content = textContent(text, wrapWidth: wrapWidth, followsWidth: text.maxLines != 1)
        guard let measured = content.height, let baselines = content.baselines else { return content }
        if beside {
            let height = max(measured, image.height + insets.vertical)
            let shift = (height - measured) / 2
            content.height = height
            content.baselines = .init(first: baselines.first + shift, lastFromBottom: baselines.lastFromBottom + shift)
        } else {
            content.width = max(content.width ?? 0, image.width + insets.horizontal)
            // textContent centred the title in its padding; it sits below an image on top, above one at the bottom.
            let centred = text.verticalPadding / 2
            let above = (insets.top ?? 0) + (placement == .top ? image.height + padding : 0)
            let below = (insets.bottom ?? 0) + (placement == .bottom ? image.height + padding : 0)
            content.baselines = .init(first: baselines.first - centred + above, lastFromBottom: baselines.lastFromBottom - centred + below)
        }
        return content
    }

    /// The legacy padding tops the title's measured (pixel-rounded) line up to the control height.
    private static func legacyVerticalPadding(_ font: Font, _ scale: Double) -> Double {
        let height = ControlMetrics.systemButtonHeight(lineHeight: controlLineHeight(font))
        return max(0, height - TextMeasurer.roundUp(font.lineHeight, scale: scale))
    }

    /// `lineFragments`: TextKit's layout (text views), where every line fragment carries the font's
    /// leading, the last one too; a label's last line has none.
    private static func textContent(_ text: ContentSize.Text, wrapWidth: Double?, followsWidth: Bool,
                                    lineFragments: Bool = false) -> ContentSize {
        let available = wrapWidth.map { max(0, $0 - text.horizontalPadding) }
        let measured = TextMeasurer.measure(text.string, font: text.font, maxLines: text.maxLines, width: available, scale: text.scale)
        let inset = text.verticalPadding / 2
        let height = lineFragments
            ? TextMeasurer.roundUp(Double(measured.lineCount) * max(text.font.lineSpacing, text.font.lineHeight), scale: text.scale)
            : measured.size.height
        return ContentSize(width: measured.size.width + text.horizontalPadding,
                           height: height + text.verticalPadding,
                           baselines: .init(first: inset + measured.firstBaseline,
                                            lastFromBottom: inset + measured.size.height - measured.lastBaseline),
                           text: text, heightFollowsWidth: followsWidth)
    }
}
