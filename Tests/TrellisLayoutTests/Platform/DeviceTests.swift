import Testing
@testable import TrellisLayout

/// The built-in devices carry the numbers of ios-platform-facts (§2).
@Suite("Built-in devices")
struct DeviceTests {
    @Test("fifteen devices in the facts file's order, eleven of them iPhones, then the four related models")
    func builtInList() {
        #expect(Device.builtIn.map(\.id) == [
            "iphone-se-1", "iphone-se", "iphone-8-plus", "iphone-11", "iphone-11-pro", "iphone-14",
            "iphone-13-mini", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
            "ipad", "ipad-mini", "ipad-pro-11", "ipad-pro-12-9", "iphone-11-pro-max", "iphone-14-plus",
            "ipad-pro-11-m4", "ipad-pro-13-m4",
        ])
        // One device per class in the default sweep: the related models are named, not swept.
        #expect(DeviceRegistry.builtIn.builtInIPhones.count == 11)
        #expect(DeviceRegistry.builtIn.builtInIPhones.allSatisfy { $0.family == .iphone })
    }

    @Test("the related models take their class's insets and the facts' own size, size classes and keyboard")
    func relatedModels() throws {
        // ios-platform-facts.md 2.2: XS Max / 11 Pro Max are the X class at 414 × 896; 12/13 Pro Max and
        // 14 Plus the iPhone 14 class at 428 × 926; both regular-width in landscape.
        let xsMax = try #require(DeviceRegistry.builtIn.device(named: "iphone-xs-max"))
        #expect(xsMax.id == "iphone-11-pro-max" && xsMax.portrait.width == 414 && xsMax.portrait.height == 896)
        #expect(xsMax.portrait.safeArea == Device.iphone11Pro.portrait.safeArea)
        #expect(xsMax.landscape.horizontalSizeClass == .regular && xsMax.keyboardPortrait == 346 && xsMax.keyboardLandscape == 209)
        let plus = try #require(DeviceRegistry.builtIn.device(named: "iphone-13-pro-max"))
        #expect(plus.id == "iphone-14-plus" && plus.portrait.width == 428 && plus.portrait.height == 926)
        #expect(plus.landscape.safeArea == Device.iphone14.landscape.safeArea && plus.keyboardLandscape == 219)
        #expect(try Profile(key: "iphone-14-plus/landscape/AX3").screen.horizontalSizeClass == .regular)
        // The M4 iPad Pros: their class with the table's size.
        let m4 = try #require(DeviceRegistry.builtIn.device(named: "ipad-pro-13"))
        #expect(m4.id == "ipad-pro-13-m4" && m4.portrait.width == 1032 && m4.portrait.height == 1376)
        #expect(m4.portrait.safeArea == Device.ipadPro12_9.portrait.safeArea)
    }

    @Test("iPhone SE: 375×667 portrait, 20 pt status bar, no landscape insets, keyboard 260/200")
    func iphoneSE() throws {
        let se = try #require(DeviceRegistry.builtIn.device(named: "iphone-se"))
        #expect(se.portrait == ScreenMetrics(width: 375, height: 667, safeArea: EdgeInsets(top: 20),
                                             horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(se.landscape == ScreenMetrics(width: 667, height: 375, safeArea: .zero,
                                              horizontalSizeClass: .compact, verticalSizeClass: .compact))
        #expect(se.keyboardHeight(.portrait) == 260 && se.keyboardHeight(.landscape) == 200)
        #expect(se.displayScale == 2)
    }

    /// (id, portrait w×h, safe top/bottom portrait, landscape left/bottom, landscape h-class, keyboard p/l)
    static let table: [(String, Double, Double, Double, Double, Double, Double, SizeClass, Double, Double)] = [
        ("iphone-se-1", 320, 568, 20, 0, 0, 0, .compact, 253, 199),
        ("iphone-8-plus", 414, 736, 20, 0, 0, 0, .regular, 271, 200),
        ("iphone-11", 414, 896, 48, 34, 48, 21, .regular, 346, 209),
        ("iphone-11-pro", 375, 812, 44, 34, 44, 21, .compact, 336, 209),
        ("iphone-14", 390, 844, 47, 34, 47, 21, .compact, 336, 219),
        ("iphone-13-mini", 375, 812, 50, 34, 50, 21, .compact, 336, 209),
        ("iphone-16", 393, 852, 59, 34, 59, 21, .compact, 336, 219),
        ("iphone-16-plus", 430, 932, 59, 34, 59, 21, .regular, 346, 219),
        ("iphone-16-pro", 402, 874, 62, 34, 62, 21, .compact, 336, 219),
        ("iphone-16-pro-max", 440, 956, 62, 34, 62, 21, .regular, 346, 219),
    ]

    @Test("every built-in iPhone has the facts' size, insets, size classes and keyboard heights",
          arguments: table.indices)
    func iphoneNumbers(row: Int) throws {
        let (id, width, height, top, bottom, landscapeSide, landscapeBottom, landscapeH, keyboardP, keyboardL) = Self.table[row]
        let device = try #require(DeviceRegistry.builtIn.device(named: id))
        #expect(device.family == .iphone)
        #expect(device.portrait.width == width && device.portrait.height == height)
        #expect(device.portrait.safeArea == EdgeInsets(top: top, bottom: bottom))
        #expect(device.portrait.horizontalSizeClass == .compact && device.portrait.verticalSizeClass == .regular)
        // The status bar hides in landscape: no top inset; the notch side insets are symmetric.
        #expect(device.landscape.width == height && device.landscape.height == width)
        #expect(device.landscape.safeArea == EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide))
        #expect(device.landscape.horizontalSizeClass == landscapeH && device.landscape.verticalSizeClass == .compact)
        #expect(device.keyboardPortrait == keyboardP && device.keyboardLandscape == keyboardL)
    }

    @Test("iPads are regular/regular in both orientations with 24/20 insets", arguments: [
        ("ipad", 820.0, 1180.0, 313.0, 398.0), ("ipad-mini", 744, 1133, 313, 398),
        ("ipad-pro-11", 834, 1194, 313, 398), ("ipad-pro-12-9", 1024, 1366, 378, 471),
    ])
    func ipadNumbers(id: String, width: Double, height: Double, keyboardP: Double, keyboardL: Double) throws {
        let device = try #require(DeviceRegistry.builtIn.device(named: id))
        #expect(device.family == .ipad)
        for orientation in Orientation.allCases {
            let screen = device.screen(orientation)
            #expect(screen.safeArea == EdgeInsets(top: 24, bottom: 20))
            #expect(screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular)
        }
        #expect(device.portrait.width == width && device.portrait.height == height)
        #expect(device.landscape.width == height && device.landscape.height == width)
        #expect(device.keyboardPortrait == keyboardP && device.keyboardLandscape == keyboardL)
    }

    @Test("display facts: scale 3 on Face ID phones, native 2.88 on the minis, unknown 16 Pro status bar")
    func displayFacts() {
        #expect(Device.iphone14.displayScale == 3)
        #expect(Device.iphone13Mini.displayFacts?.nativeScale == 2.88)
        #expect(Device.iphone16.displayFacts?.statusBarHeightPortrait == 54)
        #expect(Device.iphone16Pro.displayFacts?.statusBarHeightPortrait == nil)
        #expect(Device.iphone16.displayFacts?.keyboardVerified == false)
    }
}

