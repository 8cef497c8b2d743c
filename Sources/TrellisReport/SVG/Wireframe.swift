import TrellisLayout

/// A screen at one profile drawn as an SVG wireframe: every view a box at its solved frame,
/// text as the lines it wraps to, scroll views with their visible area and the content beyond
/// it, the safe area, the keyboard, and the views of each finding outlined and numbered.
///
/// ```swift
/// let svg = Wireframe(screen: model, profile: profile, result: result).svg.markup
/// ```
///
/// The drawing is in points: the SVG's user units are the layout's, and the page scales it with
/// CSS. The canvas grows past the device screen to show content that lies beyond it (a scroll
/// view's content below the fold, a view pushed off-screen); that part is greyed.
public struct Wireframe: Sendable {
    public var screen: Screen
    public var profile: Profile
    public var result: LayoutResult

    public init(screen: Screen, profile: Profile, result: LayoutResult) {
        self.screen = screen
        self.profile = profile
        self.result = result
    }

    // UIKit's insets the engine measures text controls with (TrellisLayout's UIKitMetrics).
    static let textFieldHorizontalInset = 7.0
    static let textViewLineFragmentPadding = 5.0
    static let textViewContainerInset = 8.0

    /// What a screen reader says for the picture, and what its `<title>` holds.
    public var textAlternative: String {
        let findings = result.findings.isEmpty ? "no findings"
            : result.findings.map { $0.kind.rawValue + " (" + $0.views.joined(separator: ", ") + ")" }.joined(separator: "; ")
        return "Wireframe of \(result.screen) at \(profile.key): \(findings)"
    }

    /// The device screen's size in this orientation.
    var screenSize: Size { Size(width: profile.screen.width, height: profile.screen.height) }

    /// The drawing's extent: the screen, every frame and every scroll view's content.
    var canvas: Size {
        var width = screenSize.width, height = screenSize.height
        for frame in result.frames.values {
            width = max(width, frame.maxX)
            height = max(height, frame.maxY)
        }
        for (id, scroll) in result.scrollViews {
            guard let frame = result.frames[id] else { continue }
            width = max(width, frame.x + scroll.contentWidth)
            height = max(height, frame.y + scroll.contentHeight)
        }
        return Size(width: width.rounded(.up), height: height.rounded(.up))
    }

