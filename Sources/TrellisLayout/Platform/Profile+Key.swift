extension Profile {
    /// Parses a trait key, `DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl]`.
    ///
    /// The device may be an id or an alias (the profile holds the canonical device); the text
    /// size a short name (`AX3`) or UIKit's name (`accessibilityExtraLarge`); the `+keyboard` and
    /// `+rtl` flags may come in either order, each at most once.
    ///
    /// ```swift
    /// let profile = try Profile(key: "iphone-8/landscape/AX3+keyboard+rtl")
    /// profile.key // "iphone-se/landscape/AX3+keyboard+rtl"
    /// ```
    public init(key: String, registry: DeviceRegistry = .builtIn) throws(ProfileKeyError) {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else {
            throw ProfileKeyError(key: key, problem: "expected three parts separated by '/', "
                + "DEVICE/ORIENTATION/TEXTSIZE[+keyboard][+rtl] (e.g. iphone-se/portrait/AX3+keyboard), "
                + "found \(parts.count)")
        }
        guard let device = registry.device(named: parts[0]) else {
            throw ProfileKeyError(key: key, problem: "unknown device '\(parts[0])'; expected one of "
                + registry.ids.joined(separator: ", ") + Self.aliasHint(registry))
        }
        guard let orientation = Orientation(rawValue: parts[1]) else {
            throw ProfileKeyError(key: key, problem: "unknown orientation '\(parts[1])'; expected portrait or landscape")
        }
        var flags = parts[2].split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let sizeName = flags.removeFirst()
        guard let textSize = ContentSizeCategory(name: sizeName) else {
            throw ProfileKeyError(key: key, problem: "unknown text size '\(sizeName)'; expected one of "
                + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ")
                + " (or UIKit's names, e.g. accessibilityExtraLarge)")
        }
        var keyboard = false
        var rtl = false
        for flag in flags {
            switch flag {
            case "keyboard" where !keyboard: keyboard = true
            case "rtl" where !rtl: rtl = true
            case "keyboard", "rtl":
                throw ProfileKeyError(key: key, problem: "'+\(flag)' is given twice")
            default:
                throw ProfileKeyError(key: key, problem: "unknown flag '+\(flag)'; expected +keyboard and/or +rtl")
            }
        }
        self.init(device: device, orientation: orientation, textSize: textSize, keyboard: keyboard, rtl: rtl)
    }

    private static func aliasHint(_ registry: DeviceRegistry) -> String {
        let aliases = registry.devices.flatMap(\.idAliases)
        return aliases.isEmpty ? "" : " (or an alias: " + aliases.joined(separator: ", ") + ")"
    }
}

/// A malformed profile key, with what was expected.
///
/// ```swift
/// // profile 'iphone-se/sideways/L': unknown orientation 'sideways'; expected portrait or landscape
/// ```
public struct ProfileKeyError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var problem: String

    public init(key: String, problem: String) {
        self.key = key
        self.problem = problem
    }

    public var description: String { "profile '\(key)': \(problem)" }
}
