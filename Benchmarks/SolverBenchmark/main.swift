// Trellis's Cassowary against kiwisolver on the same layout systems, in one run.
//
//   swift run -c release --scratch-path .build-solver solver-benchmark --sizes 100,1000,5000
//
// Per N and variant ("chain": each view hangs from the previous one; "flat": every view
// hangs from the container) it times building the system and 100 suggest+update cycles
// over 14 device widths, in Trellis in-process and in kiwisolver via Benchmarks/kiwi/bench.py,
// checks that both reach the same values, and prints `ratio N=… build=… suggest=…` (chain)
// and `flat N=… build=… suggest=…` lines (trellis time / kiwi time).

import Cassowary
import Foundation

let widths: [Double] = [320, 375, 390, 393, 402, 414, 428, 430, 440, 667, 744, 768, 1024, 1366]

enum Variant: String { case chain, flat }

struct Frame {
    let left = Variable(), top = Variable(), width = Variable(), height = Variable()
    var fields: [(String, Variable)] { [("left", left), ("top", top), ("width", width), ("height", height)] }
}

struct Measurement {
    var build: Double
    var suggest: Double
    var afterBuild: [String: Double]
    var afterSuggest: [String: Double]
}

func height(_ i: Int) -> Double { Double(20 + (i * 37 % 61)) }
func width(_ i: Int) -> Double { Double(120 + (i * 53 % 500)) }
func probes(_ n: Int) -> [Int] { Array(Set([0, n / 2, n - 1])).sorted() }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func runTrellis(size n: Int, variant: Variant, cycles: Int) throws -> Measurement {
    let clock = ContinuousClock()
    let container = Frame()
    var views: [Frame] = []
    let start = clock.now
    let solver = Solver()
    let (cl, ct, cw, ch) = (container.left, container.top, container.width, container.height)
    try solver.add(cl == 0)
    try solver.add(ct == 0)
    try solver.addEditVariable(cw, priority: 999)
    try solver.suggest(cw, value: 375)
    views.reserveCapacity(n)
    for i in 0..<n {
        let v = Frame()
        try solver.add(v.left == cl + 16)
        try solver.add((v.left + v.width == cl + cw - 16).priority(999))
        try solver.add(v.left + v.width <= cl + cw - 16)
        if let previous = views.last, variant == .chain {
            try solver.add(v.top == previous.top + previous.height + 8)
        } else {
            try solver.add(v.top == ct + 8)
        }
        try solver.add(v.height >= 20)
        try solver.add((v.height == height(i)).priority(750))
        try solver.add((v.width <= 600).priority(500))
        try solver.add((v.width <= width(i)).priority(250))
        views.append(v)
    }
    let last = views[n - 1]
    try solver.add(ct + ch == last.top + last.height + 8)
    solver.updateVariables()
    let build = seconds(clock.now - start)
    let afterBuild = snapshot(container, views)

    let suggestStart = clock.now
    for k in 0..<cycles {
        try solver.suggest(cw, value: widths[k % widths.count])
        solver.updateVariables()
    }
    let suggest = seconds(clock.now - suggestStart)
    return Measurement(build: build, suggest: suggest, afterBuild: afterBuild, afterSuggest: snapshot(container, views))
}

func snapshot(_ container: Frame, _ views: [Frame]) -> [String: Double] {
    var out = ["container.height": container.height.value]
    for i in probes(views.count) {
        for (name, variable) in views[i].fields { out["view\(i).\(name)"] = variable.value }
    }
    return out
}

/// Bench.py's path: next to this package's Benchmarks folder, found from this source file
/// or, failing that, from the current directory.
func kiwiScript() -> String {
    let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("kiwi/bench.py").path
    for candidate in [fromSource, FileManager.default.currentDirectoryPath + "/Benchmarks/kiwi/bench.py"]
    where FileManager.default.fileExists(atPath: candidate) {
        return candidate
    }
    fail("cannot find Benchmarks/kiwi/bench.py (run from the package root)")
}

/// Prints a line unbuffered, so progress shows also when the output is piped.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("solver-benchmark: error: \(message)\n".utf8))
    exit(1)
}

