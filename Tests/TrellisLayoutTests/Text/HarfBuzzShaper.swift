import Foundation
import Testing

/// Runs HarfBuzz's `hb-shape` on the same Inter files Trellis's metrics were generated from.
///
/// HarfBuzz is the reference: it applies the font's advances and its default GPOS features
/// (kerning) exactly as a text engine does. A missing `hb-shape` or font file is a failure with
/// instructions, never a skip: `scripts/test` installs both (`libharfbuzz-bin`, `fonts-inter`).
enum HarfBuzzShaper {
    static let fontDirectory = "/usr/share/fonts/opentype/inter"

    static func fontPath(for weight: String) -> String {
        "\(fontDirectory)/Inter-\(weight).otf"
    }

    static func hbShapePath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(directory)/hb-shape"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct Glyph: Decodable { var ax: Int }

    /// The advance width of each line (shaped separately) at `size` points, as HarfBuzz shapes it.
    ///
    /// hb-shape takes integer sizes and prints integer positions, so it shapes at 100 × size
    /// (hundredths of a point) and the sums are divided by 100: the same size, 0.01 pt resolution.
    static func widths(of lines: [String], weight: String, size: Double) throws -> [Double] {
        let hbShape = try #require(hbShapePath(), """
            hb-shape (HarfBuzz) is not installed: the text-width tests compare against it. \
            Install it with `apt-get install libharfbuzz-bin` (scripts/test does this).
            """)
        let font = fontPath(for: weight)
        try #require(FileManager.default.fileExists(atPath: font), """
            \(font) is missing: the text metrics are generated from and checked against Inter. \
            Install it with `apt-get install fonts-inter` (scripts/test does this).
            """)
        precondition(!lines.contains { $0.contains("\n") })
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-hb-\(UUID().uuidString).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = [font, "--text-file=\(input.path)", "--font-size=\(Int((size * 100).rounded()))",
                             "--output-format=json", "--no-glyph-names", "--no-clusters"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hb-shape failed: \(errorText)")

        let outputLines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }
        try #require(outputLines.count == lines.count, "hb-shape printed \(outputLines.count) lines for \(lines.count)")
        return try outputLines.map { line in
            let glyphs = try JSONDecoder().decode([Glyph].self, from: Data(line.utf8))
            return Double(glyphs.reduce(0) { $0 + $1.ax }) / 100
        }
    }
}
