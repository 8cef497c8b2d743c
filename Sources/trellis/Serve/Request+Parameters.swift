import Foundation
import Hummingbird
import NIOCore
import TrellisCatalog
import TrellisLayout

/// Query parameters carry the CLI's flag names and values: `?device=iphone-se&text-size=AX3`.
extension Request {
    static let selectionNames = ["screen", "tag", "device", "orientation", "text-size", "keyboard", "profile"]

    func parameter(_ name: String) -> String? {
        uri.queryParameters.getAll(name).last.map { String($0) }
    }

    /// CLI.md's SELECTION from the query; `extra` names the other parameters the route takes.
    func selection(extra: [String] = []) throws(TrellisError) -> Selection {
        try expectOnly(Self.selectionNames + extra)
        return try Selection(screen: parameter("screen"), tag: parameter("tag"), device: parameter("device"),
                             orientation: parameter("orientation"), textSize: parameter("text-size"),
                             keyboard: parameter("keyboard"), profile: uri.queryParameters.getAll("profile").map { String($0) })
    }

    func expectNoParameters() throws(TrellisError) { try expectOnly([]) }

    /// A misspelt parameter is an error, not silently the default.
    func expectOnly(_ names: [String]) throws(TrellisError) {
        for (key, _) in uri.queryParameters where !names.contains(String(key)) {
            let expected = names.isEmpty ? "this route takes no query parameters" : "expected " + names.joined(separator: ", ")
            throw .usage("unknown query parameter '\(key)'\(Suggest.didYouMean(String(key), among: names)); \(expected)")
        }
    }

    func integer(_ name: String) throws(TrellisError) -> Int64? {
        guard let text = parameter(name) else { return nil }
        guard let value = Int64(text) else { throw .usage("\(name): expected a whole number, got '\(text)'") }
        return value
    }

    /// The body as files: `{"files": [{"path": …, "text": …}]}`, or else one file named by `?path=`.
    func sourceFiles() async throws -> [SourceFile] {
        if let length = headers[.contentLength].flatMap({ Int($0) }), length > Server.bodyLimit {
            throw HTTPError(.contentTooLarge)
        }
        var request = self
        let buffer: ByteBuffer
        do { buffer = try await request.collectBody(upTo: Server.bodyLimit) } catch is NIOTooManyBytesError {
            throw HTTPError(.contentTooLarge)   // a chunked body that grew past the limit
        }
        let data = Data(buffer: buffer)
        let path = parameter("path") ?? "request-body.yaml"
        let text: String
        do { text = try SourceText.decode(data, path: path) } catch { throw TrellisError.input([error]) }
        if headers[.contentType]?.hasPrefix("application/json") == true,
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let files = object["files"] {
            guard let entries = files as? [[String: Any]], !entries.isEmpty else {
                throw TrellisError.usage("\"files\" must be a non-empty array of {\"path\": …, \"text\": …}")
            }
            return try entries.enumerated().map { index, entry throws(TrellisError) in
                guard let path = entry["path"] as? String, let text = entry["text"] as? String else {
                    throw .usage("files[\(index)] needs a string \"path\" and a string \"text\"")
                }
                return SourceFile(path: path, text: text)
            }
        }
        return [SourceFile(path: path, text: text)]
    }
}
