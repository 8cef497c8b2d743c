import Foundation
import Testing
@testable import TrellisLayout

/// The system font's fitted widths against widths iOS measured (scripts/data/*label-observations.jsonl,
/// which the fit was made from; its cross-validated error is what `scripts/fit-system-font.py` prints).
@Suite("System font widths match what iOS measured")
struct SystemFontWidthTests {
    /// (text, size, weight, pixel scale, width Interface Builder saved), from public documents.
    /// Within 1 %, but Bold at Display sizes (12 labels at 20–27 pt, 1.2 % mean error held back)
    /// within 2 %.
    static let saved: [(String, Double, FontWeight, Double, Double)] = [
        ("Describe the problem", 17, .regular, 2, 164.5),       // instructure/canvas-ios
        ("Primary Dash address", 14, .regular, 3, 141.666667),  // dashpay/dashwallet-ios
        ("Pocket Casts Newsletter", 15, .medium, 2, 172.5),     // Automattic/pocket-casts-ios
        ("Get Rewards Instantly", 14, .semibold, 3, 148.0),     // dashpay/dashwallet-ios
        ("Choose Payment Method", 16, .semibold, 2, 190.0),     // dashpay/dashwallet-ios
        ("Service Hint", 24, .bold, 2, 136.5),                  // dashpay/dashwallet-ios, Display design
        ("Introducing App Search", 28, .light, 2, 284.5),       // kodecocodes/i9t, Display
        ("Second View", 36, .regular, 2, 202.0),                // mattneub/Programming-iOS-Book-Examples
        ("00:00:00", 35, .regular, 2, 148.5),                   // kodecocodes/cdt-materials, Display digits
    ]

    @Test("a single-line label measures within 1 % (Bold Display 2 %) of the width Interface Builder saved for it", arguments: 0..<9)
    func savedLabelWidths(index: Int) {
        let (text, size, weight, scale, saved) = Self.saved[index]
        let measured = TextMeasurer.compute(text, font: Font(pointSize: size, weight: weight), maxLines: 1,
                                            width: nil, scale: scale).size.width
        let tolerance = weight == .bold && size >= SystemFontMetrics.displayFromSize ? 0.02 : 0.01
        #expect(abs(measured - saved) / saved <= tolerance, "'\(text)' \(size) pt \(weight): \(measured), iOS \(saved)")
    }

    /// One-line heavy labels IB saved (scenee/FloatingPanel's 27 pt titles on a 3× canvas,
    /// horizontalsystems/unstoppable-wallet-ios's 34 pt one on a 2× canvas): the fitted bold widths
    /// are 3.6–6 % short of them; with the heavy cut's scale every one is within 2 % (bold's own
    /// Display widths are held back 1.6 % off).
    @Test("heavy text measures as bold × the heavy scale, within 2 % of what IB saved; black as heavy")
    func heavyWidths() {
        for (text, size, scale, saved) in [("STOCKS", 27.0, 3.0, 111.666667), ("OCTOBER 5", 27, 3, 153.333333),
                                           ("Bank Wallet", 34, 2, 194.0)] {
            let heavy = TextMeasurer.compute(text, font: Font(pointSize: size, weight: .heavy), maxLines: 1, width: nil, scale: scale)
            let bold = TextMeasurer.compute(text, font: Font(pointSize: size, weight: .bold), maxLines: 1, width: nil, scale: scale)
            #expect(abs(heavy.size.width - saved) / saved <= 0.02, "'\(text)': \(heavy.size.width), IB \(saved)")
            #expect(abs(heavy.size.width - saved) < abs(bold.size.width - saved))
        }
        let bold = TextMetrics.width(of: "Hamburgefonstiv", font: Font(pointSize: 17, weight: .bold))
        let heavy = TextMetrics.width(of: "Hamburgefonstiv", font: Font(pointSize: 17, weight: .heavy))
        #expect(abs(heavy / bold - SystemFontMetrics.heavyWidthScale) < 1e-9)
        #expect(TextMetrics.width(of: "Hamburgefonstiv", font: Font(pointSize: 17, weight: .black)) == heavy)
    }

    /// One-line thin labels IB saved ("22°" at 96 pt on a 3× canvas, "Tap To Continue" at 25 pt on a
    /// 2× one): the fitted light widths are 5–6.5 % wide of them; with the thin cut's scale they
    /// come within 2 %.
    @Test("thin text measures as light × the thin scale, nearer what IB saved than light")
    func thinWidths() {
        for (text, size, scale, saved) in [("22°", 96.0, 3.0, 140.333333), ("Tap To Continue", 25, 2, 166.5)] {
            let thin = TextMeasurer.compute(text, font: Font(pointSize: size, weight: .thin), maxLines: 1, width: nil, scale: scale)
            let light = TextMeasurer.compute(text, font: Font(pointSize: size, weight: .light), maxLines: 1, width: nil, scale: scale)
            #expect(abs(thin.size.width - saved) / saved <= 0.02, "'\(text)': \(thin.size.width), IB \(saved)")
            #expect(abs(light.size.width - saved) / saved > 0.04)
        }
        let light = TextMetrics.width(of: "Hamburgefonstiv", font: Font(pointSize: 17, weight: .light))
        let thin = TextMetrics.width(of: "Hamburgefonstiv", font: Font(pointSize: 17, weight: .thin))
        #expect(abs(thin / light - SystemFontMetrics.thinWidthScale) < 1e-9)
    }

