import Foundation
import TrellisLayout

/// Which screens × profiles a command works on: the CLI's SELECTION flags, parsed once here so
/// the CLI and the HTTP server agree.
///
/// ```swift
/// let selection = try Selection(device: "iphone-se", textSize: "AX1...AX5")
/// let profiles = try selection.profiles(registry)   // 5 profiles, portrait, keyboard hidden
/// ```
///
/// Defaults: every screen; every built-in iPhone plus every custom registered device; portrait;
/// all twelve text sizes; keyboard hidden. `--profile` names exact trait keys instead of the
/// device/orientation/text-size/keyboard product.
public struct Selection: Sendable, Hashable {
    public enum Both: String, Sendable, Hashable { case first, second, both }

    /// Screen names, or nil for all.
    public var screenNames: [String]?
    /// Screens carrying any of these tags, or nil for any.
    public var tags: [String]?
    /// Device ids or aliases, or nil for the default devices.
    public var devices: [String]?
    public var orientations: [Orientation]
    public var textSizes: [ContentSizeCategory]
    public var keyboards: [Bool]
    /// Exact trait keys; when set, they are the profiles.
    public var profileKeys: [String]?

    public init() {
        orientations = [.portrait]
        textSizes = ContentSizeCategory.allCases
        keyboards = [false]
    }

    /// Parses the CLI's flag values (each as typed, nil when absent).
    public init(screen: String? = nil, tag: String? = nil, device: String? = nil, orientation: String? = nil,
                textSize: String? = nil, keyboard: String? = nil, profile: [String] = []) throws(TrellisError) {
        self.init()
        screenNames = screen.map(Self.list)
        tags = tag.map(Self.list)
        devices = device.map(Self.list)
        if let orientation {
            switch orientation.lowercased() {
            case "portrait": orientations = [.portrait]
            case "landscape": orientations = [.landscape]
            case "both", "all": orientations = [.portrait, .landscape]
            default: throw .usage("--orientation: unknown value '\(orientation)'; expected portrait, landscape or both")
            }
        }
        if let textSize { textSizes = try Self.textSizes(textSize) }
        if let keyboard {
            switch keyboard.lowercased() {
            case "hidden": keyboards = [false]
            case "shown": keyboards = [true]
            case "both", "all": keyboards = [false, true]
            default: throw .usage("--keyboard: unknown value '\(keyboard)'; expected hidden, shown or both")
            }
        }
        let keys = profile.flatMap(Self.list)
        if !keys.isEmpty {
            if device != nil || orientation != nil || textSize != nil || keyboard != nil {
                throw .usage("--profile names exact profiles; leave out --device, --orientation, --text-size and --keyboard with it")
            }
            profileKeys = keys
        }
    }

    /// `all`, `L`, `S,L,AX3`, or a range `AX1...AX5` (UIKit's names work too).
    public static func textSizes(_ text: String) throws(TrellisError) -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return ContentSizeCategory.allCases }
        for separator in ["...", "..", "…"] where text.contains(separator) {
            let parts = text.components(separatedBy: separator)
            guard parts.count == 2 else { break }
            let from = try size(parts[0]), to = try size(parts[1])
            guard from <= to else { throw .usage("--text-size: '\(text)' runs backwards; write the smaller size first (e.g. AX1...AX5)") }
            return ContentSizeCategory.allCases.filter { $0 >= from && $0 <= to }
        }
        var sizes: [ContentSizeCategory] = []
        for name in list(text) {
            let value = try size(name)
            if !sizes.contains(value) { sizes.append(value) }
        }
        return sizes.sorted()
    }

    static func size(_ name: String) throws(TrellisError) -> ContentSizeCategory {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let size = ContentSizeCategory(name: trimmed) ?? ContentSizeCategory(name: trimmed.uppercased()) { return size }
        throw .usage("--text-size: unknown text size '\(trimmed)'; expected one of "
            + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ") + ", a range such as AX1...AX5, or all")
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The selected profiles, ordered device, orientation, keyboard, then text size: neighbours
    /// differ only in text size, which lets the engine reuse one solver across them.
    public func profiles(_ registry: DeviceRegistry) throws(TrellisError) -> [Profile] {
        if let profileKeys {
            var profiles: [Profile] = []
            for key in profileKeys {
                do { profiles.append(try Profile(key: key, registry: registry)) } catch { throw .usage(error.description) }
            }
            return profiles
        }
        var chosen: [Device] = []
        if let devices {
            for name in devices {
                guard let device = registry.device(named: name) else {
                    throw .usage("--device: unknown device '\(name)'\(Suggest.didYouMean(name, among: registry.allNames)); "
                        + "known devices: " + registry.ids.joined(separator: ", "))
                }
                if !chosen.contains(device) { chosen.append(device) }
            }
        } else {
            chosen = registry.builtInIPhones + registry.customDevices
        }
        var profiles: [Profile] = []
        for device in chosen {
            for orientation in orientations {
                for keyboard in keyboards {
                    for size in textSizes {
                        profiles.append(Profile(device: device, orientation: orientation, textSize: size, keyboard: keyboard))
                    }
                }
            }
        }
        return profiles
    }

    /// The selected screens among `all` (by name order as given, else `all`'s order).
    public func screens(_ all: [ScreenRevisionInfo]) throws(TrellisError) -> [ScreenRevisionInfo] {
        var result = all
        if let screenNames {
            let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            result = []
            for name in screenNames {
                guard let screen = byName[name] else {
                    throw .usage("unknown screen '\(name)'\(Suggest.didYouMean(name, among: all.map(\.name)))"
                        + (all.isEmpty ? "; the catalog has no screens (trellis register PATH…)" : ""))
                }
                if !result.contains(screen) { result.append(screen) }
            }
        }
        if let tags {
            result = result.filter { !Set($0.tags).isDisjoint(with: tags) }
        }
        return result
    }
}

/// "did you mean" for names typed on the command line (or in a URL).
public enum Suggest {
    public static func didYouMean(_ name: String, among candidates: [String]) -> String {
        let lowered = name.lowercased()
        let best = candidates.map { ($0, distance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= max(2, name.count / 3) else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
