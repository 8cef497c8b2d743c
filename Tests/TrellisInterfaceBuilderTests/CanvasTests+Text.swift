import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Text on Interface Builder's canvas.
extension CanvasTests {
    /// A two-line label centred below the top, its width set by nothing but its text, saved `width` wide.
    func centredTwoLineLabel(savedWidth: Double, savedHeight: Double) -> String {
        storyboard("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome back to your diary" textAlignment="center" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="title">
              <rect key="frame" x="\(187.5 - savedWidth / 2)" y="100" width="\(savedWidth)" height="\(savedHeight)"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """)
    }

    @Test func wrappingTextIsFirstMeasuredAtItsSavedWidth() throws {
        // IB lays the canvas out from the saved frames: a label drawn 132 wide wraps there, after
        // "to" (the first line 132 pt of 17 pt text, two lines 41 tall on the 2× canvas), and keeps
        // that shape, where a label never laid out would stay one line (212.5 pt).
        let wrapped = FrameCheck.check(try importOne(centredTwoLineLabel(savedWidth: 132, savedHeight: 41)).0)
        #expect(wrapped.compared == 1 && wrapped.within1pt == 1, "\(wrapped.offenders)")
        // Saved one line wide, it stays one line: the first pass allows for the text measuring a
        // little wider than iOS's.
        let oneLine = FrameCheck.check(try importOne(centredTwoLineLabel(savedWidth: 212.5, savedHeight: 20.5)).0)
        #expect(oneLine.compared == 1 && oneLine.within1pt == 1, "\(oneLine.offenders)")
        // At a real profile nothing was laid out before: one line.
        let (imported, _) = try importOne(centredTwoLineLabel(savedWidth: 132, savedHeight: 41))
        let runtime = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L"))
        #expect(try #require(runtime.frames["label1"]).height < 21)
    }
}
