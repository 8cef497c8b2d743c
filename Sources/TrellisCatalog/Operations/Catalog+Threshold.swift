import Foundation
import TrellisLayout

/// Per device and orientation, the first text size at which a screen scrolls and clips.
public struct ThresholdRow: Sendable, Hashable {
    public var screen: String
    public var device: String
    public var orientation: Orientation
    /// Set when the selection has both keyboard states.
    public var keyboard: Bool?
    public var scrollsFrom: ContentSizeCategory?
    public var clipsFrom: ContentSizeCategory?
}

extension Catalog {
    /// `trellis query threshold SCREEN [SELECTION]` (the selection's text sizes, all twelve by default).
    public func threshold(screen name: String, selection: Selection) throws(TrellisError) -> [ThresholdRow] {
        var selection = selection
        selection.screenNames = [name]
        let (screens, profiles) = try resolve(selection)
        let findings = try service.findings(kinds: [.scrolls, .clippedText], screens: screens, profiles: profiles)
        let byKey = Dictionary(profiles.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let bothKeyboards = Set(profiles.map(\.keyboard)).count > 1
        struct Group: Hashable { var device: String; var orientation: Orientation; var keyboard: Bool }
        var order: [Group] = []
        var rows: [Group: ThresholdRow] = [:]
        for profile in profiles {
            let group = Group(device: profile.device.id, orientation: profile.orientation, keyboard: profile.keyboard)
            if rows[group] == nil {
                order.append(group)
                rows[group] = ThresholdRow(screen: name, device: group.device, orientation: group.orientation,
                                           keyboard: bothKeyboards ? group.keyboard : nil, scrollsFrom: nil, clipsFrom: nil)
            }
        }
        for finding in findings {
            guard let profile = byKey[finding.profile] else { continue }
            let group = Group(device: profile.device.id, orientation: profile.orientation, keyboard: profile.keyboard)
            guard var row = rows[group] else { continue }
            if finding.kind == .scrolls {
                row.scrollsFrom = min(row.scrollsFrom ?? profile.textSize, profile.textSize)
            } else {
                row.clipsFrom = min(row.clipsFrom ?? profile.textSize, profile.textSize)
            }
            rows[group] = row
        }
        return order.compactMap { rows[$0] }
    }
}

extension ThresholdRow {
    /// CLI.md's threshold row: `{"screen", "device", "orientation", "scrollsFrom", "clipsFrom"}`
    /// (and `keyboard` when the selection has both keyboard states).
    public static func rows(_ rows: [ThresholdRow]) -> Rows {
        let withKeyboard = rows.contains { $0.keyboard != nil }
        return Rows(keys: ["screen", "device", "orientation"] + (withKeyboard ? ["keyboard"] : []) + ["scrollsFrom", "clipsFrom"],
                    rows: rows.map { row in
            [.string(row.screen), .string(row.device), .string(row.orientation.rawValue)]
                + (withKeyboard ? [.string(row.keyboard == true ? "shown" : "hidden")] : [])
                + [row.scrollsFrom.map { .string($0.shortName) } ?? .null, row.clipsFrom.map { .string($0.shortName) } ?? .null]
        })
    }
}
