import Foundation
import TrellisCatalog
import TrellisLayout

/// Everything the pages show, read once: the selected screens and profiles, their solved
/// layouts, the screen models (for the text labels draw), and the catalog's revision.
struct ReportData {
    /// One matrix / one strip: a device in an orientation with a keyboard state, across text sizes.
    struct Group: Hashable {
        var device: Device
        var orientation: Orientation
        var keyboard: Bool
        var rtl: Bool
    }

    let catalog: Catalog
    let selection: Selection
    let screens: [ScreenRevisionInfo]
    let profiles: [Profile]
    let groups: [(group: Group, profiles: [Profile])]
    let bothKeyboards: Bool
    /// results[screen name][profile key]
    let results: [String: [String: LayoutResult]]
    let models: [String: Screen]
    let revision: CatalogRevisionInfo?
    let solvedAt: String?

    /// `onlyPage`: a screen page's path (`screens/NAME.html`) when that page alone is wanted; then
    /// only its screen's layouts and model are read, the rest (screens, profiles, times) as for all.
    init(catalog: Catalog, selection: Selection, onlyPage: String? = nil) throws(TrellisError) {
        self.catalog = catalog
        self.selection = selection
        let (screens, profiles) = try catalog.resolve(selection)
        (self.screens, self.profiles) = (screens, profiles)
        let shown = onlyPage.map { page in screens.filter { Self.pagePath($0.name) == page } } ?? screens
        let all = try catalog.service.results(shown, profiles: profiles)
        var results: [String: [String: LayoutResult]] = [:]
        for result in all { results[result.screen, default: [:]][result.profile] = result }
        self.results = results
        var models: [String: Screen] = [:]
        for screen in shown { models[screen.name] = try catalog.screenModel(of: screen) }
        self.models = models
        var order: [Group] = []
        var members: [Group: [Profile]] = [:]
        for profile in profiles {
            let group = Group(device: profile.device, orientation: profile.orientation, keyboard: profile.keyboard, rtl: profile.rtl)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(profile)
        }
        groups = order.map { ($0, members[$0] ?? []) }
        bothKeyboards = Set(profiles.map(\.keyboard)).count > 1
        revision = try catalog.catalogRevisions().last
        solvedAt = try catalog.lastSolved(screens)
    }

    /// A screen's page path inside the report folder: `screens/` and its file name.
    static func pagePath(_ screen: String) -> String { "screens/" + fileName(screen) }

    /// Whether the catalog has two revisions to compare, so that the pages link a diff page.
    var hasDiff: Bool {
        get throws(TrellisError) { try catalog.catalogRevisions().count >= 2 }
    }

