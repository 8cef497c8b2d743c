import Foundation
import Testing
@testable import TrellisLayout

/// The repository's example screens and components read and expand without errors.
@Suite struct FormatExampleCatalogTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    func files(_ directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test func everyExampleScreenExpands() throws {
        var library = ComponentLibrary()
        for url in files(Self.examples.appendingPathComponent("components")) {
            guard case let .component(definition) = try LayoutFile.parse(contentsOf: url) else { continue }
            try library.add(definition)
        }
        try library.validate()
        let screens = files(Self.examples)
        for url in screens {
            guard case let .screen(definition) = try LayoutFile.parse(contentsOf: url) else { continue }
            let screen = try library.expand(definition)
            #expect(!screen.views.isEmpty, "\(url.lastPathComponent)")
        }
    }
}
