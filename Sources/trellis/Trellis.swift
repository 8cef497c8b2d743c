import ArgumentParser
import Foundation
import TrellisLayout

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Auto Layout answers for every device, orientation and text size — without a Mac.",
        version: TrellisVersion.description,
        subcommands: [Layout.self, Demo.self, Register.self, List.self, Show.self, Solve.self, Query.self,
                      Diff.self, Check.self, Export.self, Import.self, Serve.self, WorkerCommand.self, Token.self]
    )

    /// CLI.md's exit codes: bad usage is 2 (swift-argument-parser's own default is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
