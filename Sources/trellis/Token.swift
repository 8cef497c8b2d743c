import ArgumentParser
import Foundation
import TrellisCatalog

/// `trellis token create`: a bearer token for `trellis serve --tokens FILE`.
struct Token: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make bearer tokens for `trellis serve --tokens FILE`.",
        subcommands: [Create.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a new token once, and the line that lets it in.",
            discussion: """
                The token goes to the client (`Authorization: Bearer TOKEN`) and is not stored anywhere: \
                the line for the tokens file holds only a salted one-way hash of it. Lost tokens are \
                replaced, not recovered: delete the line and create another.
                """)

        @Option(help: ArgumentHelp("read (GET routes and POST /layout) or write (everything).", valueName: "role"))
        var role: String

        @Option(help: ArgumentHelp("Recorded as the author of the catalog revisions the token makes (default: ROLE-RANDOM).",
                                   valueName: "name"))
        var name: String?

        func validate() throws {
            if Role(rawValue: role) == nil { throw ValidationError("--role must be read or write, not '\(role)'") }
            if let name, !TokenFile.isValidName(name) {
                throw ValidationError("--name takes letters, digits and . _ @ - only (at most 64), not '\(name)'")
            }
        }

        func run() {
            let token = TokenFile.newToken()
            let name = name ?? role + "-" + String(format: "%08x", UInt32.random(in: .min ... .max))
            Terminal.print("""
                token: \(token)
                line:  \(role) \(name) \(TokenHash(of: token).text)

                Give the token to its client (Authorization: Bearer TOKEN); it is shown only this once.
                Add the line to the tokens file of `trellis serve --tokens FILE` and restart the server.

                """)
        }
    }
}
