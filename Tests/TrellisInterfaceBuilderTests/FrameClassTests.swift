import Foundation
import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// `--check-frames` puts every view in exactly one class: misplaced, hidden, stale, ambiguous or compared.
@Suite struct FrameClassTests {
    @Test func aSavedFrameThatContradictsARequiredConstraintIsStaleWithItsSubviews() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="20" width="375" height="50"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
              <constraints><constraint firstAttribute="height" constant="76" id="c1"/></constraints>
            </view>
            """))
        // The saved 50 pt height contradicts `height == 76` by 26 pt: IB saved the frames before
        // the constraint changed. The view's subview was placed from that stale frame too.
        let check = FrameCheck.check(imported)
        #expect(check.stale == 2 && check.compared == 0)
        #expect(check.staleConstraints.map(\.offBy) == [26])
        #expect(check.staleConstraints.first?.views == ["view1"])
    }

    @Test func aViewPositionedFromAStaleViewAlongTheStaleAxisIsStaleToo() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="16" y="40" width="343" height="50"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="16" y="98" width="343" height="30"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v3"><rect key="frame" x="16" y="300" width="100" height="30"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="height" constant="76" id="c1"/>
            <constraint firstItem="v2" firstAttribute="top" secondItem="v1" secondAttribute="bottom" constant="8" id="c2"/>
            <constraint firstItem="v3" firstAttribute="leading" secondItem="v1" secondAttribute="leading" id="c3"/>
            <constraint firstItem="v3" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c4"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c6"/>
            <constraint firstItem="v1" firstAttribute="width" constant="343" id="c7"/>
            <constraint firstItem="v3" firstAttribute="width" constant="100" id="c8"/>
            <constraint firstItem="v3" firstAttribute="height" constant="30" id="c9"/>
            """))
        // `height == 76` is off by 26 in the saved frames: view1's vertical extent is stale, and
        // view2, saved 8 below its stale bottom, with it. view3 takes only view1's leading edge,
        // which no stale constraint concerns: it is compared.
        let check = FrameCheck.check(imported)
        #expect(check.staleConstraints.map(\.views) == [["view1"]])
        #expect(check.stale == 2)
        #expect(check.compared == 1)
    }

    @Test func aSavedFrameThatSatisfiesItsConstraintsIsCompared() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="16" y="40" width="343" height="76"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="v1" secondAttribute="trailing" constant="16" id="c2"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c3"/>
            <constraint firstItem="v1" firstAttribute="height" constant="76" id="c4"/>
            """))
        let check = FrameCheck.check(imported)
        #expect(check.staleConstraints.isEmpty)
        #expect(check.stale == 0 && check.compared == 1 && check.within1pt == 1)
    }

    @Test func anInequalityIsStaleOnlyWhenViolatedByMoreThanAPoint() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="16" y="40" width="100" height="30"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="16" y="100" width="100" height="30"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="width" relation="greaterThanOrEqual" constant="99.5" id="c1"/>
            <constraint firstItem="v2" firstAttribute="width" relation="lessThanOrEqual" constant="80" id="c2"/>
            """))
        // 100 >= 99.5 holds; 100 <= 80 misses by 20.
        let stale = StaleFrames.find(in: imported, traits: Profile(device: Canvas.device(for: imported), orientation: .portrait, textSize: .l).traits)
        #expect(stale.map(\.views) == [["view2"]])
        #expect(stale.map(\.offBy) == [20])
    }

    @Test func inPortraitTheSafeAreasSidesAreTheRootsSides() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="100" width="320" height="30"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="v1" secondAttribute="trailing" id="c2"/>
            """))
        // A portrait safe area has no side insets on any device: a view pinned to both its sides is
        // the root's width, 375, and the saved 320 is stale by 55.
        #expect(FrameCheck.check(imported).staleConstraints.map(\.offBy) == [55])
    }

    @Test func aSwitchsFrameReachingPastItsAlignmentRectIsNotStale() throws {
        let (imported, _) = try importOne(storyboard("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="310" y="100" width="51" height="31"/></switch>
            """, constraints: """
            <constraint firstItem="root" firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" constant="16" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            """))
        // UISwitch's frame is 2 pt wider than the rectangle its constraints align: 361, not 359.
        let check = FrameCheck.check(imported)
        #expect(check.staleConstraints.isEmpty)
        #expect(check.compared == 1 && check.within1pt == 1)
    }

    @Test func constraintsToLayoutGuidesAndLowPrioritiesNeverMakeAFrameStale() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="375" height="30"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="v1" firstAttribute="height" constant="80" priority="750" id="c2"/>
            """))
        // The safe area's top is the engine's model of the canvas: judging saved frames by it would excuse the model's mistakes.
        #expect(FrameCheck.check(imported).staleConstraints.isEmpty)
    }

    @Test func hiddenViewsAndTheirSubviewsAreNotCompared() throws {
        let (imported, _) = try importOne(storyboard("""
            <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="100" height="30"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
            </view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            """))
        let check = FrameCheck.check(imported)
        #expect(check.hidden == 2 && check.compared == 0)
    }

    @Test func aScrollViewWhoseContentSizeIsUndeterminedIsComparedByItsOwnFrame() throws {
        // The box hangs from the content's top left with a size of its own: nothing ends the content,
        // so its size is undetermined (IB's "scrollable content size ambiguity"), but no frame is.
        let (imported, _) = try importOne(storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="20" y="20" width="100" height="50"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="w"/>
                  <constraint firstAttribute="height" constant="50" id="h"/>
                </constraints>
              </view></subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="c4"/>
              </constraints>
            </scrollView>
            """, constraints: fillingRoot("scroll")))
        let check = FrameCheck.check(imported)
        let result = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L"))
        #expect(result.findings.contains { $0.isScrollContentAmbiguity })
        #expect(check.ambiguous == 0 && check.compared == 2 && check.within1pt == 2, "\(check.offenders)")
    }

    @Test(arguments: [("100.33333333333333", 1), ("100.335", 0)])
    func framesAreComparedAtTheThousandthOfAPointTheEngineReports(_ savedY: String, within: Int) throws {
        // Solved at 99.333: IB's third of a point in full is 1.0000003 away, a point at the engine's
        // precision; 100.335 is 1.002 away, past it.
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="\(savedY)" width="100" height="30"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="99.333" priority="750" id="c2"/>
            <constraint firstItem="v1" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="v1" firstAttribute="height" constant="30" id="c4"/>
            """))
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == within, "\(check.offenders)")
    }

    @Test func placeholderConstraintsLayOutTheCanvasButNotTheScreen() throws {
        let (imported, _) = try importOne(storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="10" y="20" width="100" height="30"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" placeholder="YES" id="c1"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" placeholder="YES" id="c2"/>
            <constraint firstItem="v1" firstAttribute="width" constant="100" placeholder="YES" id="c3"/>
            <constraint firstItem="v1" firstAttribute="height" constant="30" placeholder="YES" id="c4"/>
            """))
        // Removed at build time, so the registered screen leaves the view unplaced…
        #expect(imported.screen.constraints.isEmpty)
        #expect(imported.placeholderConstraints.count == 4)
        // …but IB laid the canvas out with them.
        let check = FrameCheck.check(imported)
        #expect(check.compared == 1 && check.within1pt == 1)
    }

    @Test func aDesignableIsDrawnAtTheIntrinsicSizeIBSavedOnTheCanvasOnly() throws {
        // A label subclass whose code pads its text: IB ran it and saved 100 × 40 in `<designables>`.
        let xml = storyboard("""
            <label text="Hi" customClass="PaddedLabel" translatesAutoresizingMaskIntoConstraints="NO" id="pad">
              <rect key="frame" x="10" y="20" width="100" height="40"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="pad" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="pad" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """).replacingOccurrences(of: "</document>", with: """
            <designables><designable name="pad"><size key="intrinsicContentSize" width="100" height="40"/></designable></designables>
            </document>
            """)
        let (imported, _) = try importOne(xml)
        #expect(FrameCheck.check(imported).within1pt == 1)
        // At runtime the label is measured by its text: the padding is code Trellis does not run.
        let result = LayoutEngine().layout(imported.screen, profile: try Profile(key: "iphone-se/portrait/L"))
        let id = try #require(imported.savedFrames.keys.first)
        let frame = try #require(result.frames[id])
        #expect(frame.width < 30 && frame.height < 25, "\(frame)")
    }
}
