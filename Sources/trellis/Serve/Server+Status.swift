import Hummingbird
import TrellisCatalog
import TrellisReport

extension Server {
    /// `GET /statuses?SELECTION`: each selected screen's worst finding over the selected profiles,
    /// as the report's matrix cells show it (`{"screen", "status", "symbol", "kinds"}`): the live
    /// page's chips.
    func addStatusRoute(to router: RouterGroup<ServeContext>) {
        router.get("statuses") { request, _ in
            try await blocking { () throws(TrellisError) in
                let selection = try request.selection()
                let screens = try catalog.resolve(selection).screens
                let findings = try catalog.query(nil, selection: selection)
                return Rows(keys: ["screen", "status", "symbol", "kinds"], rows: screens.map { screen in
                    let kinds = findings.filter { $0.screen == screen.name }.map(\.kind)
                    let status = kinds.compactMap(CellStatus.init(kind:)).max() ?? .ok
                    return [.string(screen.name), .string(status.name), .string(status.symbol),
                            .array(Set(kinds.map(\.rawValue)).sorted().map { .string($0) })]
                }).json
            }
        }
    }
}
