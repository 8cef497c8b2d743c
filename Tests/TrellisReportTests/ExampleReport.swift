import Foundation
import TrellisCatalog
import TrellisLayout
@testable import TrellisReport

/// The example catalog registered into a fresh catalog and exported once as HTML, shared by the
/// tests that read or render it.
final class ExampleReport: Sendable {
    let directory: String
    let catalog: Catalog
    let written: HTMLReport.Written
    let screens: [String]

    static let shared: Result<ExampleReport, any Error> = Result { try ExampleReport() }

    static func get() throws -> ExampleReport { try shared.get() }

    private init() throws {
        directory = NSTemporaryDirectory() + "trellis-report-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        catalog = try Catalog(path: directory + "/catalog.sqlite")
        try catalog.register(files: ExampleCatalog.files)
        written = try HTMLReport(catalog: catalog).write(to: directory + "/report")
        screens = try catalog.resolve(Selection()).screens.map(\.name)
        // The fixture lives as long as the test process; nothing else would remove it.
        atexit { _ = try? FileManager.default.removeItem(atPath: ExampleReport.get().directory) }
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

/// The example catalog registered into a fresh catalog of its own, for a test that changes it or
/// must not see what other tests add to the shared one.
struct FreshExampleCatalog {
    let directory = NSTemporaryDirectory() + "trellis-report-" + UUID().uuidString
    let catalog: Catalog

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        catalog = try Catalog(path: directory + "/catalog.sqlite")
        try catalog.register(files: ExampleCatalog.files)
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

/// Occurrences of a regular expression in a text.
func count(_ pattern: String, in text: String) -> Int {
    (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) ?? 0
}

/// The substrings of a text between successive matches of `start` (each piece starts at a match).
func pieces(of text: String, startingAt start: String) -> [Substring] {
    var result: [Substring] = []
    var ranges: [Range<String.Index>] = []
    var search = text.startIndex..<text.endIndex
    while let range = text.range(of: start, range: search) {
        ranges.append(range)
        search = range.upperBound..<text.endIndex
    }
    for (index, range) in ranges.enumerated() {
        let end = index + 1 < ranges.count ? ranges[index + 1].lowerBound : text.endIndex
        result.append(text[range.lowerBound..<end])
    }
    return result
}
