import Testing
import TrellisLayout

/// `small-target` and `compressed`: one finding per view, whatever the number of axes at fault.
@Suite struct SizeFindingTests {
    @Test func standardControlsAtTheirNaturalSizeAreNoSmallTargets() throws {
        let yaml = """
            screen: S
            views:
              - textField: email
                placeholder: Email
              - switch: toggle
            constraints:
              - email.top == safeArea.top + 8
              - email.horizontalEdges == margins.horizontalEdges
              - toggle.top == email.bottom + 8
              - toggle.leading == margins.leading
            """
        let result = try layout(yaml, "iphone-se/portrait/L")
        #expect(result.frame("email").height == 34 && result.frame("toggle").height == 31)
        #expect(result.findings(.smallTarget).isEmpty)
    }

    @Test func aControlUnderTheMinimumOnBothAxesIsOneFinding() throws {
        let yaml = """
            screen: S
            views:
              - button: close
                title: x
            constraints:
              - close.top == safeArea.top + 8
              - close.leading == margins.leading
              - close.size == 20
            """
        let findings = try layout(yaml, "iphone-se/portrait/L").findings(.smallTarget)
        #expect(findings.map(\.views) == [["close"]])
        // 8 pt short of 28 on each side.
        #expect(findings.first?.amount == 8 && findings.first?.message.contains("20 pt × 20 pt") == true)
    }

    @Test func aViewSqueezedOnBothAxesIsOneCompressedFindingWithTheLargerShortfall() throws {
        let yaml = """
            screen: S
            views:
              - image: photo
                size: {width: 100, height: 80}
            constraints:
              - photo.top == safeArea.top
              - photo.leading == root.leading
              - photo.width == 90
              - photo.height == 50
            """
        let findings = try layout(yaml, "iphone-se/portrait/L").findings(.compressed)
        #expect(findings.count == 1)
        #expect(findings.first?.amount == 30)
        #expect(findings.first?.message == "photo is 10 pt below its intrinsic width and 30 pt below its intrinsic height; "
            + "lower a neighbour's compression resistance or give it room")
    }
}
