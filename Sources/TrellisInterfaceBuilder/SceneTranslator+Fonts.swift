import TrellisLayout

/// Fonts as IB saves them: text styles, the system font at a size and weight, iOS's built-in faces
/// Trellis knows (`FontFamily`), custom fonts (measured as the system font), and the defaults of
/// views saved without one.
extension SceneTranslator {
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// The fixed system font UIKit gives a view IB saved without a `fontDescription`: a label's
    /// 17 pt and a (pre-configuration) system button title's 15 pt; neither follows Dynamic Type.
    static let defaultFontSizes: [String: Double] = ["label": 17, "button": 15]
    /// A custom-type button's title is UIButton's own default, 18 pt: such buttons are saved 34 pt
    /// tall (an 18 pt line and the 6 pt padding) where system ones are 30.
    static let customButtonFontSize = 18.0

    mutating func applyFont(_ element: IBElement, to p: inout ViewProperties) {
        guard let font = element.child("fontDescription", key: "fontDescription") else {
            if element.child("buttonConfiguration") == nil, let size = Self.defaultFontSizes[element.name] {
                let custom = element.name == "button" && (element["buttonType"] ?? "custom") == "custom"
                p.font = FixedFont(size: custom ? Self.customButtonFontSize : size, weight: .regular)
            }
            return
        }
        applyFontDescription(font, to: &p)
    }

    /// The system font under one of its own names: UIKit's private `.AppleSystemUIFont…` (what a
    /// font picked from an attributed string's font panel saves) and SF's PostScript names.
    static func namesTheSystemFont(_ lowercasedName: String) -> Bool {
        lowercasedName.hasPrefix(".applesystemuifont") || lowercasedName.hasPrefix(".sfui") || lowercasedName.hasPrefix(".sfns")
            || lowercasedName.hasPrefix("sfpro") || lowercasedName.hasPrefix("sfui")
    }

    /// A `<fontDescription>`: a text style, the system font at a size and weight, or a custom font
    /// (measured as the system font, and reported).
    mutating func applyFontDescription(_ font: IBElement, to p: inout ViewProperties) {
        if let style = font["style"] {
            if let value = Self.textStyles[style] { p.style = value } else { issue(font, "unknown text style '\(style)'; body used"); p.style = .body }
            return
        }
        // Xcode 6 writes the "System" size as `size="system"`: `UIFont.systemFontSize`, 14 pt (a
        // one-line label of it is saved 17 tall, the 14 pt line).
        let namedSize: Double? = font["size"] == "system" ? 14 : nil
        guard let size = font["pointSize"].flatMap(Double.init) ?? namedSize, size > 0 else { issue(font, "font without a point size"); return }
        if let type = font["type"] {
            var weight = font["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
            if type == "boldSystem" { weight = .bold }
            if type == "italicSystem" { issue(font, "italic measured as the upright system font") }
            p.font = FixedFont(size: size, weight: weight)
        } else {
            let name = (font["name"] ?? font["family"] ?? "").lowercased()
            let weight: FontWeight = Self.numberedWeight(name) ?? (name.contains("semibold") || name.contains("demi") ? .semibold
                : name.contains("bold") ? .bold : name.contains("heavy") ? .heavy : name.contains("black") ? .black
                : name.contains("medium") ? .medium : name.contains("light") ? .light : .regular)
            let family = Self.builtInFamily(postScriptName: font["name"], family: font["family"])
            p.font = FixedFont(size: size, weight: weight, family: family)
            if family == nil, !Self.namesTheSystemFont(name) {
                issue(font, "custom font '\(font["name"] ?? font["family"] ?? "?")' measured with the system font at \(size) pt")
            }
        }
    }

    /// A weight by number, as Hiragino names its cuts (`HiraginoSans-W6`): W3 its text weight, W6 its bold.
    static func numberedWeight(_ lowercasedName: String) -> FontWeight? {
        guard let digit = lowercasedName.split(separator: "-").last.flatMap({ $0.count == 2 && $0.first == "w" ? $0.last : nil }),
              let number = digit.wholeNumberValue else { return nil }
        let weights: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .medium, .semibold, .bold, .heavy, .black]
        return weights[number]
    }

    /// The built-in face a font names, by its family (`family="Avenir Next"`) or its PostScript
    /// name's part before the hyphen, less "MT" and "PS" (`AvenirNext-DemiBold`, `CourierNewPSMT`,
    /// as attributed text saves it); nil for the system font and for faces Trellis does not know.
    static func builtInFamily(postScriptName: String?, family: String?) -> FontFamily? {
        if let family, let known = FontFamily(rawValue: family) { return known }
        guard var prefix = postScriptName?.split(separator: "-").first.map(String.init) else { return nil }
        for suffix in ["MT", "PS"] where prefix.hasSuffix(suffix) { prefix.removeLast(suffix.count) }
        return FontFamily.allCases.first { $0.postScriptPrefixes.contains(prefix) }
    }
}
