import TrellisLayout

/// What the service needs of a layout engine: one call per screen with all its profiles.
///
/// ```swift
/// let results = EngineSolver().layout(screen, profiles: profiles) // one result per profile, in order
/// ```
///
/// A protocol so the store and service can be exercised with a stand-in engine in tests.
public protocol LayoutSolving: Sendable {
    /// Part of the cache key: results of another version are solved again.
    var version: String { get }
    /// One result per profile, in order. Profiles are ordered so neighbours differ only in text size.
    func layout(_ screen: Screen, profiles: [Profile]) -> [LayoutResult]
}

/// The real engine, `TrellisLayout`'s ``LayoutEngine``.
public struct EngineSolver: LayoutSolving {
    public init() {}

    public var version: String { LayoutEngine.version }

    public func layout(_ screen: Screen, profiles: [Profile]) -> [LayoutResult] {
        LayoutEngine().layout(screen, profiles: profiles)
    }
}