func runKiwi(size n: Int, variant: Variant, cycles: Int) -> Measurement {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", kiwiScript(), "--size", "\(n)", "--variant", variant.rawValue, "--cycles", "\(cycles)"]
        + ["--repeat", "\(repeats(n))"]
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch { fail("cannot run python3: \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        if process.terminationStatus == 127 { fail("python3 is not installed; the benchmark needs python3 with kiwisolver") }
        fail("kiwi benchmark failed (status \(process.terminationStatus)); is kiwisolver installed? `pip install kiwisolver`\n\(errorText)")
    }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let build = json["build"] as? Double, let suggest = json["suggest"] as? Double,
        let afterBuild = json["after_build"] as? [String: Double],
        let afterSuggest = json["after_suggest"] as? [String: Double]
    else { fail("unreadable output from bench.py: \(String(decoding: data, as: UTF8.self))") }
    return Measurement(build: build, suggest: suggest, afterBuild: afterBuild, afterSuggest: afterSuggest)
}

/// Prints every value on which the two solvers disagree; returns whether they agree.
func compare(_ phase: String, _ trellis: [String: Double], _ kiwi: [String: Double], _ label: String) -> Bool {
    var agree = true
    for key in trellis.keys.sorted() {
        let a = trellis[key]!, b = kiwi[key] ?? .nan
        if !(abs(a - b) <= 1e-6 * max(1, abs(b))) {
            emit("MISMATCH \(label) after \(phase): \(key) trellis=\(a) kiwi=\(b)")
            agree = false
        }
    }
    return agree
}

/// Small sizes run once untimed, then keep the fastest of 5 runs, on both sides: a cold
/// first run of a few milliseconds measures the process (caches, allocator, lazy binding),
/// and other builds share these 2 cores.
func repeats(_ n: Int) -> Int { n <= 1000 ? 5 : 1 }

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

// MARK: - Main

var sizes = [100, 1000, 5000]
var cycles = 100
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes":
        guard let list = arguments.next() else { fail("--sizes needs a value like 100,1000,5000") }
        sizes = list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { fail("bad --sizes \(list)") }
    case "--profile":
        // Trellis only, repeated, for perf/callgrind: --profile 100 builds N=100 200 times.
        guard let value = arguments.next().flatMap(Int.init), value > 0 else { fail("--profile needs a size") }
        let clock = ContinuousClock(), start = clock.now
        for _ in 0..<max(1, 20_000 / value) {
            for variant in [Variant.chain, .flat] { _ = try runTrellis(size: value, variant: variant, cycles: cycles) }
        }
        emit("profile N=\(value): \(format(seconds(clock.now - start))) s")
        exit(0)
    case "--cycles":
        guard let value = arguments.next().flatMap(Int.init), value > 0 else { fail("--cycles needs a positive number") }
        cycles = value
    default:
        fail("unknown argument \(argument); usage: solver-benchmark [--sizes 100,1000,5000] [--cycles 100]")
    }
}

var allAgree = true
for n in sizes {
    for variant in [Variant.chain, .flat] {
        let trellis: Measurement
        do {
            if repeats(n) > 1 { _ = try runTrellis(size: n, variant: variant, cycles: cycles) }
            var best = try runTrellis(size: n, variant: variant, cycles: cycles)
            for _ in 1..<repeats(n) {
                let next = try runTrellis(size: n, variant: variant, cycles: cycles)
                best = Measurement(build: min(best.build, next.build), suggest: min(best.suggest, next.suggest),
                                   afterBuild: next.afterBuild, afterSuggest: next.afterSuggest)
            }
            trellis = best
        } catch {
            fail("Trellis failed on \(variant) N=\(n): \(error)")
        }
        let kiwi = runKiwi(size: n, variant: variant, cycles: cycles)
        let label = "\(variant.rawValue) N=\(n)"
        allAgree = compare("build", trellis.afterBuild, kiwi.afterBuild, label) && allAgree
        allAgree = compare("suggest", trellis.afterSuggest, kiwi.afterSuggest, label) && allAgree
        emit("timing \(label): trellis build \(format(trellis.build)) s, suggest \(format(trellis.suggest)) s"
            + " | kiwi build \(format(kiwi.build)) s, suggest \(format(kiwi.suggest)) s (\(cycles) cycles)")
        let prefix = variant == .chain ? "ratio" : "flat"
        emit("\(prefix) N=\(n) build=\(format(trellis.build / kiwi.build)) suggest=\(format(trellis.suggest / kiwi.suggest))")
    }
}
if !allAgree {
    emit("MISMATCH: Trellis and kiwi disagree on some values (see above)")
    exit(2)
}
