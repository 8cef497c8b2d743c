/// The versions `trellis --version` prints, each written once.
///
/// ```swift
/// TrellisVersion.description // "trellis 0.1.0 (engine 1.19.1)"
/// ```
public enum TrellisVersion {
    /// The package's release.
    public static let package = "0.1.0"

    /// What a cached result was solved by (`LayoutEngine.version`, guarded by `EngineVersionGuardTests`).
    public static var engine: String { LayoutEngine.version }

    public static var description: String { "trellis \(package) (engine \(engine))" }
}
