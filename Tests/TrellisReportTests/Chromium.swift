import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`, installed by `scripts/test`), run on a page: the DOM
/// after its scripts ran, what it logged, and screenshots.
struct Chromium {
    let executable: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The browser, or an error saying how to get it: these tests must fail, never skip, without it.
    static func find() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin"] {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return Chromium(executable: candidate) }
            }
        }
        throw Failure(description: "chromium is not installed: the HTML report tests need it (./scripts/test installs Debian's chromium package)")
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Lines the page logged to its console (messages, errors, uncaught exceptions, failed loads).
        var consoleLines: [String] {
            stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        }
    }

    static let baseArguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
                                "--enable-logging=stderr", "--v=0"]

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // A profile of its own per run: parallel tests must not share one.
        let profile = NSTemporaryDirectory() + "trellis-chromium-" + UUID().uuidString
        process.arguments = Self.baseArguments + ["--user-data-dir=\(profile)"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A browser that hangs fails the test instead of hanging the suite.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        // Read both pipes while the browser runs so neither fills up.
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        try? FileManager.default.removeItem(atPath: profile)
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The page's DOM after load and scripts, and the run's log.
    func dumpDOM(_ file: String) throws -> Run {
        try run(["--virtual-time-budget=2000", "--dump-dom", URL(fileURLWithPath: file).absoluteString])
    }

    /// A screenshot of the page's first `width` × `height` pixels.
    func screenshot(_ file: String, to png: String, width: Int = 1280, height: Int = 1400) throws -> Run {
        try run(["--window-size=\(width),\(height)", "--screenshot=\(png)", URL(fileURLWithPath: file).absoluteString])
    }
}

/// The spread of a PNG's pixel brightness, decoded by python3's standard library (zlib): a blank
/// page has a variance near zero.
enum PNGStatistics {
    struct Result { var width: Int; var height: Int; var variance: Double; var distinctColours: Int }

    /// The decoder, shared with the live page's browser test.
    static let script: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // Tests/TrellisReportTests/Chromium.swift → the package
        return url.appending(path: "Tests/Browser/png_statistics.py").path
    }()

    static func of(_ png: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, png]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 4, let width = Int(fields[0]), let height = Int(fields[1]),
              let variance = Double(fields[2]), let colours = Int(fields[3]) else {
            throw Chromium.Failure(description: "cannot read \(png): \(String(decoding: errors, as: UTF8.self))")
        }
        return Result(width: width, height: height, variance: variance, distinctColours: colours)
    }
}
