import Foundation
import TrellisLayout

/// How a solve went.
public struct SolveSummary: Sendable, Hashable {
    public var screens: Int
    public var profiles: Int
    /// screens × profiles asked for.
    public var layouts: Int
    /// Solved now.
    public var computed: Int
    /// Found in the cache.
    public var cached: Int
    public var seconds: Double
}

extension SolveSummary {
    /// CLI.md's `solve --format json` object.
    public var json: JSONValue {
        .object([
            ("screens", .number(Double(screens))), ("profiles", .number(Double(profiles))), ("layouts", .number(Double(layouts))),
            ("computed", .number(Double(computed))), ("cached", .number(Double(cached))), ("seconds", .number(seconds)),
        ])
    }
}

/// Fills the cache: looks up (screen revision hash, trait key, engine version), solves what is
/// missing on all cores, stores it in batches.
///
/// ```swift
/// let service = catalog.service
/// let summary = try service.solve(screens, profiles: profiles)   // summary.computed, summary.cached
/// let rows = try service.findings(kinds: [.scrolls], screens: screens, profiles: profiles)
/// ```
///
/// Each batch is its own transaction: a `kill -9` at any moment loses at most the batch in
/// flight, leaves the catalog consistent, and the next run solves only what is missing.
public final class SolverService: @unchecked Sendable {
    let store: CatalogStore
    public let solver: any LayoutSolving
    /// Worker threads; defaults to the number of cores.
    public var jobs: Int
    /// Draw a progress line on stderr (callers pass `isatty(2)`).
    public var showsProgress: Bool
    /// Layouts per transaction at most; a batch is also written every half second.
    public var batchSize = 2_000
    /// On a PostgreSQL catalog: record the missing layouts as work for `trellis worker`
    /// processes and return without solving (`solve --enqueue-only`).
    public var enqueueOnly = false
    /// On a PostgreSQL catalog: end a solve with `VACUUM (ANALYZE)` of the work and result tables
    /// (`trellis solve`'s sweeps). Off for the few layouts a query or the server solves on the
    /// way: vacuuming big tables per request would make concurrent requests wait on each other.
    public var tidiesAfterSolve = false

    init(store: CatalogStore, solver: any LayoutSolving = EngineSolver(), jobs: Int? = nil, showsProgress: Bool = false) {
        self.store = store
        self.solver = solver
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.showsProgress = showsProgress
    }

    public var engineVersion: String { solver.version }

