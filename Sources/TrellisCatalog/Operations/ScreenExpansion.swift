import TrellisLayout

/// Expanding a screen with its components: the one place a screen file becomes the screen the
/// engine solves — for registration, for solving and for reports that draw it.
enum ScreenExpansion {
    /// Options that resolve device names through this registry (built-in and custom devices).
    static func options(_ registry: DeviceRegistry) -> FormatOptions {
        FormatOptions(resolveDevice: { registry.canonicalID(for: $0) })
    }

    /// A component library holding these component files' definitions.
    static func library(_ components: [SourceFile], options: FormatOptions) throws(FormatError) -> ComponentLibrary {
        var library = ComponentLibrary(options: options)
        for component in components {
            if case let .component(definition) = try LayoutFile.parse(text: component.text, path: component.path, options: options) {
                library.replace(definition)
            }
        }
        return library
    }

    /// A screen file with these component files' definitions substituted.
    static func expand(_ source: SourceFile, components: [SourceFile], options: FormatOptions) throws(FormatError) -> Screen {
        try expand(source, library: try library(components, options: options), options: options)
    }

    static func expand(_ source: SourceFile, library: ComponentLibrary, options: FormatOptions) throws(FormatError) -> Screen {
        guard case let .screen(definition) = try LayoutFile.parse(text: source.text, path: source.path, options: options) else {
            throw FormatError(at: SourceLocation(file: source.path, line: 1, column: 1), "expected a screen file")
        }
        return try library.expand(definition)
    }

    static func expand(_ input: SolveInput, options: FormatOptions) throws(FormatError) -> Screen {
        try expand(input.source, components: input.components, options: options)
    }
}
