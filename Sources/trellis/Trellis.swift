import ArgumentParser

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Auto Layout answers for every device, orientation and text size — without a Mac.",
        version: "0.1.0",
        subcommands: [Layout.self]
    )
}
