import Hummingbird
import ServiceLifecycle
import TrellisCatalog

extension Server {
    /// `GET /events`: Server-Sent Events, one `catalog` event with `{"catalogRevision": N}` on
    /// connecting and one each time the catalog gets a new revision. A graceful shutdown ends
    /// the stream, so SIGTERM still lets requests finish and exits.
    func addEventRoutes(to router: RouterGroup<ServeContext>) {
        router.get("events") { request, _ in
            try request.expectNoParameters()
            let (id, events) = watch.listen()
            let watch = watch
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                defer { watch.stop(id) }
                try await withGracefulShutdownHandler {
                    for await event in events {
                        try await writer.write(ByteBuffer(string: Self.serverSentEvent(event)))
                    }
                } onGracefulShutdown: {
                    watch.stop(id)
                }
                try await writer.finish(nil)
            })
        }
    }

    static func serverSentEvent(_ event: CatalogWatch.Event) -> String {
        switch event {
        case let .revision(revision):
            let data = JSONValue.object([("catalogRevision", revision.map { .number(Double($0)) } ?? .null)]).serialized()
            return "event: catalog\ndata: \(data)\n\n"
        case .heartbeat:
            return ": still here\n\n"
        }
    }
}
