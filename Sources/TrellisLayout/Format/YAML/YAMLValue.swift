/// A YAML document as the format reads it: scalars, sequences and mappings, each with the place
/// it was written. Unlike Yams' `Node` it is `Sendable` and shares nothing, so component
/// definitions can keep their raw views for re-reading with instance parameters.
indirect enum YAMLValue: Hashable, Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLValue], SourceLocation)
    case mapping(YAMLMapping)

    var location: SourceLocation {
        switch self {
        case let .scalar(scalar): scalar.location
        case let .sequence(_, location): location
        case let .mapping(mapping): mapping.location
        }
    }

    /// "a mapping", "a list", "text 'abc'", for messages that say what was found instead.
    var kindDescription: String {
        switch self {
        case let .scalar(scalar): scalar.isNull ? "nothing" : "'\(scalar.text.truncatedForMessage)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

struct YAMLScalar: Hashable, Sendable {
    enum Style: Hashable, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }

    var text: String
    var style: Style
    var location: SourceLocation

    /// An empty plain value, `~` or `null`: YAML's null.
    var isNull: Bool {
        style == .plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }

    /// Where the character at `offset` (in Unicode scalars from the value's start) was written.
    /// Exact for plain and quoted one-line values without escapes; otherwise the value's start.
    func location(atOffset offset: Int) -> SourceLocation {
        var here = location
        switch style {
        case .plain: here.column += offset
        case .singleQuoted, .doubleQuoted: here.column += offset + 1
        case .literal, .folded: break
        }
        return here
    }
}

struct YAMLMapping: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var key: YAMLScalar
        var value: YAMLValue
    }

    var entries: [Entry]
    var location: SourceLocation

    subscript(key: String) -> YAMLValue? {
        entries.first { $0.key.text == key }?.value
    }

    func entry(_ key: String) -> Entry? {
        entries.first { $0.key.text == key }
    }
}

extension String {
    /// At most 60 characters, for quoting user text in a message.
    var truncatedForMessage: String {
        count <= 60 ? self : String(prefix(57)) + "..."
    }
}
