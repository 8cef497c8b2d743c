import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Stack views on Interface Builder's canvas.
extension CanvasTests {
    /// The first view the screen's first stack arranges, as UIKit lays it out on an iPhone SE.
    func runtimeFrameOfTheFirstArrangedView(_ imported: ImportedScreen) throws -> Frame? {
        let runtime = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L"))
        return runtime.frames[try #require(imported.screen.views.first?.children.first?.id)]
    }

    @Test(arguments: ["view", "imageView"])
    func theCanvasKeepsTheSavedSizeOfAViewWithoutContentAcrossAStackThatDoesNotFillIt(_ element: String) throws {
        // A centre-aligned vertical stack: nothing but UIKit's priority-25 ambiguity suppression
        // sizes the plain view's (or image-less image view's) width at runtime; IB kept the 240 pt it was drawn with.
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="20" y="100" width="335" height="40"/>
              <subviews>
                <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                  <rect key="frame" x="47.5" y="0.0" width="240" height="40"/>
                  <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
                </\(element)>
              </subviews>
            </stackView>
            """, constraints: pinnedToRoot("stack", leading: 20, trailing: 20, top: 100))
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.compared == 2 && check.within1pt == 2, "\(check.offenders)")
        // At a real profile the view keeps no saved size: the suppression makes it 0 wide.
        #expect(try runtimeFrameOfTheFirstArrangedView(imported)?.width == 0)
    }

    @Test func aPickerViewHasAnIntrinsicWidth() throws {
        // UIPickerView is 320 wide by nature: in a stack inside a centre-aligned one, which nothing
        // else widens, IB draws it (and so the inner stack) 320 wide, where a view without an
        // intrinsic width would leave both 0 wide.
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
              <rect key="frame" x="0.0" y="100" width="375" height="216"/>
              <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                  <rect key="frame" x="27.5" y="0.0" width="320" height="216"/>
                  <subviews>
                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                    </pickerView>
                  </subviews>
                </stackView>
              </subviews>
            </stackView>
            """, constraints: pinnedToRoot("outer", leading: 0, trailing: 0, top: 100))
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.compared == 3 && check.within1pt == 3, "\(check.offenders)")
    }

    @Test func theSavedCrossSizeOfAViewWithoutContentOutweighsTheStacksOwnFit() throws {
        // A centre-aligned row: a plain view drawn 50 tall beside a view of 30. The stack hugs its
        // views at 51 (UISV-spanning-fit); on the canvas the plain view's saved 50 wins, and the
        // row is 50 tall with the short view centred at 10.
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
              <rect key="frame" x="16" y="100" width="343" height="50"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                  <rect key="frame" x="0.0" y="0.0" width="227" height="50"/>
                </view>
            \(box("badge", x: 243, y: 10, width: 100, height: 30))
              </subviews>
            </stackView>
            """, constraints: pinnedToRoot("row", leading: 16, trailing: 16, top: 100))
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.compared == 3 && check.within1pt == 3, "\(check.offenders)")
    }

    @Test func theSavedCrossSizeOfAPlainViewOutweighsTheHuggingOfWhatItHolds() throws {
        // A top-aligned row 97 tall: a bubble view drawn 97 tall around a label pinned 10 in on every
        // side (vertical hugging 251), beside a 40 pt image. On the canvas the bubble keeps its 97
        // and the label is stretched to 77; at runtime the bubble hugs the label's line.
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
              <rect key="frame" x="10" y="100" width="321" height="97"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bubble">
                  <rect key="frame" x="0.0" y="0.0" width="273" height="97"/>
                  <subviews>
                    <label verticalHuggingPriority="251" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                      <rect key="frame" x="10" y="10" width="253" height="77"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                  </subviews>
                  <constraints>
                    <constraint firstItem="text" firstAttribute="top" secondItem="bubble" secondAttribute="top" constant="10" id="b1"/>
                    <constraint firstAttribute="bottom" secondItem="text" secondAttribute="bottom" constant="10" id="b2"/>
                    <constraint firstItem="text" firstAttribute="leading" secondItem="bubble" secondAttribute="leading" constant="10" id="b3"/>
                    <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="10" id="b4"/>
                  </constraints>
                </view>
            \(box("avatar", x: 281, y: 0, width: 40, height: 40))
              </subviews>
              <constraints><constraint firstAttribute="height" constant="97" id="rh"/></constraints>
            </stackView>
            """, constraints: pinnedToRoot("row", leading: 10, trailing: 44, top: 100))
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.compared == 4 && check.within1pt == 4, "\(check.offenders)")
        #expect(try runtimeFrameOfTheFirstArrangedView(imported)?.height == 40.5)
    }

    @Test func theCanvasHoldsAViewMarkedAmbiguousAtItsSavedSize() throws {
        // A 100 pt column: a body label (20.5 pt on the 2× canvas, compression resistance 750) above
        // an empty stack, whose height nothing fixes. IB marked the stack ambiguous and drew it 90 pt
        // tall, so the label it saved is compressed to 10 pt; without the stack's saved size held,
        // the label keeps its 20.5 and the stack takes 79.5.
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
              <rect key="frame" x="20" y="100" width="335" height="100"/>
              <subviews>
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                  <rect key="frame" x="0.0" y="0.0" width="335" height="10"/>
                  <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <stackView opaque="NO" contentMode="scaleToFill" ambiguous="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                  <rect key="frame" x="0.0" y="10" width="335" height="90"/>
                </stackView>
              </subviews>
              <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints>
            </stackView>
            """, constraints: pinnedToRoot("column", leading: 20, trailing: 20, top: 100))
        let (imported, _) = try importOne(xml)
        let check = FrameCheck.check(imported)
        #expect(check.misplaced == 1)
        #expect(check.compared == 2 && check.within1pt == 2, "\(check.offenders)")
        // At a real profile nothing holds the stack: the label keeps its line.
        #expect(try runtimeFrameOfTheFirstArrangedView(imported)?.height == 20.5)
    }

    @Test func twoColumnsOfWrappingTextShareARowEqually() throws {
        // UISV-text-width-disambiguation: each vertical stack holds a wrapping label, so each may
        // be at most (335 − 10) / 2 = 162.5 wide; together they fill the row, so both are.
        // Without the shares the first column stretched to 335 − 10 − the second's text.
        func column(_ id: String, x: Double, text: String) -> String {
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="\(x)" y="0.0" width="162.5" height="20.5"/>
              <subviews>
                <label text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-text">
                  <rect key="frame" x="0.0" y="0.0" width="162.5" height="20.5"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
              </subviews>
            </stackView>
            """
        }
        let xml = storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
              <rect key="frame" x="20" y="100" width="335" height="20.5"/>
              <subviews>
            \(column("left", x: 0, text: "Sensors"))
            \(column("right", x: 172.5, text: "Actions"))
              </subviews>
            </stackView>
            """, constraints: pinnedToRoot("row", leading: 20, trailing: 20, top: 100))
        let check = FrameCheck.check(try importOne(xml).0)
        #expect(check.compared == 5 && check.within1pt == 5, "\(check.offenders)")
    }

    @Test func aProportionalStackSharesByAControlsIntrinsicSize() throws {
        // A segmented control's intrinsic height (31 pt aligned, Xcode 11 on) counts in the shares:
        // of 103 pt it gets 31 / (31 + 20.5) × 103 = 62 and the one-line label 41. Counted as 0,
        // the label took all 103 and the control none.
        let xml = document(device: "retina4_7", tools: "17701", root: (375, 667), """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="20" y="100" width="335" height="103"/>
              <subviews>
                <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="control"><rect key="frame" x="0.0" y="0.0" width="335" height="63"/></segmentedControl>
                <label text="Tip" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                  <rect key="frame" x="0.0" y="62" width="335" height="41"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
              </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
            <constraint firstItem="stack" firstAttribute="height" constant="103" id="c4"/>
            """)
        let check = FrameCheck.check(try importOne(xml).0)
        #expect(check.compared == 3 && check.within1pt == 3, "\(check.offenders)")
    }
}
