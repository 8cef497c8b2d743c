// catalog-benchmark: a generated catalog of variations of the example screens × the default
// profiles (every built-in iPhone, portrait, twelve text sizes).
//
//     swift run -c release catalog-benchmark [--screens 1000] [--jobs N] [--db PATH]
//     swift run -c release catalog-benchmark --db postgres://user@host/db
//
// Prints cold solve throughput (layouts per minute), warm `query scrolls` latency and peak memory.
// With a postgres:// URL it runs the same catalog three times — SQLite in-process, PostgreSQL
// with 1 worker and with 2 — and prints them side by side (see PostgresComparison.swift).
import Foundation
import TrellisCatalog
import TrellisLayout

var screenCount = 1000
var jobs: Int?
var databasePath: String?
var queryOnly = false
var postgresURL: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screens": screenCount = Int(arguments.popFirst() ?? "") ?? screenCount
    case "--jobs": jobs = Int(arguments.popFirst() ?? "")
    case "--db":
        databasePath = arguments.popFirst()
        if databasePath?.hasPrefix("postgres") == true { postgresURL = databasePath; databasePath = nil }
    case "--query-only": queryOnly = true
    default:
        print("usage: catalog-benchmark [--screens N] [--jobs N] [--db PATH [--query-only]]")
        exit(2)
    }
}

func peakMemoryMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return .nan }
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

func milliseconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// CPU time of this process in milliseconds: what a measurement costs even when other
/// processes share the cores (wall-clock figures then include waiting for a core).
func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
}

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// Variation `index` of an example screen: renamed, with its spacings and sizes nudged.
func variation(_ file: SourceFile, _ index: Int) -> SourceFile {
    var lines: [String] = []
    for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
        var text = String(line)
        if text.hasPrefix("screen: ") { text += "_\(index)" }
        if let range = text.range(of: "spacing: ") {
            text = String(text[..<range.upperBound]) + "\(4 + index % 13)"
        }
        if text.contains("height == 100") { text = text.replacingOccurrences(of: "height == 100", with: "height == \(60 + index % 80)") }
        if text.contains("height == 180") { text = text.replacingOccurrences(of: "height == 180", with: "height == \(120 + index % 120)") }
        lines.append(text)
    }
    return SourceFile(path: "generated/\(index)-\(URL(fileURLWithPath: file.path).lastPathComponent)", text: lines.joined(separator: "\n"))
}

let folder = FileManager.default.temporaryDirectory.appending(path: "trellis-catalog-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { if databasePath == nil { try? FileManager.default.removeItem(at: folder) } }
let path = databasePath ?? folder.appending(path: "benchmark.sqlite").path

let examples = ExampleCatalog.screens
let files = ExampleCatalog.components + (0..<screenCount).map { variation(examples[$0 % examples.count], $0) }
if let postgresURL {
    comparePostgres(postgresURL, sqlitePath: path, files: files, screenCount: screenCount)
    exit(0)
}

do {
    let catalog = try Catalog(path: path, jobs: jobs, showsProgress: isatty(STDERR_FILENO) != 0)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("catalog-benchmark: \(screenCount) screens (variations of \(examples.count) examples), engine \(catalog.service.engineVersion), "
        + "\(jobs ?? cores) jobs on \(cores) cores")

    if !queryOnly {
        var report = RegisterReport()
        let registerTime = try milliseconds { report = try catalog.register(files: files) }
        print(String(format: "register:     %5d screens in %8.1f ms", report.screensAdded.count, registerTime))

        var summary: SolveSummary?
        let solveTime = try milliseconds { summary = try catalog.solve(Selection()) }
        let solved = summary!.computed
        let perMinute = Double(solved) / (solveTime / 60_000)
        print(String(format: "cold solve:   %5d layouts in %8.1f ms = %.0f layouts/min (target ≥ 100,000)", solved, solveTime, perMinute))
    }

    var rows = 0
    var inProcess: [Double] = []
    let cpuBefore = cpuMilliseconds()
    for _ in 0..<7 {
        inProcess.append(try milliseconds { rows = try catalog.query([.scrolls], selection: Selection()).count })
    }
    let cpuPerQuery = (cpuMilliseconds() - cpuBefore) / 7
    inProcess.sort()
    // As the CLI does it: open the catalog, check the cache, query.
    var opened: [Double] = []
    for _ in 0..<5 {
        opened.append(try milliseconds {
            let fresh = try Catalog(path: path, jobs: jobs)
            rows = try fresh.query([.scrolls], selection: Selection()).count
        })
    }
    opened.sort()
    let single = try milliseconds { _ = try catalog.query([.scrolls], selection: try Selection(device: "iphone-se", textSize: "AX3")) }
    print(String(format: "warm query scrolls (all %d screens × 132 profiles, %d rows): median %.1f ms wall, %.1f ms CPU; "
                 + "opening the catalog first %.1f ms (target < 50 ms)",
                 screenCount, rows, inProcess[inProcess.count / 2], cpuPerQuery, opened[opened.count / 2]))
    print(String(format: "warm query scrolls --device iphone-se --text-size AX3: %.1f ms", single))
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print(String(format: "catalog file: %.1f MB", Double(size) / 1e6))
    print(String(format: "peak memory:  %.0f MB (target < 300 MB)", peakMemoryMB()))
    print("load average during the run: \(loadAverage()) (the cores are shared; wall-clock figures include waiting for one)")
} catch {
    FileHandle.standardError.write(Data("catalog-benchmark: \(error)\n".utf8))
    exit(1)
}
