import Testing
@testable import TrellisLayout

/// Custom device files.
@Suite struct DeviceFileTests {
    func device(_ text: String) throws -> Device {
        guard case let .device(device) = try FormatTest.parse(text) else {
            Issue.record("not a device")
            throw FormatError(at: FormatTest.at(1, 1), "not a device")
        }
        return device
    }

    @Test func contractExampleReadsAsACustomDevice() throws {
        let device = try device(try FormatTest.fixture("kiosk-10"))
        #expect(device.id == "kiosk-10")
        #expect(device.name == "Store kiosk")
        #expect(device.family == .custom)
        #expect(device.portrait == ScreenMetrics(width: 800, height: 1280, safeArea: EdgeInsets(top: 24, bottom: 20),
                                                 horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(device.keyboardPortrait == 320)
        #expect(device.keyboardLandscape == 398)
    }

    @Test func landscapeDefaultsToThePortraitScreenRotated() throws {
        let device = try device(try FormatTest.fixture("kiosk-10"))
        // A quarter turn: the portrait top inset becomes the left one, bottom the right one.
        #expect(device.landscape == ScreenMetrics(width: 1280, height: 800,
                                                  safeArea: EdgeInsets(top: 0, left: 24, bottom: 0, right: 20),
                                                  horizontalSizeClass: .regular, verticalSizeClass: .regular))
    }

    @Test func phoneSizedDeviceGetsPhoneDefaults() throws {
        let device = try device("device: tiny-phone\nportrait: {width: 320, height: 568}\n")
        #expect(device.name == "tiny-phone")
        #expect(device.portrait.horizontalSizeClass == .compact && device.portrait.verticalSizeClass == .regular)
        #expect(device.landscape.horizontalSizeClass == .compact && device.landscape.verticalSizeClass == .compact)
        #expect(device.keyboardPortrait == 260 && device.keyboardLandscape == 200)
    }

    @Test func explicitLandscapeAndAliases() throws {
        let device = try device("""
        device: wall-panel
        aliases: [panel]
        portrait: {width: 600, height: 1000}
        landscape: {width: 1000, height: 600, safeArea: {left: 10, right: 10}}
        """)
        #expect(device.idAliases == ["panel"])
        #expect(device.landscape.safeArea == EdgeInsets(left: 10, right: 10))
        #expect(device.landscape.horizontalSizeClass == .regular)
    }

    @Test func badIdIsAnError() throws {
        expectFormatError(FormatTest.error("device: Kiosk 10\nportrait: {width: 1, height: 1}\n"), at: FormatTest.at(1, 9),
                    "invalid device id", "[a-z0-9-]+")
    }

    @Test func missingPortraitIsAnError() throws {
        expectFormatError(FormatTest.error("device: k\nname: K\n"), at: FormatTest.at(1, 1), "needs 'portrait:'")
    }

    @Test func unknownSizeClassListsTheChoices() throws {
        let text = "device: k\nportrait: {width: 800, height: 1000}\nsizeClass: {portrait: {h: big}}\n"
        expectFormatError(FormatTest.error(text), at: FormatTest.at(3, 27), "unknown size class 'big'", "compact, regular")
    }
}
