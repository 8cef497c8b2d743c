import Foundation
import Testing

/// The README's tour, run as a new user would: every `trellis` line of its `## A tour` block,
/// verbatim and in order, in a fresh folder holding a copy of `examples/`.
@Suite("the README's tour")
struct ReadmeTourTests {
    /// The tour's `trellis …` command lines, without their trailing comments.
    static func tourCommands() throws -> [[String]] {
        let readme = try String(contentsOf: CLI.packageRoot.appending(path: "README.md"), encoding: .utf8)
        let tour = try #require(readme.range(of: "## A tour"))
        let block = readme[tour.upperBound...].components(separatedBy: "```")
        try #require(block.count > 2, "the tour has no code block")
        return block[1].split(separator: "\n").compactMap { line in
            let command = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = command.split(separator: " ").map(String.init)
            return words.first == "trellis" ? Array(words.dropFirst()) : nil
        }
    }

    @Test("every command of the tour works on the examples")
    func everyTourCommandWorks() throws {
        let commands = try Self.tourCommands()
        #expect(commands.count >= 12, "the tour lost commands: \(commands)")
        let work = try Workspace()
        for arguments in commands {
            let result = try CLI.run(arguments, in: work.url)
            // `check` exits 1 when it finds what it fails on: the examples clip text at AX5.
            let expected: Int32 = arguments.first == "check" ? 1 : 0
            #expect(result.status == expected, "trellis \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        for output in ["junit.xml", "report.md", "report/index.html", "imported/Welcome.yaml"] {
            #expect(FileManager.default.fileExists(atPath: work.path(output)), "the tour wrote no \(output)")
        }
    }
}
