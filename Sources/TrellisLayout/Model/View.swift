/// The kinds of view a screen file can declare, with the UIKit class each stands for.
public enum ViewKind: String, CaseIterable, Hashable, Sendable, Codable {
    case view, label, button, textField, textView, image, `switch`, stack, scroll
    /// WKWebView: no intrinsic size of its own; `contentHeight` makes it as tall as its page, as
    /// apps do by pinning its height to `scrollView.contentSize.height` once the page has loaded.
    case webView
    /// UINavigationBar, UIToolbar, UITabBar: placed by Trellis at the top or bottom, they inset
    /// the safe area of everything else (see `BarLayout`).
    case navigationBar, toolbar, tabBar
    /// A component instance after expansion: a plain container whose children are the component's views.
    case component
}

/// One view of a screen, as written: its properties, its trait variants and its subviews.
///
/// Component instances arrive here already expanded (kind `.component`, children with ids such as
/// `cta.button`), so the engine never sees a component reference.
///
/// ```swift
/// let title = ViewNode(id: "title", kind: .label, properties: ViewProperties(text: "Hello", style: .title1))
/// ```
public struct ViewNode: Hashable, Sendable {
    public var id: String
    public var kind: ViewKind
    public var properties: ViewProperties
    /// `when:` entries in order; for each property the last entry whose condition holds wins.
    public var variants: [ViewVariant]
    /// Subviews front to back; for a stack view these are its arranged views, in order.
    public var children: [ViewNode]
    public var location: SourceLocation

    public init(id: String, kind: ViewKind, properties: ViewProperties = ViewProperties(),
                variants: [ViewVariant] = [], children: [ViewNode] = [],
                location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.variants = variants
        self.children = children
        self.location = location
    }

    /// The properties in force for these traits: the base properties overridden by matching variants.
    public func resolvedProperties(in traits: Traits) -> ViewProperties {
        variants.reduce(properties) { resolved, variant in
            variant.condition.holds(in: traits) ? resolved.overridden(by: variant.properties) : resolved
        }
    }
}

/// One `when:` entry of a view: properties that apply while `condition` holds.
public struct ViewVariant: Hashable, Sendable {
    public var condition: TraitCondition
    public var properties: ViewProperties
    public var location: SourceLocation

    public init(condition: TraitCondition, properties: ViewProperties, location: SourceLocation) {
        self.condition = condition
        self.properties = properties
        self.location = location
    }
}

public enum StackAxis: String, Hashable, Sendable, Codable { case horizontal, vertical }

public enum StackDistribution: String, CaseIterable, Hashable, Sendable, Codable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `top` and `leading` are the same alignment (as are `bottom` and `trailing`); the file keeps what was written.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline
}

/// A priority per axis, for `hugging:` and `compression:`; nil means the view type's default.
public struct AxisPriorities: Hashable, Sendable, Codable {
    public var horizontal: Double?
    public var vertical: Double?

    public init(horizontal: Double? = nil, vertical: Double? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Layout margins as written (`margins: {top, leading, bottom, trailing}`); nil sides keep the default 8.
public struct DirectionalInsets: Hashable, Sendable, Codable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Leading plus trailing, a missing side counting 0.
    public var horizontal: Double { (leading ?? 0) + (trailing ?? 0) }
    /// Top plus bottom, a missing side counting 0.
    public var vertical: Double { (top ?? 0) + (bottom ?? 0) }
}

/// `NSTextAlignment`: how text lines sit in a label's, text field's or text view's width.
/// `natural` (the default) and the last line of `justified` follow the layout direction, so they
/// mirror in right-to-left layouts; `left` and `right` are absolute, as in UIKit.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    case natural, left, center, right, justified
}

/// A text field's `borderStyle`: rounded rect (IB's default for a new field), none (UIKit's), line
/// or bezel.
public enum TextFieldBorder: String, CaseIterable, Hashable, Sendable, Codable {
    case roundedRect, borderless = "none", line, bezel
}