    /// A screen's page file name: its name with anything but letters, digits, `-` and `_` replaced.
    static func fileName(_ screen: String) -> String {
        String(screen.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        }) + ".html"
    }

    /// An element id for a profile on a screen page (`iphone-se-portrait-AX3`).
    static func anchor(_ profile: String) -> String {
        profile.replacingOccurrences(of: "/", with: "-")
    }

    func chrome(title: String, root: String, hasDiff: Bool) -> PageChrome {
        PageChrome(pageTitle: title, root: root, hasDiff: hasDiff, revision: revision.map { String($0.id) } ?? "none",
                   revisionDate: revision?.createdAt, solvedAt: solvedAt, engine: catalog.service.engineVersion)
    }

    func groupTitle(_ group: Group) -> String {
        "\(group.device.name) — \(group.orientation.rawValue)"
            + (bothKeyboards || group.keyboard ? (group.keyboard ? ", keyboard shown" : ", keyboard hidden") : "")
            + (group.rtl ? ", right to left" : "")
    }

    // MARK: - Index

    func indexPage(hasDiff: Bool) -> IndexPage {
        var kinds: [IndexPage.KindCount] = []
        for kind in Finding.Kind.allCases {
            var layouts = 0, findings = 0
            for byProfile in results.values {
                for result in byProfile.values {
                    let count = result.findings.filter { $0.kind == kind }.count
                    if count > 0 { layouts += 1; findings += count }
                }
            }
            let status = CellStatus(kind: kind)
            kinds.append(.init(kind: kind.rawValue, status: status?.name ?? "none", symbol: status?.symbol ?? "·",
                               layouts: layouts, findings: findings))
        }
        var matrices: [IndexPage.Matrix] = []
        for (index, entry) in groups.enumerated() {
            let rows = screens.map { screen -> IndexPage.Row in
                let page = Self.pagePath(screen.name)
                var scrollsFrom: ContentSizeCategory?, clipsFrom: ContentSizeCategory?
                let cells = entry.profiles.map { profile -> IndexPage.Cell in
                    let findings = results[screen.name]?[profile.key]?.findings ?? []
                    let status = CellStatus(findings: findings)
                    if scrollsFrom == nil, findings.contains(where: { $0.kind == .scrolls }) { scrollsFrom = profile.textSize }
                    if clipsFrom == nil, findings.contains(where: { $0.kind == .clippedText }) { clipsFrom = profile.textSize }
                    let kinds = Array(Set(findings.map(\.kind.rawValue))).sorted()
                    let label = "\(screen.name) at \(profile.textSize.shortName): \(status.name)"
                        + (kinds.isEmpty ? "" : " (" + kinds.joined(separator: ", ") + ")")
                    return .init(status: status.name, symbol: status.symbol, href: page + "#" + Self.anchor(profile.key), label: label)
                }
                return .init(screen: screen.name, href: page, tags: screen.tags.joined(separator: " "), cells: cells,
                             scrollsFrom: scrollsFrom?.shortName ?? "never", clipsFrom: clipsFrom?.shortName ?? "never")
            }
            let group = entry.group
            matrices.append(.init(id: "m\(index + 1)", device: group.device.id, deviceName: group.device.name,
                                  orientation: group.orientation.rawValue,
                                  keyboard: bothKeyboards || group.keyboard ? (group.keyboard ? "shown" : "hidden") : nil,
                                  sizes: entry.profiles.map(\.textSize.shortName), rows: rows))
        }
        var devices: [IndexPage.DeviceOption] = []
        for entry in groups where !devices.contains(where: { $0.id == entry.group.device.id }) {
            devices.append(.init(id: entry.group.device.id, name: entry.group.device.name))
        }
        return IndexPage(chrome: chrome(title: "Overview", root: "", hasDiff: hasDiff), screenCount: screens.count,
                         profileCount: profiles.count, layoutCount: screens.count * profiles.count, kinds: kinds,
                         legend: CellStatus.allCases.map { .init(name: $0.name, symbol: $0.symbol) },
                         tags: Array(Set(screens.flatMap(\.tags))).sorted(), devices: devices, matrices: matrices)
    }

    // MARK: - Screen pages

    func figure(_ model: Screen, profile: Profile, result: LayoutResult, caption: String) -> FigureModel {
        let status = CellStatus(findings: result.findings)
        let items = result.findings.map { finding in
            FigureModel.Item(kind: finding.kind.rawValue, views: finding.views.joined(separator: ", "),
                             amount: finding.amount.map { SVGValue.format($0) }, message: finding.message)
        }
        return FigureModel(anchor: Self.anchor(profile.key), caption: caption, status: status.name, symbol: status.symbol,
                           svg: Wireframe(screen: model, profile: profile, result: result).svg.markup,
                           hasFindings: !items.isEmpty, findings: items)
    }

    func screenPage(_ screen: ScreenRevisionInfo, hasDiff: Bool) throws(TrellisError) -> ScreenPage {
        guard let model = models[screen.name] else { throw .catalog("no screen model for \(screen.name)") }
        let groups = groups.enumerated().map { index, entry in
            ScreenPage.Group(title: groupTitle(entry.group), open: index == 0, frames: entry.profiles.compactMap { profile in
                guard let result = results[screen.name]?[profile.key] else { return nil }
                return figure(model, profile: profile, result: result, caption: profile.textSize.shortName)
            })
        }
        return ScreenPage(chrome: chrome(title: screen.name, root: "../", hasDiff: hasDiff), screen: screen.name,
                          description: screen.description, number: screen.number, hash: String(screen.hash.prefix(12)),
                          path: screen.path, hasTags: !screen.tags.isEmpty, tags: screen.tags.joined(separator: ", "), groups: groups)
    }

    // MARK: - Diff page

    /// The changes between the last two catalog revisions, or nil when there are fewer than two.
    func diffPage() throws(TrellisError) -> DiffPage? {
        guard try hasDiff else { return nil }
        let report = try catalog.diff(from: nil, to: nil, selection: selection)
        let registry = try catalog.deviceRegistry()
        let before = try catalog.screens(atCatalogRevision: report.from)
        let after = try catalog.screens(atCatalogRevision: report.to)
        var modelCache: [Int64: Screen] = [:]

        func side(_ revisions: [ScreenRevisionInfo], _ catalogRevision: Int64, _ row: FindingRow) throws(TrellisError) -> DiffPage.Side? {
            guard let revision = revisions.first(where: { $0.name == row.screen }),
                  let profile = try? Profile(key: row.profile, registry: registry) else { return nil }
            let model: Screen
            if let cached = modelCache[revision.revisionID] { model = cached } else {
                model = try catalog.screenModel(of: revision)
                modelCache[revision.revisionID] = model
            }
            guard let result = try catalog.service.results([revision], profiles: [profile]).first else { return nil }
            return DiffPage.Side(revision: catalogRevision, svg: Wireframe(screen: model, profile: profile, result: result).svg.markup)
        }

        var appeared: [DiffPage.Entry] = [], disappeared: [DiffPage.Entry] = []
        for row in report.rows {
            let finding = row.finding
            let entry = DiffPage.Entry(screen: finding.screen, href: Self.pagePath(finding.screen), profile: finding.profile,
                                       kind: finding.kind.rawValue, views: finding.views.joined(separator: ", "), message: finding.message,
                                       before: try side(before, report.from, finding), after: try side(after, report.to, finding))
            if row.change == .appeared { appeared.append(entry) } else { disappeared.append(entry) }
        }
        return DiffPage(chrome: chrome(title: "Changes", root: "", hasDiff: true), from: report.from, to: report.to,
                        appearedCount: appeared.count, disappearedCount: disappeared.count,
                        sections: [.init(id: "appeared", title: "Appeared", entries: appeared),
                                   .init(id: "disappeared", title: "Disappeared", entries: disappeared)])
    }
}