    @Test("'This is a test string' at 17 pt is within 1 % of the 144.09 pt a public iOS test prints")
    func publishedWidth() {
        let width = TextMetrics.width(of: "This is a test string", font: Font(pointSize: 17))
        #expect(abs(width - 144.09326171875) / 144.09326171875 <= 0.01)
    }

    @Test("a character outside the fit keeps Inter's advance; a fitted one does not")
    func outsideTheFit() {
        for weight in [FontWeight.regular, .semibold] {
            let system = FontFace.system(weight, size: 17)
            let inter = FontFace.inter(for: weight)
            for outside in ["#", "é", "Ж", "€"] as [Unicode.Scalar] {
                #expect(system.advance(of: outside) == inter.advance(of: outside), "\(outside)")
            }
            #expect(system.advance(of: "a") != inter.advance(of: "a"))
        }
        // In points: Inter's advance at the size, plus the size's tracking (in whole font units).
        let font = Font(pointSize: 17)
        let units = FontFace.inter(for: .regular).advance(of: "#") + font.trackingUnits
        #expect(abs(TextMetrics.width(of: "#", font: font) - Double(units) * 17 / font.face.unitsPerEm) < 1e-9)
    }

    @Test("from 20 pt the Display design is narrower per em than the Text design, the more so up to 28 pt")
    func displayDesign() {
        #expect(SystemFontMetrics.design(atSize: 19.5) == .text)
        #expect(SystemFontMetrics.design(atSize: 20) == .display)
        let untracked = { (size: Double) in
            TextMetrics.widthInFontUnits(of: "Hamburgefonstiv", face: FontFace.system(.regular, size: size))
        }
        #expect(untracked(20) < untracked(19))
        #expect(untracked(24) < untracked(20))
        #expect(untracked(28) < untracked(24))
        #expect(untracked(40) == untracked(28))
        #expect(abs(Double(untracked(28)) / Double(untracked(19)) - 0.90) < 0.01)
    }

    @Test("digits narrow by about half as much as letters at Display sizes")
    func displayDigits() {
        let ratio = { (text: String) in
            Double(TextMetrics.widthInFontUnits(of: text, face: FontFace.system(.regular, size: 34)))
                / Double(TextMetrics.widthInFontUnits(of: text, face: FontFace.system(.regular, size: 17)))
        }
        #expect(ratio("0123456789") > 0.94)
        #expect(ratio("Hamburgefonstiv") < 0.91)
        #expect(SystemFontMetrics.scale(atSize: 17, digit: true) == 1)
        #expect(SystemFontMetrics.scale(atSize: 34, digit: true) > SystemFontMetrics.scale(atSize: 34, digit: false))
    }

    @Test("letters outside the fit narrow at Display sizes as the fitted ones do")
    func displayNarrowsEveryLetter() {
        // Cyrillic, Greek and accented Latin keep Inter's Text advances, and the Display design
        // narrows them too ("Вконтакте" at 30 pt medium: IB 145 pt; unnarrowed it measured 156).
        for word in ["Пароль", "Ελληνικά", "ÅÄÖÉÈ"] {
            let units = { (size: Double) in Double(TextMetrics.widthInFontUnits(of: word, face: FontFace.system(.regular, size: size))) }
            #expect(abs(units(28) / units(19) - SystemFontMetrics.scale(atSize: 28, digit: false)) < 0.01, "\(word)")
        }
    }
}

/// The generated tables are what the fitting scripts make of their data, so anyone can regenerate
/// them: the system font's widths, iOS's own faces' line heights and their open twins' metrics.
@Suite("Fitted font tables are reproducible")
struct SystemFontTableTests {
    @Test("scripts/<fit> --check regenerates its generated Swift table",
          arguments: ["fit-system-font.py", "fit-builtin-faces.py", "generate-open-face-metrics.py"])
    func generatedTableIsUpToDate(script: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/\(script)").path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch {
            Issue.record("cannot run python3 (needed to check the fitted font tables): \(error)")
            return
        }
        let message = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, """
            scripts/\(script) --check failed (it needs numpy and scipy: pip install numpy scipy, \
            as scripts/test does): \(message)
            """)
    }
}