/// Where a configured button (`UIButton.Configuration.imagePlacement`) draws its image against its title.
public enum ImagePlacement: String, CaseIterable, Hashable, Sendable, Codable {
    case leading, trailing, top, bottom
}

/// A fixed font that ignores Dynamic Type (`font: {size, weight, family}`); no family is the system font.
public struct FixedFont: Hashable, Sendable, Codable {
    public var size: Double
    public var weight: FontWeight
    /// A face iOS ships (its own line height); nil: the system font.
    public var family: FontFamily?

    public init(size: Double, weight: FontWeight = .regular, family: FontFamily? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
    }
}

public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Every property a view can have. All optional: a variant sets only what it overrides, and the
/// engine supplies UIKit's defaults for what is still nil.
public struct ViewProperties: Hashable, Sendable {
    public var hidden: Bool?
    public var text: String?
    public var title: String?
    public var placeholder: String?
    public var style: TextStyle?
    /// 0 means unlimited, as `numberOfLines`.
    public var lines: Int?
    public var font: FixedFont?
    public var scrollEnabled: Bool?
    public var imageSize: Size?
    public var axis: StackAxis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    public var spacing: Double?
    public var marginsRelative: Bool?
    public var hugging: AxisPriorities?
    public var compression: AxisPriorities?
    public var margins: DirectionalInsets?
    /// `preservesSuperviewLayoutMargins`: each margin is at least what keeps content inside the
    /// superview's margins as well.
    public var preservesSuperviewMargins: Bool?
    /// A button's padding around its title or image. Set, it replaces UIKit's legacy padding (6 pt
    /// above and below the title), as non-zero `contentEdgeInsets` and a `UIButton.Configuration`'s
    /// `contentInsets` do; it may be smaller than the legacy padding.
    public var contentInsets: DirectionalInsets?
    /// A configured button's image (`imageSize`) beside or above its title, `imagePadding` apart
    /// (nil: 0, the configuration's default). Without it an image beside a title is a legacy
    /// button's: leading, with 2 pt around the title.
    public var imagePlacement: ImagePlacement?
    public var imagePadding: Double?
    /// A paragraph style's extra space between lines of text, in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double?
    /// A paragraph style's factor on every line's height (`NSParagraphStyle.lineHeightMultiple`).
    public var lineHeightMultiple: Double?
    /// A paragraph style's bounds on every line's height, after the multiple; 0 or nil: none
    /// (`NSParagraphStyle.minimumLineHeight`, `maximumLineHeight`).
    public var minimumLineHeight: Double?
    public var maximumLineHeight: Double?
    public var interactive: Bool?
    public var accessibilityLabel: String?
    public var textAlignment: TextAlignment?
    /// A text field's border; nil: rounded rect.
    public var border: TextFieldBorder?
    /// `UILabel.preferredMaxLayoutWidth`: a multi-line label's intrinsic size wraps at this width
    /// instead of the width the solver gives it (UIKit's explicit value, which stops the second pass).
    public var preferredMaxLayoutWidth: Double?
    /// A web view's page height: its intrinsic height (`contentHeight:`).
    public var contentHeight: Double?
    /// `UIScrollView.isPagingEnabled`: it stops at multiples of its visible size. Layout is the
    /// same; the `scrolls` finding counts the pages and says when the last one is short.
    public var paging: Bool?