    public var svg: SVGElement {
        let canvas = self.canvas
        var children: [SVGElement] = [
            SVGElement("title", text: textAlternative),
            SVGElement("rect", ["x": 0, "y": 0, "width": .number(canvas.width), "height": .number(canvas.height)], class: "beyond"),
            SVGElement("rect", ["x": 0, "y": 0, "width": .number(screenSize.width), "height": .number(screenSize.height)], class: "screen"),
        ]
        children += safeArea
        children += views
        children += scrollOverflow
        children += keyboard
        children += offScreen(canvas)
        children += findingOutlines
        return SVGElement("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": SVGValue("0 0 \(SVGValue.format(canvas.width)) \(SVGValue.format(canvas.height))"),
            "width": .number(canvas.width), "height": .number(canvas.height),
            "role": "img", "aria-label": SVGValue(textAlternative),
        ], class: "wireframe", children: children)
    }

    // MARK: - Screen furniture

    /// The insets outside the safe area shaded, and the safe area's edge dashed.
    private var safeArea: [SVGElement] {
        let insets = profile.screen.safeArea, size = screenSize
        var bands: [SVGElement] = []
        let rects: [(Double, Double, Double, Double)] = [
            (0, 0, size.width, insets.top), (0, size.height - insets.bottom, size.width, insets.bottom),
            (0, insets.top, insets.left, size.height - insets.top - insets.bottom),
            (size.width - insets.right, insets.top, insets.right, size.height - insets.top - insets.bottom),
        ]
        for (x, y, width, height) in rects where width > 0 && height > 0 {
            bands.append(SVGElement("rect", ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)],
                                    class: "unsafe"))
        }
        bands.append(SVGElement("rect", [
            "x": .number(insets.left), "y": .number(insets.top),
            "width": .number(size.width - insets.left - insets.right), "height": .number(size.height - insets.top - insets.bottom),
        ], class: "safe-area"))
        return bands
    }

    /// The keyboard as a shaded band across the screen's bottom, when shown.
    private var keyboard: [SVGElement] {
        guard profile.keyboard else { return [] }
        let height = LayoutGuides.keyboardGuideHeight(for: profile), size = screenSize
        return [SVGElement("g", class: "keyboard", children: [
            SVGElement("rect", ["x": 0, "y": .number(size.height - height), "width": .number(size.width), "height": .number(height)]),
            SVGElement("text", ["x": .number(size.width / 2), "y": .number(size.height - height / 2), "text-anchor": "middle"],
                       text: "keyboard"),
        ])]
    }

    /// Everything outside the device screen greyed over: there, but not on screen.
    private func offScreen(_ canvas: Size) -> [SVGElement] {
        let size = screenSize
        var rects: [SVGElement] = []
        if canvas.height > size.height {
            rects.append(SVGElement("rect", ["x": 0, "y": .number(size.height), "width": .number(canvas.width),
                                             "height": .number(canvas.height - size.height)], class: "offscreen"))
        }
        if canvas.width > size.width {
            rects.append(SVGElement("rect", ["x": .number(size.width), "y": 0, "width": .number(canvas.width - size.width),
                                             "height": .number(size.height)], class: "offscreen"))
        }
        rects.append(SVGElement("rect", ["x": 0, "y": 0, "width": .number(size.width), "height": .number(size.height)],
                                class: "screen-edge"))
        return rects
    }

    // MARK: - Scroll views

    /// Per scroll view: its visible area outlined, and its content beyond that area hatched.
    private var scrollOverflow: [SVGElement] {
        var out: [SVGElement] = []
        for id in result.scrollViews.keys.sorted() {
            guard let scroll = result.scrollViews[id], let frame = result.frames[id] else { continue }
            // The adjusted top inset: the part of the frame under the top safe-area inset.
            let top = frame.y + max(0, min(profile.screen.safeArea.top - frame.y, frame.height))
            let left = frame.x + (scroll.visibleWidth < frame.width - 0.5 ? max(0, profile.screen.safeArea.left - frame.x) : 0)
            let visible = Frame(x: left, y: top, width: scroll.visibleWidth, height: scroll.visibleHeight)
            var parts: [SVGElement] = [
                SVGElement("rect", ["x": .number(frame.x), "y": .number(frame.y), "width": .number(scroll.contentWidth),
                                    "height": .number(scroll.contentHeight)], class: "content"),
                SVGElement("rect", ["x": .number(visible.x), "y": .number(visible.y), "width": .number(visible.width),
                                    "height": .number(visible.height)], class: "visible"),
            ]
            let contentBottom = frame.y + scroll.contentHeight, contentRight = frame.x + scroll.contentWidth
            if contentBottom > visible.maxY + 0.5 {
                parts.append(SVGElement("rect", ["x": .number(frame.x), "y": .number(visible.maxY), "width": .number(scroll.contentWidth),
                                                 "height": .number(contentBottom - visible.maxY)], class: "overflow"))
            }
            if contentRight > visible.maxX + 0.5 {
                parts.append(SVGElement("rect", ["x": .number(visible.maxX), "y": .number(frame.y), "width": .number(contentRight - visible.maxX),
                                                 "height": .number(min(scroll.contentHeight, visible.maxY - frame.y))], class: "overflow"))
            }
            out.append(SVGElement("g", ["data-scroll": SVGValue(id)], class: "scroll-area", children: parts))
        }
        return out
    }

    // MARK: - Views

    /// Every view front to back, parents before children; a hidden view hides what it contains.
    private var views: [SVGElement] {
        let traits = profile.traits
        var out: [SVGElement] = []
        func walk(_ nodes: [ViewNode]) {
            for view in nodes {
                let properties = view.resolvedProperties(in: traits)
                if properties.hidden == true { continue }
                if let frame = result.frames[view.id] { out.append(element(for: view, properties: properties, frame: frame)) }
                walk(view.children)
            }
        }
        walk(screen.views)
        return out
    }

    private func element(for view: ViewNode, properties: ViewProperties, frame: Frame) -> SVGElement {
        var parts = [box(frame, rounded: view.kind == .button || view.kind == .textField ? 6 : 0)]
        let font = Font.resolved(style: properties.style, fixed: properties.font, category: profile.textSize)
        switch view.kind {
        case .label:
            parts += textLines(properties.text ?? "", font: font, in: frame, maxLines: properties.lines ?? 1, inset: 0,
                               alignment: properties.textAlignment ?? .natural)
        case .button:
            parts += textLines(properties.title ?? "", font: font, in: frame, maxLines: 1, inset: 0, alignment: .center)
        case .textField:
            let shown = properties.text ?? properties.placeholder ?? ""
            parts += textLines(shown, font: font, in: frame, maxLines: 1, inset: Self.textFieldHorizontalInset,
                               alignment: properties.textAlignment ?? .natural, placeholder: properties.text == nil)
        case .textView:
            let inner = Frame(x: frame.x, y: frame.y + Self.textViewContainerInset, width: frame.width,
                              height: max(0, frame.height - 2 * Self.textViewContainerInset))
            parts += textLines(properties.text ?? "", font: font, in: inner, maxLines: 0, inset: Self.textViewLineFragmentPadding,
                               alignment: properties.textAlignment ?? .natural, top: true)
        case .image:
            parts.append(SVGElement("path", ["d": SVGValue("M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))"
                                                          + "M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))")], class: "cross"))
        case .switch:
            parts.append(SVGElement("circle", ["cx": .number(frame.maxX - frame.height / 2), "cy": .number(frame.y + frame.height / 2),
                                               "r": .number(max(0, frame.height / 2 - 2))], class: "knob"))
        case .view, .stack, .scroll, .component, .navigationBar, .toolbar, .tabBar, .webView:
            break
        }
        return SVGElement("g", ["data-view": SVGValue(view.id)], class: "view kind-\(view.kind.rawValue)", children: parts)
    }

    private func box(_ frame: Frame, rounded radius: Double) -> SVGElement {
        let rect = SVGElement("rect", ["x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height)])
        return radius > 0 ? rect.with("rx", .number(min(radius, frame.height / 2))) : rect
    }

    /// Text as UIKit draws it: wrapped to the frame's width, as many lines as the label allows
    /// and the frame's height holds (the last one truncated with "…"), centred vertically as a
    /// UILabel centres its text (text views start at the top), each line placed by the alignment:
    /// `natural` at the leading edge (the right one in a right-to-left layout), `left` and `right`
    /// where they say, `justified` stretched to the width but for the last line. Each line is
    /// stretched to its measured width, so the picture keeps the engine's widths whatever font
    /// the browser has.
    private func textLines(_ text: String, font: Font, in frame: Frame, maxLines: Int, inset: Double,
                           alignment: TextAlignment, placeholder: Bool = false, top: Bool = false) -> [SVGElement] {
        guard !text.isEmpty, frame.width > 0 else { return [] }
        let fitting = max(1, Int(((frame.height - font.lineHeight) / font.lineSpacing + 1.01).rounded(.down)))
        let limit = maxLines == 0 ? fitting : min(maxLines, fitting)
        let width = max(0, frame.width - 2 * inset)
        let layout = TextLayout(text, font: font, maxWidth: width, maxLines: limit)
        let height = font.lineHeight + Double(max(layout.lineCount - 1, 0)) * font.lineSpacing
        let firstTop = top ? frame.y : frame.y + (frame.height - height) / 2
        return layout.lines.enumerated().map { index, line in
            let stretched = alignment == .justified && index < layout.lines.count - 1
            let lineWidth = stretched ? width : line.width
            let leading = profile.rtl ? frame.maxX - inset - lineWidth : frame.x + inset
            let x = switch alignment {
            case .center: frame.x + (frame.width - lineWidth) / 2
            case .left: frame.x + inset
            case .right: frame.maxX - inset - lineWidth
            case .natural, .justified: leading
            }
            var element = SVGElement("text", [
                "x": .number(x), "y": .number(firstTop + font.baselineOffset + Double(index) * font.lineSpacing),
                "font-size": .number(font.pointSize), "font-weight": SVGValue(Self.cssWeight(font.weight)),
            ], class: placeholder ? "placeholder" : nil, text: line.text)
            if lineWidth > 0 {
                element = element.with("textLength", .number(lineWidth)).with("lengthAdjust", "spacingAndGlyphs")
            }
            return element
        }
    }

    static func cssWeight(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "100"
        case .thin: "200"
        case .light: "300"
        case .regular: "400"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        case .heavy: "800"
        case .black: "900"
        }
    }

    private func n(_ value: Double) -> String { SVGValue.format(value) }

    // MARK: - Findings

    /// Each finding's views outlined in its kind's colour, with the finding's number beside them.
    private var findingOutlines: [SVGElement] {
        var out: [SVGElement] = []
        for (index, finding) in result.findings.enumerated() {
            var parts: [SVGElement] = []
            for id in finding.views {
                guard let frame = result.frames[id] else { continue }
                parts.append(SVGElement("rect", ["x": .number(frame.x), "y": .number(frame.y),
                                                 "width": .number(max(frame.width, 1)), "height": .number(max(frame.height, 1))]))
                if parts.count == 1 {
                    parts.append(SVGElement("circle", ["cx": .number(frame.x + 9), "cy": .number(frame.y + 9), "r": 9]))
                    parts.append(SVGElement("text", ["x": .number(frame.x + 9), "y": .number(frame.y + 13.5), "text-anchor": "middle"],
                                            text: String(index + 1)))
                }
            }
            guard !parts.isEmpty else { continue }
            out.append(SVGElement("g", ["data-finding": SVGValue(String(index + 1))],
                                  class: "finding finding-\(finding.kind.rawValue)", children: parts))
        }
        return out
    }
}
