import TrellisLayout

/// A screen model with its layouts at some profiles: what the live page draws and inspects.
public struct ScreenPictures: Sendable {
    public var screen: Screen
    public var profiles: [Profile]
    /// One per profile, in the same order.
    public var results: [LayoutResult]
}

extension Catalog {
    /// A registered screen at these profiles (`GET /screens/{name}/wireframes`): its current
    /// revision, or the one it had at catalog revision `revision`; solves what is missing, as `show` does.
    public func pictures(screen name: String, profiles keys: [String], atCatalogRevision revision: Int64? = nil) throws(TrellisError) -> ScreenPictures {
        guard !keys.isEmpty else { throw .usage("name at least one profile: ?profile=DEVICE/ORIENTATION/TEXTSIZE") }
        var selection = Selection()
        selection.screenNames = [name]
        selection.profileKeys = keys
        let profiles = try selection.profiles(try store.deviceRegistry())
        let all = if let revision { try screens(inRevision: revision) } else { try store.currentScreens() }
        let screens = try selection.screens(all)
        let results = try service.results(screens, profiles: profiles)
        return ScreenPictures(screen: try screenModel(of: screens[0]), profiles: profiles, results: results)
    }

    /// A screen file that is not registered (`POST /layout/wireframes`) at these profiles, with the
    /// catalog's current components and devices; writes nothing.
    public func pictures(of source: SourceFile, profiles keys: [String]) throws(TrellisError) -> ScreenPictures {
        guard !keys.isEmpty else { throw .usage("name at least one profile: ?profile=DEVICE/ORIENTATION/TEXTSIZE") }
        let registry = try store.deviceRegistry()
        var profiles: [Profile] = []
        for key in keys {
            do { profiles.append(try Profile(key: key, registry: registry)) } catch { throw .usage("profile \(key): \(error)") }
        }
        let components = try store.currentComponentSources()
        let screen: Screen
        do {
            screen = try ScreenExpansion.expand(source, components: components, options: ScreenExpansion.options(registry))
        } catch {
            throw .input([error])
        }
        return ScreenPictures(screen: screen, profiles: profiles, results: service.solver.layout(screen, profiles: profiles))
    }

    /// The screens as they were at catalog revision `id`, or a usage error naming the revisions there are.
    private func screens(inRevision id: Int64) throws(TrellisError) -> [ScreenRevisionInfo] {
        let revisions = try store.catalogRevisions()
        guard revisions.contains(where: { $0.id == id }) else {
            throw .usage("no catalog revision \(id); the catalog has " + (revisions.isEmpty ? "none" : "1…\(revisions.last!.id)"))
        }
        return try store.screens(atCatalogRevision: id)
    }

    /// The newest catalog revision's number, or nil for an empty catalog: what the live page watches.
    public func latestRevision() throws(TrellisError) -> Int64? {
        try store.catalogRevisions().last?.id
    }
}