    public init(hidden: Bool? = nil, text: String? = nil, title: String? = nil, placeholder: String? = nil,
                style: TextStyle? = nil, lines: Int? = nil, font: FixedFont? = nil, scrollEnabled: Bool? = nil,
                imageSize: Size? = nil, axis: StackAxis? = nil, distribution: StackDistribution? = nil,
                alignment: StackAlignment? = nil, spacing: Double? = nil, marginsRelative: Bool? = nil,
                hugging: AxisPriorities? = nil, compression: AxisPriorities? = nil,
                margins: DirectionalInsets? = nil, preservesSuperviewMargins: Bool? = nil,
                contentInsets: DirectionalInsets? = nil, imagePlacement: ImagePlacement? = nil,
                imagePadding: Double? = nil, lineSpacing: Double? = nil,
                lineHeightMultiple: Double? = nil, minimumLineHeight: Double? = nil,
                maximumLineHeight: Double? = nil, interactive: Bool? = nil, accessibilityLabel: String? = nil,
                textAlignment: TextAlignment? = nil, border: TextFieldBorder? = nil, preferredMaxLayoutWidth: Double? = nil,
                contentHeight: Double? = nil, paging: Bool? = nil) {
        self.hidden = hidden
        self.text = text
        self.title = title
        self.placeholder = placeholder
        self.style = style
        self.lines = lines
        self.font = font
        self.scrollEnabled = scrollEnabled
        self.imageSize = imageSize
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.marginsRelative = marginsRelative
        self.hugging = hugging
        self.compression = compression
        self.margins = margins
        self.preservesSuperviewMargins = preservesSuperviewMargins
        self.contentInsets = contentInsets
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.interactive = interactive
        self.accessibilityLabel = accessibilityLabel
        self.textAlignment = textAlignment
        self.border = border
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.contentHeight = contentHeight
        self.paging = paging
    }

    /// These properties with every non-nil property of `other` written over them.
    /// `hugging`, `compression` and `margins` merge per axis or side.
    public func overridden(by other: ViewProperties) -> ViewProperties {
        var merged = self
        merged.hidden = other.hidden ?? hidden
        merged.text = other.text ?? text
        merged.title = other.title ?? title
        merged.placeholder = other.placeholder ?? placeholder
        merged.style = other.style ?? style
        merged.lines = other.lines ?? lines
        merged.font = other.font ?? font
        merged.scrollEnabled = other.scrollEnabled ?? scrollEnabled
        merged.imageSize = other.imageSize ?? imageSize
        merged.axis = other.axis ?? axis
        merged.distribution = other.distribution ?? distribution
        merged.alignment = other.alignment ?? alignment
        merged.spacing = other.spacing ?? spacing
        merged.marginsRelative = other.marginsRelative ?? marginsRelative
        merged.hugging = AxisPriorities(horizontal: other.hugging?.horizontal ?? hugging?.horizontal,
                                        vertical: other.hugging?.vertical ?? hugging?.vertical)
        merged.compression = AxisPriorities(horizontal: other.compression?.horizontal ?? compression?.horizontal,
                                            vertical: other.compression?.vertical ?? compression?.vertical)
        merged.margins = DirectionalInsets(top: other.margins?.top ?? margins?.top,
                                           leading: other.margins?.leading ?? margins?.leading,
                                           bottom: other.margins?.bottom ?? margins?.bottom,
                                           trailing: other.margins?.trailing ?? margins?.trailing)
        merged.preservesSuperviewMargins = other.preservesSuperviewMargins ?? preservesSuperviewMargins
        merged.contentInsets = other.contentInsets ?? contentInsets
        merged.imagePlacement = other.imagePlacement ?? imagePlacement
        merged.imagePadding = other.imagePadding ?? imagePadding
        merged.lineSpacing = other.lineSpacing ?? lineSpacing
        merged.lineHeightMultiple = other.lineHeightMultiple ?? lineHeightMultiple
        merged.minimumLineHeight = other.minimumLineHeight ?? minimumLineHeight
        merged.maximumLineHeight = other.maximumLineHeight ?? maximumLineHeight
        merged.interactive = other.interactive ?? interactive
        merged.accessibilityLabel = other.accessibilityLabel ?? accessibilityLabel
        merged.textAlignment = other.textAlignment ?? textAlignment
        merged.border = other.border ?? border
        merged.preferredMaxLayoutWidth = other.preferredMaxLayoutWidth ?? preferredMaxLayoutWidth
        merged.contentHeight = other.contentHeight ?? contentHeight
        merged.paging = other.paging ?? paging
        return merged
    }
}
