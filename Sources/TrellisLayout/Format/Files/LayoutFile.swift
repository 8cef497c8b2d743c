import Foundation

/// One screen, component or device file, read and checked. The first key decides which.
///
/// ```swift
/// switch try LayoutFile.parse(text: text, path: "Login.yaml") {
/// case let .screen(definition): screens.append(definition)
/// case let .component(definition): try library.add(definition)
/// case let .device(device): devices.register(device)
/// }
/// let screen = try library.expand(screens[0])
/// ```
///
/// Every error is a ``FormatError`` naming file:line:col and what was expected there.
///
/// Where SCREEN-FORMAT.md is silent, the format decides:
/// - **Edges with a constant** inset, as UIKit anchors read: `a.edges == b.edges + 8` gives
///   `a.top == b.top + 8`, `a.leading == b.leading + 8`, `a.bottom == b.bottom - 8`,
///   `a.trailing == b.trailing - 8`; `>=`/`<=` flip on bottom and trailing, so
///   `a.edges >= b.edges + 8` means "inset by at least 8" (and with no constant, "inside").
///   `size` and `center` apply multiplier and constant to both attributes unchanged; edges take
///   no multiplier.
/// - **VFL `|`** is the superview of the views named, which must share it: `.root` for
///   top-level views, the instance inside a component, the content guide (`ID.content`) inside
///   a scroll view (UIKit's classic rule: edges pinned to a scroll view define its content),
///   else the parent view. `H:` uses leading/trailing. Standard spacing is 8 between siblings
///   and 20 to the superview; metric names are not supported. A VFL line may end with
///   `as IDENTIFIER` and `when CONDITION`. YAML reads a line starting with `|` or `[` as a
///   block scalar or a list: quote it, or start it with `H:`/`V:`.
/// - **`$param`** substitution: components only (see ``ComponentDefinition``); a value that is
///   exactly `$name` takes the parameter's value and type, `$name` inside text is replaced by
///   its text, `$$` is a literal `$`, an unknown `$name` is an error. Every param needs a default.
/// - **Extensions**: `margins: 16`, `hugging: 750`, `compression: high` (one value for every
///   side or axis); `font: 17`; `font` also on buttons, text fields and text views; view
///   properties, `when:` and `hidden` on component instances; `&&`, `||`, `!` in conditions;
///   `defaultHigh`/`defaultLow` priority names; `aliases:` in device files.
/// - **Reserved ids**: root, safeArea, margins, readable, keyboard, superview, self.
/// - **Limits**: see ``FormatLimits``; YAML anchors and aliases are rejected outright.
public enum LayoutFile: Hashable, Sendable {
    case screen(ScreenDefinition)
    case component(ComponentDefinition)
    case device(Device)

    static let kinds = ["screen", "component", "device"]

    public static func parse(text: String, path: String, options: FormatOptions = FormatOptions()) throws(FormatError) -> LayoutFile {
        guard let root = try YAMLLoader.load(text: text, path: path, limits: options.limits) else {
            throw FormatError(at: SourceLocation(file: path, line: 1, column: 1),
                              "empty file; expected a mapping that starts with 'screen:', 'component:' or 'device:'")
        }
        let mapping = try root.mapping("a screen, component or device file")
        guard let first = mapping.entries.first else {
            throw FormatError(at: mapping.location, "empty mapping; expected 'screen:', 'component:' or 'device:' first")
        }
        switch first.key.text {
        case "screen": return .screen(try ScreenDefinition.read(mapping, options: options))
        case "component": return .component(try ComponentDefinition.read(mapping, options: options))
        case "device": return .device(try DeviceFile.read(mapping, options: options))
        default:
            throw FormatError(at: first.key.location, "unknown file kind '\(first.key.text.truncatedForMessage)'"
                              + "; the first key must be 'screen:', 'component:' or 'device:'"
                              + Suggestion.didYouMean(first.key.text, among: kinds))
        }
    }

    /// Reads raw bytes: invalid UTF-8 is an error at the first bad byte, not a crash.
    public static func parse(data: Data, path: String, options: FormatOptions = FormatOptions()) throws(FormatError) -> LayoutFile {
        try parse(text: try SourceText.decode(data, path: path, limits: options.limits), path: path, options: options)
    }

    /// Reads a file from disk.
    public static func parse(contentsOf url: URL, options: FormatOptions = FormatOptions()) throws(FormatError) -> LayoutFile {
        let path = url.path
        let here = SourceLocation(file: path, line: 1, column: 1)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > options.limits.maxFileBytes {
            throw FormatError(at: here, "file is \(size) bytes; the limit is \(options.limits.maxFileBytes) bytes")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FormatError(at: here, "cannot read file: \(error.localizedDescription)")
        }
        return try parse(data: data, path: path, options: options)
    }

}

/// A screen file read and expanded in one step, for callers that have the components at hand.
///
/// ```swift
/// let screen = try ScreenFile.parse(text, path: "Login.yaml", components: library).screen
/// ```
public struct ScreenFile: Hashable, Sendable {
    public var definition: ScreenDefinition
    public var screen: Screen

    public static func parse(_ text: String, path: String, components: ComponentLibrary = ComponentLibrary(),
                             options: FormatOptions? = nil) throws(FormatError) -> ScreenFile {
        let options = options ?? components.options
        let file = try LayoutFile.parse(text: text, path: path, options: options)
        guard case let .screen(definition) = file else {
            let kind = if case .component = file { "component" } else { "device" }
            throw FormatError(at: SourceLocation(file: path, line: 1, column: 1),
                              "expected a screen file (first key 'screen:'), found a \(kind) file")
        }
        return ScreenFile(definition: definition, screen: try components.expand(definition))
    }
}
