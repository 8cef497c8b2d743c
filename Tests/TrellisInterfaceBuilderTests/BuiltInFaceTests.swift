import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Faces iOS ships whose line height Trellis knows (`FontFamily`): a document naming one gets it,
/// at its own line height, for labels and buttons alike, and the emitted screen file keeps it.
@Suite struct BuiltInFaceTests {
    /// Avenir Next DemiBold 27 pt, as a calculator's keys name it: a label and a legacy system button.
    static let document = storyboard("""
        <label text="AC" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="20" width="37" height="37"/>
          <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="27"/>
        </label>
        <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="80" width="50" height="49"/>
          <fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="27"/>
          <state key="normal" title="XOR"/>
        </button>
        """)

    @Test func aBuiltInFaceKeepsItsFamilyAndWeightWithoutAWarning() throws {
        let (imported, issues) = try importOne(Self.document)
        #expect(imported.screen.views.map(\.properties.font) == Array(repeating: FixedFont(size: 27, weight: .semibold, family: .avenirNext), count: 2))
        #expect(!issues.contains { $0.message.contains("custom font") })
    }

    /// 27 × 1.3656 = 36.87 pt (Avenir Next's line): the label is 37 tall on a 2× canvas
    /// (36.87 rounded up to half points); the button's line rounds up to 37 whole points plus
    /// UIKit's 6 above and below, 49 as IB saved it. The system font's 32.22 pt line gave 32.5 and 45.
    @Test func labelsAndButtonsGetTheFacesLineHeight() throws {
        let (imported, _) = try importOne(Self.document)
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L")).frames
        #expect(frames["label1"]?.height == 37)
        #expect(frames["button1"]?.height == 49)
    }

    /// A rounded-rect text field is as tall in Avenir Next as in the system font (IB saves such
    /// 17 pt fields 30 tall, as with SF; the face's own 23.2 pt line would make them 33).
    @Test func textFieldsKeepTheSystemFontsHeight() throws {
        func field(_ font: String) -> String {
            """
            <textField borderStyle="roundedRect" placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="f">
              <rect key="frame" x="20" y="20" width="219" height="30"/>\(font)</textField>
            """
        }
        let face = try importOne(storyboard(field(#"<fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="17"/>"#))).0
        let system = try importOne(storyboard(field(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))).0
        #expect(face.screen.views.first?.properties.font?.family == .avenirNext)
        let profile = try Profile(key: "iphone-se/portrait/L")
        let heights = [face, system].map { LayoutEngine().layout($0.screen, profile: profile).frames["textField1"]?.height }
        #expect(heights[0] != nil && heights[0] == heights[1])
    }

    /// One design under several names is one family: PingFang TC is PingFang SC's (1.4 em lines:
    /// a 20 pt label 28 tall), Hiragino Kaku Gothic ProN is Hiragino Sans (one em: 18 pt, 18 tall),
    /// and Hiragino's numbered cuts have weights (W6 semibold).
    @Test func aDesignUnderSeveralNamesIsOneFamily() throws {
        let imported = try labels([("台", #"name="PingFangTC-Regular" family="PingFang TC" pointSize="20""#),
                                   ("ユーザ", #"name="HiraKakuProN-W6" family="Hiragino Kaku Gothic ProN" pointSize="18""#)],
                                  at: "iphone-se/portrait/L")
        #expect(imported.fonts == [FixedFont(size: 20, weight: .regular, family: .pingFangSC),
                                   FixedFont(size: 18, weight: .semibold, family: .hiraginoSans)])
        #expect(!imported.customFontReported)
        #expect(imported.heights == [28, 18])
    }

    /// Attributed text names the face by its PostScript name alone.
    @Test func attributedTextNamesTheFaceByItsPostScriptName() throws {
        let (imported, _) = try importOne(storyboard("""
            <label translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="20" width="37" height="24"/>
              <attributedString key="attributedText"><fragment content="Hi"><attributes>
                <font key="NSFont" size="17" name="AvenirNext-Regular"/></attributes></fragment></attributedString>
            </label>
            """))
        #expect(imported.screen.views.first?.properties.font == FixedFont(size: 17, weight: .regular, family: .avenirNext))
    }

    /// Helvetica Neue is a built-in face: its regular cuts get their own line (17 pt: 19.96, saved
    /// 20 on a 3× canvas where the system font's gives 20.33), its bold cuts the system font's,
    /// and no custom-font warning.
    @Test func helveticaNeuesRegularCutsHaveTheirOwnLine() throws {
        let imported = try labels([("Congrats", #"name="HelveticaNeue" family="Helvetica Neue" pointSize="17""#),
                                   ("Matrix", #"name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="14""#)],
                                  at: "iphone-15/portrait/L")
        #expect(imported.fonts == [FixedFont(size: 17, weight: .regular, family: .helveticaNeue),
                                   FixedFont(size: 14, weight: .bold, family: .helveticaNeue)])
        #expect(!imported.customFontReported)
        #expect(imported.heights == [20, 17])
    }

    /// One-line labels, one per `<fontDescription>` attributes, as imported: their fonts, whether a
    /// custom font was reported, and their heights laid out at `profile`.
    func labels(_ texts: [(text: String, font: String)], at profile: String) throws
        -> (fonts: [FixedFont?], customFontReported: Bool, heights: [Double?]) {
        let xml = texts.enumerated().map { index, label in
            """
            <label text="\(label.text)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
              <rect key="frame" x="20" y="\(20 + 60 * index)" width="60" height="20"/>
              <fontDescription key="fontDescription" \(label.font)/>
            </label>
            """
        }.joined(separator: "\n")
        let (imported, issues) = try importOne(storyboard(xml))
        let frames = LayoutEngine().layout(imported.screen, profile: try Profile(key: profile)).frames
        return (imported.screen.views.map(\.properties.font), issues.contains { $0.message.contains("custom font") },
                texts.indices.map { frames["label\($0 + 1)"]?.height })
    }

    /// A face whose metrics Trellis does not know stays the system font, and is listed.
    @Test func aFaceWithoutMetricsStaysTheSystemFont() throws {
        let (imported, issues) = try importOne(storyboard("""
            <label text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="20" width="45" height="21"/>
              <fontDescription key="fontDescription" name="AvenirNextCondensed-Medium" family="Avenir Next Condensed" pointSize="17"/>
            </label>
            """))
        #expect(imported.screen.views.first?.properties.font == FixedFont(size: 17, weight: .medium))
        #expect(issues.contains { $0.message == "custom font 'AvenirNextCondensed-Medium' measured with the system font at 17.0 pt" })
    }

    @Test func theEmittedScreenFileWritesTheFamily() throws {
        let (imported, _) = try importOne(Self.document)
        let yaml = ScreenYAML.text(for: imported.screen)
        #expect(yaml.contains("font: {size: 27, weight: semibold, family: Avenir Next}"), "\(yaml)")
        let reread = try ScreenFile.parse(yaml, path: "Emitted.yaml").screen
        #expect(reread.views.map(\.properties.font) == imported.screen.views.map(\.properties.font))
    }
}
