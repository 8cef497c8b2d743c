import Foundation
import TrellisLayout

/// Solves the work queue of a PostgreSQL catalog: `trellis worker`, and a `solve` taking part.
/// Each thread claims a batch (`SELECT … FOR UPDATE SKIP LOCKED`), solves it, and stores the
/// results in the transaction that deletes the claimed items; a thread with nothing to claim
/// waits for a notification instead of asking again and again.
///
/// ```swift
/// let worker = Worker(catalog: catalog, jobs: 2)
/// let solved = try worker.run { false }   // until killed; `trellis worker` without --exit-when-idle
/// ```
public final class Worker: @unchecked Sendable {
    let store: CatalogStore
    public let solver: any LayoutSolving
    public let jobs: Int
    /// HOST:PID, as `trellis list workers` shows it.
    public let id: String
    /// Layouts per claim, about: a claim takes whole screen revisions (one row of work each), as
    /// many as the previous claim's rows suggest make this many. Four screens' 132 default
    /// profiles are a fraction of a second of solving, so a killed worker gives back little, and
    /// the statements and commit of a claim are spread over enough layouts to cost little each.
    public var batchSize = 528
    /// Shortest time between two updates of this worker's row (`trellis list workers`): each is a
    /// transaction of its own, which per batch cost as much as the batch's claim.
    public var reportInterval: TimeInterval = 1
    /// Longest wait for a notification before looking at the queue again.
    public var idleWait: TimeInterval = 5

    private let lock = NSLock()
    private var solved = 0
    private var failure: TrellisError?
    private var working: [Int: String] = [:]
    /// Each thread's last claimed screen revision hash, where its next claim starts looking.
    private var claimedUpTo: [Int: String] = [:]
    /// Each thread's rows for its next claim.
    private var rowsPerClaim: [Int: Int] = [:]
    private var lastReport = Date.distantPast
    private let startedAt = CatalogStore.timestamp(Date())

    /// A worker on `catalog`'s queue, solving with the catalog's engine.
    public convenience init(catalog: Catalog, jobs: Int? = nil) {
        self.init(store: catalog.store, solver: catalog.service.solver, jobs: jobs)
    }

    init(store: CatalogStore, solver: any LayoutSolving = EngineSolver(), jobs: Int? = nil) {
        self.store = store
        self.solver = solver
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        id = "\(ProcessInfo.processInfo.hostName):\(getpid())"
    }

    /// Layouts this worker has stored so far.
    public var layoutsSolved: Int { lock.withLock { solved } }

    /// Solves claimed batches on `jobs` threads until the queue has nothing to claim and
    /// `finished()` is true (asked only then); `progress` is called about twice a second on the
    /// calling thread. Returns how many layouts this worker stored.
    public func run(until finished: @escaping @Sendable () throws(TrellisError) -> Bool,
                    progress: ((Int) -> Void)? = nil) throws(TrellisError) -> Int {
        try report(workingOn: nil)
        let group = DispatchGroup()
        for index in 0..<jobs {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                loop(index, until: finished)
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        while group.wait(timeout: .now() + 0.5) == .timedOut {
            progress?(layoutsSolved)
        }
        progress?(layoutsSolved)
        try? store.removeWorker(id: id)
        if let failure = lock.withLock({ failure }) { throw failure }
        return layoutsSolved
    }

    private func loop(_ index: Int, until finished: () throws(TrellisError) -> Bool) {
        while lock.withLock({ failure == nil }) {
            do throws(TrellisError) {
                if try solveBatch(index) == 0 {
                    try? report(workingOn: nil, thread: index, always: true)
                    if try finished() { return }
                    store.waitForWork(timeout: idleWait)
                }
            } catch {
                lock.withLock { if failure == nil { failure = error } }
                return
            }
        }
    }

    /// Claims, solves and stores one batch; 0 when nothing was claimable.
    private func solveBatch(_ index: Int) throws(TrellisError) -> Int {
        let engine = solver.version
        let (from, rows) = lock.withLock { (claimedUpTo[index], rowsPerClaim[index] ?? 1) }
        let count = try store.withClaimedWork(engine: engine, limit: rows, from: from) { items, db in
            var registry = DeviceRegistry.builtIn
            for (device, _) in try CatalogStore.customDevices(db) { try? registry.register(device) }
            let options = ScreenExpansion.options(registry)
            var results: [(hash: String, profile: Profile, result: LayoutResult)] = []
            for item in items {
                let revision = ScreenRevisionInfo(revisionID: item.revisionID, name: "", number: 0, hash: item.hash, path: "", tags: [],
                                                  description: nil, registeredAt: "", catalogRevision: 0)
                guard let input = try CatalogStore.solveInputs([revision], db).first else { continue }
                let screen: Screen
                do throws(FormatError) { screen = try ScreenExpansion.expand(input, options: options) } catch { throw TrellisError.input([error]) }
                let profiles = try item.profileKeys.map { key throws(TrellisError) -> Profile in
                    do { return try Profile(key: key, registry: registry) } catch {
                        throw .catalog("\(store.location): work item for an unknown profile \(key): \(error)")
                    }
                }
                try? report(workingOn: "\(screen.name) × \(profiles.count)", thread: index)
                for (profile, result) in zip(profiles, solver.layout(screen, profiles: profiles)) {
                    results.append((revision.hash, profile, result))
                }
            }
            try CatalogStore.store(results, engine: engine, at: Date(), db)
            let layouts = items.reduce(0) { $0 + $1.profileKeys.count }
            lock.withLock {
                claimedUpTo[index] = items.last?.hash
                // Whole screen revisions per claim, as many as make about `batchSize` layouts.
                rowsPerClaim[index] = max(1, batchSize * items.count / max(layouts, 1))
            }
            return layouts
        }
        guard let count else {
            // Nothing from the last claim on: look again from the start before calling it idle.
            if from != nil {
                lock.withLock { claimedUpTo[index] = nil }
                return try solveBatch(index)
            }
            return 0
        }
        lock.withLock { solved += count }
        try? report(workingOn: nil, thread: index)
        return count
    }

    /// Updates this worker's row: what each thread is on, and how much is done. A busy thread
    /// writes it at most every ``reportInterval`` (the others' state goes with it); `always` for
    /// a thread going idle, so the row does not show finished work.
    private func report(workingOn: String?, thread: Int? = nil, always: Bool = false) throws(TrellisError) {
        let state = lock.withLock { () -> (description: String?, done: Int)? in
            if let thread { working[thread] = workingOn }
            guard always || thread == nil || Date().timeIntervalSince(lastReport) >= reportInterval else { return nil }
            lastReport = Date()
            let now = working.keys.sorted().compactMap { working[$0] }
            return (now.isEmpty ? nil : now.joined(separator: ", "), solved)
        }
        guard let (description, done) = state else { return }
        try store.updateWorker(WorkerInfo(id: id, host: ProcessInfo.processInfo.hostName, pid: Int(getpid()), startedAt: startedAt,
                                          seenAt: CatalogStore.timestamp(Date()), workingOn: description, layoutsDone: done))
    }
}
