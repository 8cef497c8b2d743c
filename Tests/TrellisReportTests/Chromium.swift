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

    static let script = #"""
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat = 8, b''
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b'IHDR':
        width, height, depth, colour = struct.unpack('>IIBB', body[:10])
    elif kind == b'IDAT':
        idat += body
    pos += 12 + length
assert depth == 8 and colour in (2, 6), 'unsupported PNG: depth %d colour %d' % (depth, colour)
channels = 3 if colour == 2 else 4
stride = width * channels
raw = zlib.decompress(idat)
previous = bytearray(stride)
total = total_sq = 0.0
colours = set()
for y in range(height):
    start = y * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    for i in range(stride):
        a = line[i - channels] if i >= channels else 0
        b = previous[i]
        c = previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + a) & 255
        elif kind == 2: line[i] = (line[i] + b) & 255
        elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    for x in range(0, stride, channels * 4):
        r, g, bl = line[x], line[x + 1], line[x + 2]
        lum = 0.299 * r + 0.587 * g + 0.114 * bl
        total += lum; total_sq += lum * lum
        if len(colours) < 4096: colours.add((r, g, bl))
    previous = line
n = height * len(range(0, stride, channels * 4))
mean = total / n
print(width, height, total_sq / n - mean * mean, len(colours))
"""#

    static func of(_ png: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, png]
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
