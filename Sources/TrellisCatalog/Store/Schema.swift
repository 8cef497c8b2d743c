/// The catalog schema: numbered SQL files under the top-level `Migrations/` folder, one folder per
/// SQL dialect with the same numbers and the same logical schema, embedded at build time and
/// applied in order.
///
/// ```swift
/// Schema.versions.last // "0008_results_checked_by_the_store"
/// ```
public enum Schema {
    /// The two stores' SQL dialects.
    public enum Dialect: String, Sendable, CaseIterable {
        case sqlite, postgres
    }

    /// Migration identifiers (file names without `.sql`), oldest first; the same for both dialects.
    public static var versions: [String] { migrations(.sqlite).map(\.identifier) }

    /// A dialect's migrations, oldest first.
    static func migrations(_ dialect: Dialect) -> [(identifier: String, sql: String)] {
        EmbeddedResources.migrations
            .filter { $0.path.hasPrefix("Migrations/\(dialect.rawValue)/") }
            .map { (identifier: String($0.path.split(separator: "/").last!.dropLast(4)), sql: $0.text) }
            .sorted { $0.identifier < $1.identifier }
    }

    /// The error for a catalog that a newer trellis migrated further than this one knows.
    static func newerError(location: String, applied: Set<String>) -> TrellisError {
        let unknown = applied.subtracting(versions).sorted()
        return .catalog("\(location): the catalog's schema (\(unknown.joined(separator: ", "))) is newer than this "
            + "trellis knows (up to \(versions.last ?? "none")); use a newer trellis to open it")
    }
}
