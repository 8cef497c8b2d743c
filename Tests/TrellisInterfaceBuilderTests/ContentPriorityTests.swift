import Testing
import TrellisLayout
@testable import TrellisInterfaceBuilder

/// Hugging priorities as Interface Builder archives them.
@Suite struct ContentPriorityTests {
    func label(_ id: String, y: Double, height: Double, hugging: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(hugging) text="\(id)" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="0.0" y="\(y)" width="335" height="\(height)"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    /// A 200 pt fill stack of two labels, the first with IB's usual 251 vertical hugging written
    /// and the second with none, saved as IB laid it out: the second takes the spare height.
    var stackOfTwoLabels: String {
        storyboard("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="20" y="100" width="335" height="200"/>
              <subviews>
                \(label("Title", y: 0, height: 20.5, hugging: #"horizontalHuggingPriority="251" verticalHuggingPriority="251""#))
                \(label("Body", y: 20.5, height: 179.5, hugging: ""))
              </subviews>
              <constraints><constraint firstAttribute="height" constant="200" id="h"/></constraints>
            </stackView>
            """, constraints: pinnedToRoot("stack", leading: 20, trailing: 20, top: 100))
    }

    @Test func anOmittedHuggingIsTheArchivesDefault250() throws {
        let (imported, _) = try importOne(stackOfTwoLabels)
        let labels = try #require(imported.screen.views.first?.children)
        #expect(labels.map(\.properties.hugging) == [AxisPriorities(horizontal: 251, vertical: 251),
                                                      AxisPriorities(horizontal: 250, vertical: 250)])
    }

    @Test func theLabelWithoutHuggingTakesTheSpareHeight() throws {
        let check = FrameCheck.check(try importOne(stackOfTwoLabels).0)
        #expect(check.compared == 3 && check.within1pt == 3, "\(check.offenders)")
    }
}
