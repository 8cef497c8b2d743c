import Foundation
import TrellisLayout

extension Catalog {
    /// `trellis list screens`: `{"name", "revision", "tags", "components", "path", "hash", "registeredAt"}`.
    public func listScreens(_ selection: Selection = Selection()) throws(TrellisError) -> Rows {
        let screens = try selection.screens(try store.currentScreens())
        let used = try store.componentsUsed(by: screens.map(\.revisionID))
        return Rows(keys: ["name", "revision", "tags", "components", "path", "hash", "registeredAt"], rows: screens.map { screen in
            [.string(screen.name), .number(Double(screen.number)), .array(screen.tags.map { .string($0) }),
             .array((used[screen.revisionID] ?? []).map { .string($0) }), .string(screen.path),
             .string(String(screen.hash.prefix(12))), .string(screen.registeredAt)]
        })
    }

    /// `trellis list components`: `{"name", "revision", "usedBy", "path", "hash", "registeredAt"}`.
    public func listComponents() throws(TrellisError) -> Rows {
        Rows(keys: ["name", "revision", "usedBy", "path", "hash", "registeredAt"], rows: try store.components().map { component in
            [.string(component.name), .number(Double(component.number)), .array(component.usedBy.map { .string($0) }),
             .string(component.path), .string(String(component.hash.prefix(12))), .string(component.registeredAt)]
        })
    }

    /// `trellis list devices`: built-in and custom, `{"id", "name", "family", "aliases", "width", "height", "custom", "default"}`
    /// (`default`: in the default profile selection).
    public func listDevices() throws(TrellisError) -> Rows {
        Self.deviceRows(try store.deviceRegistry())
    }

    /// The rows of `list devices` for a registry: a catalog's, or the built-ins alone when there is
    /// no catalog to read (listing must not create one).
    public static func deviceRows(_ registry: DeviceRegistry) -> Rows {
        let defaults = Set((registry.builtInIPhones + registry.customDevices).map(\.id))
        let custom = Set(registry.customDevices.map(\.id))
        return Rows(keys: ["id", "name", "family", "aliases", "width", "height", "custom", "default"], rows: registry.devices.map { device in
            [.string(device.id), .string(device.name), .string(device.family.rawValue), .array(device.idAliases.map { .string($0) }),
             .number(device.portrait.width), .number(device.portrait.height), .bool(custom.contains(device.id)),
             .bool(defaults.contains(device.id))]
        })
    }

    /// `trellis list profiles [SELECTION]`: `{"key", "device", "orientation", "textSize", "keyboard", "rtl"}`.
    public func listProfiles(_ selection: Selection = Selection()) throws(TrellisError) -> Rows {
        let profiles = try selection.profiles(try store.deviceRegistry())
        return Rows(keys: ["key", "device", "orientation", "textSize", "keyboard", "rtl"], rows: profiles.map { profile in
            [.string(profile.key), .string(profile.device.id), .string(profile.orientation.rawValue),
             .string(profile.textSize.shortName), .bool(profile.keyboard), .bool(profile.rtl)]
        })
    }

    /// `trellis list revisions`: the catalog revisions `diff` compares.
    public func listRevisions() throws(TrellisError) -> Rows {
        Rows(keys: ["revision", "createdAt", "summary", "author"], rows: try store.catalogRevisions().map {
            [.number(Double($0.id)), .string($0.createdAt), .string($0.summary), $0.author.map { .string($0) } ?? .null]
        })
    }

    /// `trellis show SCREEN`: the definition as registered.
    public func definition(of name: String) throws(TrellisError) -> JSONValue {
        let screen = try screen(named: name)
        let used = try store.componentsUsed(by: [screen.revisionID])[screen.revisionID] ?? []
        let sets = try store.constraintSets(ofRevision: screen.revisionID)
        return .object([
            ("screen", .string(screen.name)),
            ("revision", .number(Double(screen.number))),
            ("hash", .string(screen.hash)),
            ("path", .string(screen.path)),
            ("registeredAt", .string(screen.registeredAt)),
            ("description", screen.description.map { .string($0) } ?? .null),
            ("tags", .array(screen.tags.map { .string($0) })),
            ("components", .array(used.map { .string($0) })),
            ("constraintSets", .array(sets.map { set in
                .object([("name", .string(set.name)), ("when", set.condition.map { .string($0) } ?? .null),
                         ("constraints", .number(Double(set.count)))])
            })),
            ("source", .string(try store.source(ofRevision: screen.revisionID))),
        ])
    }
}

extension LayoutResult {
    /// CLI.md's layout JSON, keys in its order.
    public var json: JSONValue {
        func number(_ value: Double) -> JSONValue { .number(value) }
        return .object([
            ("screen", .string(screen)),
            ("profile", .string(profile)),
            ("engine", .string(engine)),
            ("frames", .object(frames.keys.sorted().map { id in
                let frame = frames[id]!
                return (id, .object([("x", number(frame.x)), ("y", number(frame.y)), ("width", number(frame.width)), ("height", number(frame.height))]))
            })),
            ("scrollViews", .object(scrollViews.keys.sorted().map { id in
                let scroll = scrollViews[id]!
                return (id, .object([("contentWidth", number(scroll.contentWidth)), ("contentHeight", number(scroll.contentHeight)),
                                     ("visibleWidth", number(scroll.visibleWidth)), ("visibleHeight", number(scroll.visibleHeight)),
                                     ("scrollsVertically", .bool(scroll.scrollsVertically)),
                                     ("scrollsHorizontally", .bool(scroll.scrollsHorizontally))]))
            })),
            ("findings", .array(findings.map { finding in
                .object([("kind", .string(finding.kind.rawValue)), ("views", .array(finding.views.map { .string($0) })),
                         ("amount", finding.amount.map { .number($0) } ?? .null), ("message", .string(finding.message))])
            })),
            ("scrolls", .bool(scrolls)),
        ])
    }
}
