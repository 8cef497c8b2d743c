import Foundation
import Testing
import TrellisLayout

/// Cached results are keyed by `LayoutEngine.version`: a change to what the engine computes that
/// keeps the version would serve stale answers from every catalog. This test fails when the
/// sources that decide a result (`Sources/Cassowary`, `Sources/TrellisLayout`) change while the
/// version stays; `Fixtures/engine-version.lock` records the version and a hash of those sources.
///
/// After changing them: bump `LayoutEngine.version` and run
/// `TRELLIS_UPDATE_ENGINE_LOCK=1 swift test --filter EngineVersionGuardTests`. (Without a bump, only
/// for edits that cannot change any result — comments, names — and say so in the commit.)
@Suite struct EngineVersionGuardTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let lock = root.appendingPathComponent("Tests/TrellisLayoutTests/Fixtures/engine-version.lock")

    /// FNV-1a (64 bit) over each Swift file's path and bytes, in path order: a change detector, not a signature.
    private static func sourceHash() throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) { for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 } }
        var paths: [String] = []
        for folder in ["Sources/Cassowary", "Sources/TrellisLayout"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            paths += files.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        for path in paths.sorted() {
            mix(Array(path.utf8))
            mix(try Data(contentsOf: root.appendingPathComponent(path)))
        }
        return String(hash, radix: 16)
    }

    @Test func theEngineVersionChangesWithTheEnginesSources() throws {
        let current = "\(LayoutEngine.version) \(try Self.sourceHash())\n"
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_ENGINE_LOCK"] != nil {
            try current.write(to: Self.lock, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: Self.lock, encoding: .utf8)
        let parts = recorded.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(parts.count == 2, "malformed \(Self.lock.path)")
        guard parts.count == 2 else { return }
        #expect(parts[0] != LayoutEngine.version || current == recorded,
                "the engine's sources changed but LayoutEngine.version is still \(parts[0]): bump it, then refresh the lock")
        #expect(parts[0] == LayoutEngine.version,
                "LayoutEngine.version is \(LayoutEngine.version), the lock records \(parts[0]): refresh the lock")
    }
}
