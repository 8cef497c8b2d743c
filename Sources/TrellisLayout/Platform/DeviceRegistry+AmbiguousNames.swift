/// Device names people use for more than one phone. Trellis picks one and says which, so an
/// article's or a team's "iPhone SE" is not silently the wrong screen.
///
/// ```swift
/// DeviceRegistry.builtIn.ambiguityNote(for: "iphone-se")
/// // "'iphone-se' is the iPhone SE (2nd/3rd gen), iPhone 8 (375 × 667); the first-generation iPhone SE (320 × 568) is 'iphone-se-1'"
/// ```
extension DeviceRegistry {
    /// Name → the other devices it could mean, by how to name them.
    static let ambiguousNames: [String: String] = [
        "iphone-se": "the first-generation iPhone SE (320 × 568) is 'iphone-se-1'",
    ]

    /// What a device name picked and what else it could have meant; nil when the name is unambiguous.
    public func ambiguityNote(for name: String) -> String? {
        guard let others = Self.ambiguousNames[name], let device = device(named: name) else { return nil }
        let size = "\(Int(device.portrait.width)) × \(Int(device.portrait.height))"
        return "'\(name)' is the \(device.name) (\(size)); \(others)"
    }
}
