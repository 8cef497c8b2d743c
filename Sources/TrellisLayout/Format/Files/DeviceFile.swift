/// Custom devices from a device file:
///
/// ```yaml
/// device: kiosk-10
/// name: Store kiosk
/// portrait: {width: 800, height: 1280, safeArea: {top: 24, bottom: 20}}
/// keyboard: {portrait: 320, landscape: 398}
/// sizeClass: {portrait: {h: regular, v: regular}, landscape: {h: regular, v: regular}}
/// ```
///
/// Defaults where the file is silent:
/// - `name`: the id.
/// - `landscape`: the portrait screen rotated a quarter turn (width and height swapped; the
///   portrait top inset becomes the left one, left → bottom, bottom → right, right → top).
/// - `sizeClass`: per orientation, horizontal `regular` when the width is at least 700 pt
///   (iPads, kiosks) else `compact`; vertical `compact` when the height is below 500 pt (phones
///   in landscape) else `regular`.
/// - `keyboard`: 260 / 200 pt (portrait / landscape, the iPhone SE keyboard) for a device less
///   than 700 pt wide in portrait, else 313 / 398 pt (the 768 × 1024 iPad keyboard).
enum DeviceFile {
    static let keys = ["device", "name", "aliases", "portrait", "landscape", "keyboard", "sizeClass"]
    static let regularWidth = 700.0
    static let compactHeight = 500.0

    static func read(_ root: YAMLMapping, options: FormatOptions) throws(FormatError) -> Device {
        try root.checkKeys(keys, in: "a device file")
        let idScalar = try root.entries[0].value.scalar("a device id after 'device:'")
        guard FormatOptions.isDeviceID(idScalar.text) else {
            throw FormatError(at: idScalar.location, "invalid device id '\(idScalar.text.truncatedForMessage)'; ids match [a-z0-9-]+")
        }
        let name = try root["name"].map { v throws(FormatError) in try v.string("a device name") } ?? idScalar.text
        var aliases: [String] = []
        if let value = root["aliases"] {
            for alias in try value.sequence("aliases (a list of device ids)") {
                let scalar = try alias.scalar("a device id")
                guard FormatOptions.isDeviceID(scalar.text) else {
                    throw FormatError(at: scalar.location, "invalid device id '\(scalar.text.truncatedForMessage)'; ids match [a-z0-9-]+")
                }
                aliases.append(scalar.text)
            }
        }
        let portraitValue = try root.required("portrait", in: "a device file")
        let portrait = try readScreen(portraitValue, orientation: "portrait")
        let landscape: (width: Double, height: Double, insets: EdgeInsets) = try root["landscape"].map { v throws(FormatError) in try readScreen(v, orientation: "landscape") }
            ?? (portrait.height, portrait.width,
                EdgeInsets(top: portrait.insets.right, left: portrait.insets.top,
                           bottom: portrait.insets.left, right: portrait.insets.bottom))

        let tablet = portrait.width >= regularWidth
        var keyboardPortrait = tablet ? 313.0 : 260.0
        var keyboardLandscape = tablet ? 398.0 : 200.0
        if let value = root["keyboard"] {
            let keyboard = try value.mapping("keyboard heights ({portrait, landscape})")
            try keyboard.checkKeys(["portrait", "landscape"], in: "keyboard")
            if let v = keyboard["portrait"] { keyboardPortrait = try v.number("portrait keyboard height", atLeast: 0) }
            if let v = keyboard["landscape"] { keyboardLandscape = try v.number("landscape keyboard height", atLeast: 0) }
        }

        func defaultClasses(width: Double, height: Double) -> (SizeClass, SizeClass) {
            (width >= regularWidth ? .regular : .compact, height < compactHeight ? .compact : .regular)
        }
        var portraitClasses = defaultClasses(width: portrait.width, height: portrait.height)
        var landscapeClasses = defaultClasses(width: landscape.width, height: landscape.height)
        if let value = root["sizeClass"] {
            let classes = try value.mapping("size classes ({portrait: {h, v}, landscape: {h, v}})")
            try classes.checkKeys(["portrait", "landscape"], in: "sizeClass")
            if let v = classes["portrait"] { portraitClasses = try readClasses(v, default: portraitClasses) }
            if let v = classes["landscape"] { landscapeClasses = try readClasses(v, default: landscapeClasses) }
        }
        return Device(
            id: idScalar.text, name: name, idAliases: aliases, family: .custom,
            portrait: ScreenMetrics(width: portrait.width, height: portrait.height, safeArea: portrait.insets,
                                    horizontalSizeClass: portraitClasses.0, verticalSizeClass: portraitClasses.1),
            landscape: ScreenMetrics(width: landscape.width, height: landscape.height, safeArea: landscape.insets,
                                     horizontalSizeClass: landscapeClasses.0, verticalSizeClass: landscapeClasses.1),
            keyboardPortrait: keyboardPortrait, keyboardLandscape: keyboardLandscape)
    }

    private static func readScreen(_ value: YAMLValue, orientation: String) throws(FormatError) -> (width: Double, height: Double, insets: EdgeInsets) {
        let mapping = try value.mapping("the \(orientation) screen ({width, height, safeArea})")
        try mapping.checkKeys(["width", "height", "safeArea"], in: orientation)
        func side(_ key: String) throws(FormatError) -> Double {
            let size = try mapping.required(key, in: "the \(orientation) screen").number("\(orientation) \(key)")
            if size <= 0 || size > 100_000 {
                throw FormatError(at: mapping[key]!.location, "\(orientation) \(key) must be between 0 and 100000 points, found \(NumberSyntax.format(size))")
            }
            return size
        }
        let width = try side("width"), height = try side("height")
        var insets = EdgeInsets.zero
        if let value = mapping["safeArea"] {
            let safeArea = try value.mapping("safe-area insets ({top, left, bottom, right})")
            try safeArea.checkKeys(["top", "left", "bottom", "right"], in: "safeArea")
            for entry in safeArea.entries {
                let inset = try entry.value.number("safe-area \(entry.key.text)", atLeast: 0)
                switch entry.key.text {
                case "top": insets.top = inset
                case "left": insets.left = inset
                case "bottom": insets.bottom = inset
                default: insets.right = inset
                }
            }
            if insets.top + insets.bottom >= height || insets.left + insets.right >= width {
                throw FormatError(at: value.location, "the \(orientation) safe area leaves no room on a \(NumberSyntax.format(width)) × \(NumberSyntax.format(height)) screen")
            }
        }
        return (width, height, insets)
    }

    private static func readClasses(_ value: YAMLValue, default fallback: (SizeClass, SizeClass)) throws(FormatError) -> (SizeClass, SizeClass) {
        let mapping = try value.mapping("size classes ({h, v})")
        try mapping.checkKeys(["h", "v"], in: "size classes")
        return (try mapping["h"].map { v throws(FormatError) in try v.choice("size class", [SizeClass.compact, .regular]) } ?? fallback.0,
                try mapping["v"].map { v throws(FormatError) in try v.choice("size class", [SizeClass.compact, .regular]) } ?? fallback.1)
    }
}
