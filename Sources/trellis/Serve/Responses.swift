import Foundation
import Hummingbird
import TrellisCatalog

/// Runs catalog work (SQLite, the solver's threads) off Swift's cooperative pool, which has a
/// thread per core and must never block, and answers with its JSON.
func blocking(_ body: @escaping @Sendable () throws(TrellisError) -> JSONValue) async throws -> Response {
    let json = try await onWorkerThread(body)
    return Response.json(json.serialized(pretty: true) + "\n")
}

/// `body` on a GCD worker thread, awaited.
func onWorkerThread<T: Sendable>(_ body: @escaping @Sendable () throws(TrellisError) -> T) async throws(TrellisError) -> T {
    let result: Result<T, TrellisError> = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(returning: Result { () throws(TrellisError) in try body() })
        }
    }
    return try result.get()
}

extension Response {
    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func html(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// `{"error": "…"}`, the shape of every failure.
    static func error(_ message: String, status: HTTPResponse.Status) -> Response {
        json(JSONValue.object([("error", .string(message))]).serialized(pretty: true) + "\n", status: status)
    }
}

/// Turns every failure into `{"error": …}` with the status that says whose fault it was:
/// a TrellisError's usage and input errors are the client's (400), catalog errors the server's (500).
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as TrellisError {
            return .error(error.description, status: error.exitCode == 2 ? .badRequest : .internalServerError)
        } catch let error as HTTPError {
            var response = Response.error(error.body ?? message(for: error.status, request), status: error.status)
            response.headers.append(contentsOf: error.headers)
            // RFC 6750: a 401 names the scheme it wants, whoever threw it.
            if error.status == .unauthorized && response.headers[.wwwAuthenticate] == nil {
                response.headers[.wwwAuthenticate] = #"Bearer realm="trellis""#
            }
            return response
        } catch {
            return .error("internal error: \(error)", status: .internalServerError)
        }
    }

    private func message(for status: HTTPResponse.Status, _ request: Request) -> String {
        switch status {
        case .notFound: "no route \(request.method) \(request.uri.path); see openapi.yaml for the routes"
        case .contentTooLarge: "the request body is larger than \(Server.bodyLimit >> 20) MiB"
        case .unauthorized: "this server needs a token: Authorization: Bearer TOKEN (trellis token create makes one)"
        default: status.reasonPhrase
        }
    }
}
