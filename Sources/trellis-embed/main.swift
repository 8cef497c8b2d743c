// Writes a Swift source embedding text files as string literals (run by the
// EmbedCatalogResources build plugin).
//
//     trellis-embed OUTPUT GROUPS (GROUP RELATIVE-PATH ABSOLUTE-PATH)...
//
// GROUPS is the comma-separated groups the target gets (each becomes a property, even when it
// has no file); a GROUP is `migration`, `screen`, `component` or `page`.
import Foundation

func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, (arguments.count - 2) % 3 == 0 else {
    FileHandle.standardError.write(Data("usage: trellis-embed OUTPUT GROUPS (GROUP RELATIVE ABSOLUTE)...\n".utf8))
    exit(2)
}
let output = arguments.removeFirst()
/// Each group's property: its name and what it holds.
let properties: [String: (name: String, doc: String)] = [
    "migration": ("migrations", "`Migrations/DIALECT/*.sql`, sorted by path (their numbers give the order)."),
    "screen": ("exampleScreens", "`examples/*.yaml`: the example screens."),
    "component": ("exampleComponents", "`examples/components/*.yaml`: the example components."),
    "page": ("pageFiles", "`Page/*`: the live page's HTML, CSS and JavaScript modules."),
]
var groups: [String: [(String, String)]] = [:]
for group in arguments.removeFirst().split(separator: ",").map(String.init) {
    guard properties[group] != nil else {
        FileHandle.standardError.write(Data("trellis-embed: unknown group '\(group)'\n".utf8))
        exit(2)
    }
    groups[group] = []
}
while !arguments.isEmpty {
    let group = arguments.removeFirst(), relative = arguments.removeFirst(), absolute = arguments.removeFirst()
    guard groups[group] != nil else {
        FileHandle.standardError.write(Data("trellis-embed: unknown group '\(group)'\n".utf8))
        exit(2)
    }
    do {
        let text = try String(contentsOfFile: absolute, encoding: .utf8)
        groups[group]!.append((relative, text))
    } catch {
        FileHandle.standardError.write(Data("trellis-embed: cannot read \(absolute): \(error)\n".utf8))
        exit(1)
    }
}

func array(_ entries: [(String, String)]) -> String {
    if entries.isEmpty { return "[]" }
    return "[\n" + entries.sorted { $0.0 < $1.0 }.map { "        (path: \(literal($0.0)), text: \(literal($0.1)))," }
        .joined(separator: "\n") + "\n    ]"
}

let source = """
// GENERATED at build time by trellis-embed — do not edit.

/// Files embedded into the binary at build time.
enum EmbeddedResources {
\(groups.keys.sorted().map { group in
    let property = properties[group]!
    return "    /// \(property.doc)\n    static let \(property.name): [(path: String, text: String)] = \(array(groups[group]!))\n"
}.joined(separator: "\n"))}

"""
let data = Data(source.utf8)
// Rewrite only on change, so an unchanged input set does not recompile the target.
if (try? Data(contentsOf: URL(fileURLWithPath: output))) != data {
    do { try data.write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
        FileHandle.standardError.write(Data("trellis-embed: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
