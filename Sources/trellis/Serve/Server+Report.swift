import Hummingbird
import TrellisCatalog
import TrellisReport

extension Server {
    /// `GET /report` and its pages: the HTML report of `trellis export --format html`, rendered
    /// for the query's selection. `/report` redirects to `/report/index.html`, so that the pages'
    /// relative links (`screens/EmailLogin.html`) resolve under `/report/`.
    func addReportRoutes(to router: RouterGroup<ServeContext>) {
        router.get("report") { request, _ in
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return Response(status: .found, headers: [.location: "/report/index.html" + query])
        }
        router.get("report/**") { request, context in
            try await reportPage(context.parameters.getCatchAll().joined(separator: "/"), request)
        }
    }

    private func reportPage(_ path: String, _ request: Request) async throws -> Response {
        let page = try await onWorkerThread { () throws(TrellisError) in
            try HTMLReport(catalog: catalog, selection: try request.selection()).page(path)
        }
        guard let page else { throw HTTPError(.notFound, message: "no report page \(path)") }
        return .html(page)
    }
}