@Suite("Device registry")
struct DeviceRegistryTests {
    @Test("aliases resolve to the canonical device", arguments: [
        ("iphone-8", "iphone-se"), ("iphone-se-2", "iphone-se"), ("iphone-xr", "iphone-11"),
        ("iphone-x", "iphone-11-pro"), ("iphone-12", "iphone-14"), ("iphone-15", "iphone-16"),
        ("iphone-12-mini", "iphone-13-mini"), ("iphone-15-pro-max", "iphone-16-plus"),
        ("ipad-10", "ipad"), ("ipad-pro-12_9", "ipad-pro-12-9"), ("iphone-16", "iphone-16"),
    ])
    func aliases(name: String, canonical: String) {
        #expect(DeviceRegistry.builtIn.canonicalID(for: name) == canonical)
        #expect(DeviceRegistry.builtIn.device(named: name)?.id == canonical)
    }

    @Test("unknown names resolve to nothing")
    func unknown() {
        #expect(DeviceRegistry.builtIn.device(named: "iphone-99") == nil)
        #expect(DeviceRegistry.builtIn.device(named: "iPhone-SE") == nil)
    }

    static let kiosk = Device(
        id: "kiosk-10", name: "Store kiosk", idAliases: ["kiosk"], family: .custom,
        portrait: ScreenMetrics(width: 800, height: 1280, safeArea: EdgeInsets(top: 24, bottom: 20),
                                horizontalSizeClass: .regular, verticalSizeClass: .regular),
        landscape: ScreenMetrics(width: 1280, height: 800, safeArea: EdgeInsets(top: 24, bottom: 20),
                                 horizontalSizeClass: .regular, verticalSizeClass: .regular),
        keyboardPortrait: 320, keyboardLandscape: 398)

    @Test("custom devices register beside the built-ins and do not join the default iPhone selection")
    func customDevice() throws {
        var registry = DeviceRegistry.builtIn
        try registry.register(Self.kiosk)
        #expect(registry.device(named: "kiosk")?.id == "kiosk-10")
        #expect(registry.customDevices.map(\.id) == ["kiosk-10"])
        #expect(registry.builtInIPhones.count == 11)
        #expect(registry.devices.count == Device.builtIn.count + 1)
        #expect(DeviceRegistry.builtIn.device(named: "kiosk-10") == nil)  // a value type: the original is untouched
        #expect(Self.kiosk.displayScale == 2)
    }

    @Test("a custom device may not reuse a built-in id or alias")
    func duplicateNames() {
        var registry = DeviceRegistry.builtIn
        var clash = Self.kiosk
        clash.idAliases = ["iphone-8"]
        #expect(throws: DeviceRegistryError.duplicateName("iphone-8", existingDevice: "iphone-se")) {
            try registry.register(clash)
        }
        #expect(registry.device(named: "kiosk-10") == nil)
    }
}
