import ArgumentParser

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Solve one screen file at one profile, without a catalog.")
}