    /// Solves every (screen, profile) pair not yet cached at this engine version.
    @discardableResult
    public func solve(_ screens: [ScreenRevisionInfo], profiles: [Profile]) throws(TrellisError) -> SolveSummary {
        let start = Date()
        let engine = solver.version
        let keys = profiles.map(\.key)
        let selectionHash = SHA256.hex(Set(keys).sorted().joined(separator: "\n"))
        // Screens already solved for this whole selection: one indexed row each.
        let covered = try store.solvedSelection(selectionHash, engine: engine, hashes: screens.map(\.hash))
        let unchecked = screens.filter { !covered.contains($0.hash) }
        let profileIDs = unchecked.isEmpty ? [:] : try store.existingProfileIDs(keys)
        let ids = keys.map { profileIDs[$0] }
        let cached = try store.cachedProfiles(hashes: unchecked.map(\.hash), profileIDs: Array(Set(profileIDs.values)), engine: engine)

        // One work item per distinct revision hash: its missing profiles, in selection order.
        var work: [(revision: ScreenRevisionInfo, profiles: [Profile])] = []
        var seen: Set<String> = []
        var cachedCount = (screens.count - unchecked.count) * profiles.count
        for screen in unchecked {
            let done = cached[screen.hash] ?? []
            var missing: [Profile] = []
            for (index, profile) in profiles.enumerated() where ids[index].map({ !done.contains($0) }) ?? true {
                missing.append(profile)
            }
            cachedCount += profiles.count - missing.count
            guard !missing.isEmpty, seen.insert(screen.hash).inserted else { continue }
            work.append((screen, missing))
        }
        var summary = SolveSummary(screens: screens.count, profiles: profiles.count, layouts: screens.count * profiles.count,
                                   computed: 0, cached: cachedCount, seconds: 0)
        if !work.isEmpty {
            summary.computed = try compute(work)
        }
        if !unchecked.isEmpty && !profiles.isEmpty && !(enqueueOnly && !work.isEmpty) {
            try store.markSolved(selectionHash, engine: engine, hashes: unchecked.map(\.hash))
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// Findings of these kinds (nil: all) for the screens × profiles, solving what is missing first.
    public func findings(kinds: [Finding.Kind]?, screens: [ScreenRevisionInfo], profiles: [Profile],
                         messages: Bool = true) throws(TrellisError) -> [FindingRow] {
        try solve(screens, profiles: profiles)
        return try store.findings(kinds: kinds, screens: screens, profiles: profiles, engine: solver.version, messages: messages)
    }

    /// Full layouts (frames, scroll views, findings), solving what is missing first.
    public func results(_ screens: [ScreenRevisionInfo], profiles: [Profile]) throws(TrellisError) -> [LayoutResult] {
        try solve(screens, profiles: profiles)
        var results: [LayoutResult] = []
        for screen in screens {
            for profile in profiles {
                guard let result = try store.layout(screen: screen, profile: profile, engine: solver.version) else {
                    throw .catalog("\(store.location): layout of \(screen.name) at \(profile.key) is missing after solving")
                }
                results.append(result)
            }
        }
        return results
    }

    // MARK: - Solving in parallel

    private final class Shared: @unchecked Sendable {
        let condition = NSCondition()
        var next = 0
        var finishedWorkers = 0
        var buffer: [(hash: String, profile: Profile, result: LayoutResult)] = []
        var errors: [FormatError] = []
    }

    /// Records the work in the queue and, unless ``enqueueOnly``, solves with the workers until
    /// none of it is left: `trellis solve` on a PostgreSQL catalog.
    private func computeShared(_ work: [(revision: ScreenRevisionInfo, profiles: [Profile])]) throws(TrellisError) -> Int {
        let engine = solver.version
        try store.enqueue(work, engine: engine)
        let total = work.reduce(0) { $0 + $1.profiles.count }
        if enqueueOnly { return 0 }
        let hashes = work.map(\.revision.hash)
        let store = self.store
        let worker = Worker(store: store, solver: solver, jobs: jobs)
        worker.idleWait = 0.5
        let line = showsProgress ? ProgressLine(total: total) : nil
        var remaining = total
        _ = try worker.run(until: { () throws(TrellisError) in try store.remainingWork(hashes: hashes, engine: engine) == 0 }, progress: { _ in
            // All workers' progress: what is left of this solve's work.
            if let line, let left = try? store.remainingWork(hashes: hashes, engine: engine) {
                remaining = left
                line.update(done: total - remaining)
            }
        })
        line?.finish()
        if tidiesAfterSolve { store.tidyAfterSolve() }
        return total
    }

    private func compute(_ work: [(revision: ScreenRevisionInfo, profiles: [Profile])]) throws(TrellisError) -> Int {
        if store.isShared { return try computeShared(work) }
        let inputs = try store.solveInputs(work.map(\.revision))
        let registry = try store.deviceRegistry()
        let options = ScreenExpansion.options(registry)
        let total = work.reduce(0) { $0 + $1.profiles.count }
        let shared = Shared()
        let solver = self.solver
        let workerCount = min(jobs, work.count)
        // Big screens first keeps the cores busy to the end.
        let order = work.indices.sorted { work[$0].profiles.count > work[$1].profiles.count }

        for _ in 0..<workerCount {
            let thread = Thread {
                while true {
                    shared.condition.lock()
                    let position = shared.next
                    shared.next += 1
                    shared.condition.unlock()
                    guard position < order.count else { break }
                    let index = order[position]
                    let item = work[index]
                    let input = inputs[index]
                    do throws(FormatError) {
                        let screen = try ScreenExpansion.expand(input, options: options)
                        let results = solver.layout(screen, profiles: item.profiles)
                        shared.condition.lock()
                        for (profile, result) in zip(item.profiles, results) {
                            shared.buffer.append((item.revision.hash, profile, result))
                        }
                        shared.condition.signal()
                        shared.condition.unlock()
                    } catch {
                        shared.condition.lock()
                        shared.errors.append(error)
                        shared.condition.signal()
                        shared.condition.unlock()
                    }
                }
                shared.condition.lock()
                shared.finishedWorkers += 1
                shared.condition.signal()
                shared.condition.unlock()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }

        // This thread writes: batches as they fill, or every half second.
        let progress = showsProgress ? ProgressLine(total: total) : nil
        var written = 0
        var lastWrite = Date()
        while true {
            shared.condition.lock()
            while shared.buffer.count < batchSize && shared.finishedWorkers < workerCount
                    && Date().timeIntervalSince(lastWrite) < 0.5 {
                _ = shared.condition.wait(until: Date().addingTimeInterval(0.1))
            }
            let batch = shared.buffer
            shared.buffer.removeAll(keepingCapacity: true)
            let finished = shared.finishedWorkers == workerCount
            shared.condition.unlock()
            if !batch.isEmpty {
                do {
                    try store.store(batch, engine: solver.version)
                } catch {
                    // Stop handing out work; what is committed stays, the rest is solved next time.
                    shared.condition.lock()
                    shared.next = order.count
                    shared.condition.unlock()
                    progress?.finish()
                    throw error
                }
                written += batch.count
                progress?.update(done: written)
            }
            lastWrite = Date()
            if finished && batch.isEmpty { break }
        }
        progress?.finish()
        if !shared.errors.isEmpty { throw .input(shared.errors) }
        return written
    }
}

/// `solving 1,234/10,560 layouts · 1,650/s · ETA 0:05` redrawn in place on stderr.
final class ProgressLine {
    let total: Int
    let start = Date()
    var lastDraw = Date.distantPast

    init(total: Int) { self.total = total }

    func update(done: Int) {
        let now = Date()
        guard now.timeIntervalSince(lastDraw) > 0.2 || done == total else { return }
        lastDraw = now
        let elapsed = max(now.timeIntervalSince(start), 0.001)
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Int(Double(total - done) / rate) : 0
        let width = 24
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "\r\(bar) \(done)/\(total) layouts · \(Int(rate))/s · ETA \(remaining / 60):\(String(format: "%02d", remaining % 60))  "
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
