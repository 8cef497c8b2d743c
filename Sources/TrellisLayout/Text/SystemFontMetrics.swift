/// The system font's advance widths, fitted to widths iOS measured (`SystemFontMetrics.generated.swift`).
///
/// SF Pro's files may not be shipped, read or mined for numbers, so its widths are fitted to facts:
/// 494 single-line labels whose frame Interface Builder saved at the width UIKit measured for their
/// text, with Inter's advances as the prior (`scripts/fit-system-font.py`, which prints the
/// cross-validated error). The fit covers the characters those labels use (Basic Latin letters,
/// digits and common punctuation); every other character keeps Inter's advance, and kerning stays
/// Inter's (the fit is better with it than without).
///
/// SF Pro has two optical designs, Text below 20 pt and Display from 20 pt, Display being narrower
/// per em; the size-specific tracking (`SystemFontTracking`) comes on top of both.
///
/// ```swift
/// let body = Font(style: .body, category: .l)        // 17 pt regular: the Text design
/// TextMetrics.width(of: "This is a test string", font: body)  // 142.99 (iOS: 144.09)
/// SystemFontMetrics.design(atSize: 34)               // .display
/// ```
public enum SystemFontMetrics {
    /// SF Pro's optical designs.
    public enum Design: Sendable {
        /// Below 20 pt: wider, looser letters for reading sizes.
        case text
        /// From 20 pt: the same letters drawn narrower per em.
        case display
    }

    /// The point size from which UIKit draws the system font in its Display design.
    public static let displayFromSize = 20.0

    /// The design UIKit draws the system font in at a point size.
    public static func design(atSize size: Double) -> Design {
        size < displayFromSize ? .text : .display
    }

    /// One weight and design's fitted advances, in `fittedScalars` order, in `unitsPerEm` units.
    struct FittedFace {
        var design: Design
        var weight: FontWeight
        var advances: [UInt16]
    }
}

extension FontFace {
    /// The system font's face for a weight at a point size: Inter's face with the fitted advances.
    ///
    /// Fitted weights: light (also ultraLight and thin), regular, medium, semibold and bold (also
    /// heavy and black), each in the Text and Display design.
    public static func system(_ weight: FontWeight, size: Double) -> FontFace {
        let faces = SystemFontMetrics.design(atSize: size) == .text ? systemText : systemDisplay
        return switch weight {
        case .ultraLight, .thin, .light: faces[0]
        case .regular: faces[1]
        case .medium: faces[2]
        case .semibold: faces[3]
        case .bold, .heavy, .black: faces[4]
        }
    }

    private static let systemText = fittedFaces(.text)
    private static let systemDisplay = fittedFaces(.display)

    private static func fittedFaces(_ design: SystemFontMetrics.Design) -> [FontFace] {
        let order: [FontWeight] = [.light, .regular, .medium, .semibold, .bold]
        precondition(SystemFontMetrics.unitsPerEm == InterMetrics.unitsPerEm, "fitted advances in another em")
        let slots = SystemFontMetrics.fittedScalars.map { scalar in
            guard let slot = InterMetrics.slot(of: scalar) else { preconditionFailure("fitted a character Inter lacks") }
            return slot
        }
        return order.map { weight in
            guard let fitted = SystemFontMetrics.faces.first(where: { $0.design == design && $0.weight == weight }),
                  fitted.advances.count == slots.count else {
                preconditionFailure("generated system font table incomplete; re-run scripts/fit-system-font.py")
            }
            return FontFace(inter: inter(for: weight), weight: weight, replacing: zip(slots, fitted.advances).map { ($0, $1) })
        }
    }
}
