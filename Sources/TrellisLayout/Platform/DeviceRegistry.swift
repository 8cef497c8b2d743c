/// The devices profiles can name: the nineteen built in and any custom ones registered from
/// device files, looked up by id or by one of their `idAliases`.
///
/// A value type: register custom devices into a copy, hand the copy to whoever parses profiles.
///
/// ```swift
/// var registry = DeviceRegistry.builtIn
/// registry.device(named: "iphone-8")?.id  // "iphone-se" (an alias)
/// registry.canonicalID(for: "iphone-xr")  // "iphone-11"
/// try registry.register(kiosk)             // a custom device from a device file
/// registry.builtInIPhones.count            // 11, the CLI's default selection
/// ```
public struct DeviceRegistry: Hashable, Sendable {
    /// Every device in registration order: the built-ins first (in the facts file's order), then custom ones.
    public private(set) var devices: [Device]
    /// Id or alias → index into `devices`.
    private var index: [String: Int]

    /// The built-in devices only.
    public static let builtIn = DeviceRegistry(builtIn: Device.builtIn)

    private init(builtIn: [Device]) {
        devices = []
        index = [:]
        for device in builtIn {
            // The facts file's ids and aliases are unique; a clash is a generator bug.
            try! register(device)
        }
    }

    /// Adds a custom device. Its id and aliases must not name a device already registered.
    public mutating func register(_ device: Device) throws(DeviceRegistryError) {
        for name in [device.id] + device.idAliases {
            if let existing = index[name] {
                throw DeviceRegistryError.duplicateName(name, existingDevice: devices[existing].id)
            }
        }
        if Set([device.id] + device.idAliases).count != 1 + device.idAliases.count {
            throw DeviceRegistryError.duplicateName(device.id, existingDevice: device.id)
        }
        let position = devices.count
        devices.append(device)
        for name in [device.id] + device.idAliases { index[name] = position }
    }

    /// The device an id or alias names, or nil. Names are case-sensitive, as written in files.
    public func device(named name: String) -> Device? {
        index[name].map { devices[$0] }
    }

    /// The canonical id for an id or alias (`iphone-8` → `iphone-se`), or nil if unknown.
    public func canonicalID(for name: String) -> String? {
        device(named: name)?.id
    }

    /// The built-in iPhones in order, one per device class of the facts (related models left out):
    /// the CLI's default device selection.
    public var builtInIPhones: [Device] {
        devices.filter { $0.family == .iphone && DeviceDisplayFacts.builtIn[$0.id].map { $0.sameClassAs == nil } ?? false }
    }

    /// Custom devices, in registration order.
    public var customDevices: [Device] {
        devices.filter { DeviceDisplayFacts.builtIn[$0.id] == nil }
    }

    /// Every id and alias, sorted, for error messages and completion.
    public var allNames: [String] { index.keys.sorted() }

    /// Canonical ids in registration order.
    public var ids: [String] { devices.map(\.id) }
}

/// Why a device could not be registered.
public enum DeviceRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id or alias already names a device (possibly the same one, listed twice).
    case duplicateName(String, existingDevice: String)

    public var description: String {
        switch self {
        case let .duplicateName(name, existing) where name == existing:
            "device name '\(name)' is used twice"
        case let .duplicateName(name, existing):
            "device name '\(name)' already names device '\(existing)'"
        }
    }
}
