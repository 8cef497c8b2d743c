/// The system font's advance widths, fitted to widths iOS measured (`SystemFontMetrics.generated.swift`).
///
/// SF Pro's files may not be shipped, read or mined for numbers, so its widths are fitted to facts:
/// 661 single-line labels whose frame Interface Builder saved at the width UIKit measured for their
/// text, with Inter's advances as the prior (`scripts/fit-system-font.py`, which prints the
/// cross-validated error). The fit covers the characters those labels use (Basic Latin letters,
/// digits and common punctuation); every other character keeps Inter's advance, and kerning stays
/// Inter's (the fit is better with it than without).
///
/// SF Pro has two optical designs, Text below 20 pt and Display from 20 pt, Display being narrower
/// per em the larger the size: a Display advance is the Text one × a fitted scale, 1.0 at 20 pt
/// falling to 0.90 at 28 pt and constant past it, of which digits take about half (SF's figures
/// stay wide). The size-specific tracking (`SystemFontTracking`) comes on top of both.
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

    /// SF Pro's heavy (and black) letters are wider than its bold ones, with which the fit measures
    /// them: IB saved one-line heavy labels 3.6–6.0 % wider than the fitted bold widths ("STOCKS" and
    /// "OCTOBER 5" at 27 pt, "Bank Wallet" at 34 pt, 2 documents of 2 repositories; no heavy label
    /// sized by its text disagrees); the scale is their mean. Black has no evidence of its own
    /// (one tutorial's 80 pt "21", digits) and measures as heavy.
    public static let heavyWidthScale = 1.044

    /// SF Pro's thin letters are narrower than its light ones, with which the fit measures them: IB
    /// saved one-line thin labels 3.5–8 % narrower than the fitted light widths in 5 documents of 5
    /// repositories (13–96 pt: "Autolayout in:" at 32 pt, "Tap To Continue" at 25, "22°" at 96)
    /// and as wide in 1 (17 pt, Xcode 8); the scale is their mean, each document weighing one.
    /// Held back a document at a time, its error is 2.5 % against 5.0 % as light. Ultralight
    /// labels (9, 4 documents) measure within 1 % as light and keep its widths.
    public static let thinWidthScale = 0.953

    /// The point size from which UIKit draws the system font in its Display design.
    public static let displayFromSize = 20.0

    /// The design UIKit draws the system font in at a point size.
    public static func design(atSize size: Double) -> Design {
        size < displayFromSize ? .text : .display
    }

    /// The scale of a fitted Text advance at a point size: 1 below 20 pt, from 20 pt the Display
    /// narrowing interpolated between the fitted sizes (`displayScale`), digits taking their share.
    ///
    /// ```swift
    /// SystemFontMetrics.scale(atSize: 34, digit: false)  // 0.901
    /// ```
    public static func scale(atSize size: Double, digit: Bool) -> Double {
        guard design(atSize: size) == .display, let first = displayScale.first, let last = displayScale.last else { return 1 }
        let narrowing: Double
        if size <= first.size {
            narrowing = first.scale
        } else if size >= last.size {
            narrowing = last.scale
        } else {
            let upper = displayScale.firstIndex { $0.size >= size }!
            let (high, low) = (displayScale[upper], displayScale[upper - 1])
            narrowing = low.scale + (high.scale - low.scale) * (size - low.size) / (high.size - low.size)
        }
        return digit ? 1 - digitShareOfDisplayNarrowing * (1 - narrowing) : narrowing
    }

    /// One weight's fitted Text advances, in `fittedScalars` order, in `unitsPerEm` units.
    struct FittedFace {
        var weight: FontWeight
        var advances: [UInt16]
    }
}

extension FontFace {
    /// The system font's face for a weight at a point size: Inter's face with the fitted advances.
    ///
    /// Fitted weights: light (also ultraLight and thin), regular, medium, semibold and bold (also
    /// heavy and black, which `Font.advanceScale` widens by `heavyWidthScale`), each in the Text design and the Display design at each whole point size up
    /// to the last fitted one (documents use whole sizes; others take the nearest).
    public static func system(_ weight: FontWeight, size: Double) -> FontFace {
        let faces = SystemFontMetrics.design(atSize: size) == .text
            ? systemText
            : systemDisplay[min(Int(size.rounded()), displaySizes.upperBound) - displaySizes.lowerBound]
        return switch weight {
        case .ultraLight, .thin, .light: faces[0]
        case .regular: faces[1]
        case .medium: faces[2]
        case .semibold: faces[3]
        case .bold, .heavy, .black: faces[4]
        }
    }

    /// The whole point sizes with a Display face of their own; larger ones share the last.
    private static let displaySizes = Int(SystemFontMetrics.displayFromSize)...Int(SystemFontMetrics.displayScale.last!.size)
    private static let systemText = fittedFaces(atSize: 0)
    private static let systemDisplay = displaySizes.map { fittedFaces(atSize: Double($0)) }

    /// Every fitted weight's face at a point size: the Text advances × their scale at that size.
    private static func fittedFaces(atSize size: Double) -> [FontFace] {
        let order: [FontWeight] = [.light, .regular, .medium, .semibold, .bold]
        precondition(SystemFontMetrics.unitsPerEm == InterMetrics.unitsPerEm, "fitted advances in another em")
        let slots = SystemFontMetrics.fittedScalars.map { scalar in
            guard let slot = InterMetrics.slot(of: scalar) else { preconditionFailure("fitted a character Inter lacks") }
            return slot
        }
        return order.map { weight in
            guard let fitted = SystemFontMetrics.faces.first(where: { $0.weight == weight }),
                  fitted.advances.count == slots.count else {
                preconditionFailure("generated system font table incomplete; re-run scripts/fit-system-font.py")
            }
            let advances = zip(SystemFontMetrics.fittedScalars, fitted.advances).map { scalar, advance in
                let digit = (0x30...0x39).contains(scalar)
                return UInt16((Double(advance) * SystemFontMetrics.scale(atSize: size, digit: digit)).rounded())
            }
            // The Display design narrows every letter SF draws, Cyrillic, Greek and accented Latin
            // among them, not only the fitted ones.
            let base = inter(for: weight), narrowing = SystemFontMetrics.scale(atSize: size, digit: false)
            let narrowed = narrowing == 1 ? [] : base.advances.indices.map { ($0, UInt16((Double(base.advances[$0]) * narrowing).rounded())) }
            return FontFace(inter: base, weight: weight, replacing: narrowed + zip(slots, advances).map { ($0, $1) })
        }
    }
}
