import TrellisCatalog
import TrellisLayout

/// What the live page shows when a view is hovered or focused: its type, where it is written,
/// and every constraint that names it, as written, with its file:line.
enum ViewInspection {
    static func views(of screen: Screen) -> [JSONValue] {
        let written = screen.constraints.map { (set: nil as String?, spec: $0) }
            + screen.constraintSets.flatMap { set in set.constraints.map { (set: Optional(set.name), spec: $0) } }
        return screen.allViews.map { view in
            var seen: Set<SourceLocation> = []
            // A compound line (`edges`, VFL) expands to several specs with one location: list it once.
            let involving = written.filter { entry in
                names(entry.spec, view.id) && seen.insert(entry.spec.location).inserted
            }
            return .object([
                ("id", .string(view.id)), ("kind", .string(view.kind.rawValue)),
                ("file", .string(view.location.file)), ("line", .number(Double(view.location.line))),
                ("constraints", .array(involving.map { entry in
                    .object([("text", .string(entry.spec.source)), ("file", .string(entry.spec.location.file)),
                             ("line", .number(Double(entry.spec.location.line))),
                             ("set", entry.set.map { .string($0) } ?? .null)])
                })),
            ])
        }
    }

    /// Whether either side of the constraint is the view or one of its guides.
    private static func names(_ spec: ConstraintSpec, _ id: String) -> Bool {
        [spec.first.item, spec.second?.item].contains { item in
            switch item {
            case .view(id), .viewMargins(id), .scrollContent(id), .scrollFrame(id): true
            default: false
            }
        }
    }
}
