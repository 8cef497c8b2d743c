import Foundation
import Testing
import TrellisLayout

/// `Finding.Kind` is the one list of kinds; what cannot derive from it (the OpenAPI file, read by
/// other tools) is held to it here, so a new kind fails a test instead of being forgotten.
@Suite struct KindListTests {
    private var openAPI: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        }
    }

    /// The `enum: [...]` list that follows a line containing `marker`, over one or more lines.
    private func enumList(after marker: String, in text: String) throws -> [String] {
        let start = try #require(text.range(of: marker)?.upperBound)
        let open = try #require(text.range(of: "enum: [", range: start..<text.endIndex)?.upperBound)
        let close = try #require(text.range(of: "]", range: open..<text.endIndex)?.lowerBound)
        return text[open..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    @Test func openAPIKindSchemaListsEveryKind() throws {
        #expect(try enumList(after: "    Kind:", in: openAPI) == Finding.Kind.allCases.map(\.rawValue))
    }

    @Test func openAPIQueryRouteTakesEveryQueryNameAndRawValue() throws {
        let names = try enumList(after: "name: kind", in: openAPI)
        let expected = Finding.Kind.allCases.map(\.queryName)
            + Finding.Kind.allCases.map(\.rawValue).filter { raw in !Finding.Kind.allCases.map(\.queryName).contains(raw) }
        #expect(names == expected)
    }

    @Test func queryNamesAreUniqueAndLeadBackToTheirKind() {
        let names = Finding.Kind.allCases.map(\.queryName)
        #expect(Set(names).count == names.count)
        for kind in Finding.Kind.allCases {
            #expect(Finding.Kind(queryName: kind.queryName) == kind && Finding.Kind(queryName: kind.rawValue) == kind)
        }
    }

    @Test func severitiesThatColourACellAreDistinct() {
        let ranks = Finding.Kind.allCases.compactMap(\.severity)
        #expect(Set(ranks).count == ranks.count)
    }
}
