import Testing
@testable import TrellisLayout

@Suite("Profile keys")
struct ProfileKeyTests {
    @Test("a full key parses into device, orientation, text size and flags")
    func fullKey() throws {
        let profile = try Profile(key: "iphone-se/portrait/AX3+keyboard+rtl", registry: .builtIn)
        #expect(profile.device == Device.iphoneSE)
        #expect(profile.orientation == .portrait && profile.textSize == .ax3)
        #expect(profile.keyboard && profile.rtl)
        #expect(profile.key == "iphone-se/portrait/AX3+keyboard+rtl")
    }

    @Test("aliases, UIKit size names and flags in either order give the canonical key", arguments: [
        ("iphone-8/landscape/accessibilityExtraLarge", "iphone-se/landscape/AX3"),
        ("iphone-xr/portrait/.large+rtl+keyboard", "iphone-11/portrait/L+keyboard+rtl"),
        ("ipad-pro-11/landscape/L+keyboard", "ipad-pro-11/landscape/L+keyboard"),
        ("iphone-16/portrait/extraSmall", "iphone-16/portrait/XS"),
    ])
    func canonicalKeys(key: String, canonical: String) throws {
        #expect(try Profile(key: key).key == canonical)
    }

    @Test("custom devices parse through the registry that holds them")
    func customDevice() throws {
        var registry = DeviceRegistry.builtIn
        try registry.register(DeviceRegistryTests.kiosk)
        #expect(try Profile(key: "kiosk/landscape/XXL", registry: registry).key == "kiosk-10/landscape/XXL")
    }

    @Test("malformed keys say what was expected", arguments: [
        ("iphone-se/portrait", "expected three parts"),
        ("iphone-se/portrait/L/extra", "expected three parts"),
        ("iphone-99/portrait/L", "unknown device 'iphone-99'; expected one of iphone-se-1, iphone-se,"),
        ("iphone-se/sideways/L", "unknown orientation 'sideways'; expected portrait or landscape"),
        ("iphone-se/portrait/HUGE", "unknown text size 'HUGE'; expected one of XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5"),
        ("iphone-se/portrait/Lx", "unknown text size 'Lx'"),
        ("iphone-se/portrait/L+dark", "unknown flag '+dark'; expected +keyboard and/or +rtl"),
        ("iphone-se/portrait/L+keyboard+keyboard", "'+keyboard' is given twice"),
        ("iphone-se/portrait/L+", "unknown flag '+'"),
    ])
    func errors(key: String, message: String) {
        do {
            _ = try Profile(key: key)
            Issue.record("'\(key)' parsed")
        } catch {
            #expect(error.description.hasPrefix("profile '\(key)': "))
            #expect(error.problem.contains(message), "\(error.problem)")
        }
    }

    @Test("the unknown-device error lists the aliases too")
    func unknownDeviceListsAliases() {
        do {
            _ = try Profile(key: "pixel/portrait/L")
            Issue.record("'pixel' parsed")
        } catch {
            #expect(error.problem.contains("iphone-8") && error.problem.contains("ipad-pro-12-9"))
        }
    }
}
