import Testing
import TrellisLayout

/// The names users already know — UIKit's, Xcode's, the HIG's, marketing names — lead to the same
/// sizes, guides and devices as Trellis's short names, and output prints the short names.
@Suite struct NameAliasTests {
    @Test(arguments: ContentSizeCategory.allCases)
    func everyNameOfATextSizeRoundTripsThroughAProfileKey(size: ContentSizeCategory) throws {
        for name in ContentSizeCategory.allNames[size.rawValue] {
            for written in [name, name.lowercased(), "." + name] {
                #expect(ContentSizeCategory(name: written) == size, "\(written)")
                #expect(try Profile(key: "iphone-se/portrait/\(written)").key == "iphone-se/portrait/\(size.shortName)")
            }
        }
    }

    @Test func theNamesFromTheIssueAreAmongThem() {
        #expect(ContentSizeCategory(name: "accessibilityMedium") == .ax1)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .ax5)
        #expect(ContentSizeCategory(name: "AccessibilityXL") == .ax3)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityXXXL") == .ax5)
        #expect(ContentSizeCategory(name: "xLarge") == .xl && ContentSizeCategory(name: "xxxLarge") == .xxxl)
        #expect(ContentSizeCategory(name: "xSmall") == .xs && ContentSizeCategory(name: "Large") == .l)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }

    @Test func noNameStandsForTwoSizes() {
        let all = ContentSizeCategory.allNames.flatMap { Set($0.map { $0.lowercased() }) }
        #expect(Set(all).count == all.count)
    }

    @Test func uikitGuideNamesLayOutAsTheShortOnes() throws {
        func screen(_ guides: [String]) -> String {
            """
            screen: S
            views:
              - scroll: scroll
                views:
                  - label: title
                    text: Hello
              - label: note
                text: Note
              - textField: field
                placeholder: Email
            constraints:
              - scroll.top == \(guides[0]).top
              - scroll.horizontalEdges == \(guides[1]).horizontalEdges
              - scroll.bottom == \(guides[2]).top
              - title.edges == scroll.\(guides[3]).edges
              - title.width == scroll.\(guides[4]).width
              - note.top == \(guides[0]).top
              - note.leading == \(guides[5]).leading
              - field.top == note.bottom + 8
              - field.leading == note.\(guides[6]).leading
            """
        }
        let short = try layout(screen(["safeArea", "margins", "keyboard", "content", "frame", "readable", "margins"]),
                               "iphone-14/portrait/L+keyboard")
        let uikit = try layout(screen(["safeAreaLayoutGuide", "layoutMarginsGuide", "keyboardLayoutGuide", "contentLayoutGuide",
                                       "frameLayoutGuide", "readableContentGuide", "layoutMarginsGuide"]),
                               "iphone-14/portrait/L+keyboard")
        #expect(uikit.frames == short.frames && uikit.findings == short.findings)
        #expect(try layout(screen(["root.safeAreaLayoutGuide", "margins", "keyboard", "content", "frame", "readable", "margins"]),
                           "iphone-14/portrait/L+keyboard").frames == short.frames)
    }

    @Test func everyDeviceAliasNamesItsDeviceAndPrintsItsID() throws {
        for device in DeviceRegistry.builtIn.devices {
            for alias in device.idAliases {
                #expect(DeviceRegistry.builtIn.canonicalID(for: alias) == device.id, "\(alias)")
                #expect(try Profile(key: "\(alias)/landscape/L").key == "\(device.id)/landscape/L")
            }
        }
    }

    @Test func marketingNamesReachTheirClass() {
        let expected = ["iphone-5s": "iphone-se-1", "iphone-6": "iphone-se", "iphone-6-plus": "iphone-8-plus",
                        "iphone-x": "iphone-11-pro", "iphone-xr": "iphone-11", "iphone-16e": "iphone-14",
                        "iphone-17": "iphone-16-pro", "iphone-17-pro-max": "iphone-16-pro-max"]
        for (alias, id) in expected { #expect(DeviceRegistry.builtIn.canonicalID(for: alias) == id, "\(alias)") }
    }
}
