import Foundation
import TrellisCatalog
import TrellisLayout

/// The real engine under another cache version, so each run below solves cold in one catalog.
struct FreshlyVersionedSolver: LayoutSolving {
    let version: String
    func layout(_ screen: Screen, profiles: [Profile]) -> [LayoutResult] { EngineSolver().layout(screen, profiles: profiles) }
}

/// One cold solve of every screen × the default profiles and the warm `query scrolls` after it.
struct Run {
    var name: String
    var layouts: Int
    var solveMilliseconds: Double
    var queryMilliseconds: Double
    var rows: Int
    /// This process's CPU time per layout solved: all of SQLite's, the workers' side of PostgreSQL's.
    var cpuMicroseconds: Double
    var perMinute: Double { Double(layouts) / (solveMilliseconds / 60_000) }
}

func measure(_ name: String, location: String, jobs: Int) throws -> Run {
    let solver = FreshlyVersionedSolver(version: "\(LayoutEngine.version)-bench-\(getpid())-\(name.filter(\.isLetter))")
    let catalog = try Catalog(path: location, solver: solver, jobs: jobs, showsProgress: isatty(STDERR_FILENO) != 0)
    catalog.service.tidiesAfterSolve = true   // as `trellis solve` does
    var summary: SolveSummary?
    let cpuBefore = cpuMilliseconds()
    let solve = try milliseconds { summary = try catalog.solve(Selection()) }
    let cpu = cpuMilliseconds() - cpuBefore
    var rows = 0
    var times: [Double] = []
    for _ in 0..<7 { times.append(try milliseconds { rows = try catalog.query([.scrolls], selection: Selection()).count }) }
    times.sort()
    return Run(name: name, layouts: summary!.computed, solveMilliseconds: solve, queryMilliseconds: times[times.count / 2], rows: rows,
               cpuMicroseconds: 1000 * cpu / Double(max(summary!.computed, 1)))
}

/// SQLite in-process against PostgreSQL with 1 and 2 workers on the same machine, side by side.
func comparePostgres(_ url: String, sqlitePath: String, files: [SourceFile], screenCount: Int) {
    do {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("catalog-benchmark: \(screenCount) screens × the default profiles, cold, on \(cores) cores; engine \(LayoutEngine.version)")
        for location in [sqlitePath, url] {
            try Catalog(path: location).register(files: files)
        }
        let runs = [try measure("SQLite in-process, \(cores) jobs", location: sqlitePath, jobs: cores),
                    try measure("PostgreSQL, 1 worker", location: url, jobs: 1),
                    try measure("PostgreSQL, 2 workers", location: url, jobs: 2)]
        let base = runs[0].perMinute
        print("store                          layouts   solve (s)   layouts/min   vs SQLite   CPU here   warm query scrolls (median, rows)")
        for run in runs {
            print(run.name.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: " %7d   %9.1f   %11.0f   %8.0f %%   %5.0f µs   %.1f ms (%d rows)", run.layouts, run.solveMilliseconds / 1000,
                         run.perMinute, 100 * run.perMinute / base, run.cpuMicroseconds, run.queryMilliseconds, run.rows))
        }
        let oneWorker = runs[1], twoWorkers = runs[2]
        let perLayout = oneWorker.solveMilliseconds / Double(max(oneWorker.layouts, 1))
        print(String(format: "PostgreSQL: %.2f ms per layout with 1 worker; 2 workers give %.2fx of 1 (targets: 2 workers ≥ 70 %% of SQLite; "
                     + "warm query < 50 ms on SQLite, < 100 ms on PostgreSQL)", perLayout, twoWorkers.perMinute / oneWorker.perMinute))
        print("peak memory: \(Int(peakMemoryMB())) MB; load average: \(loadAverage())")
    } catch {
        FileHandle.standardError.write(Data("catalog-benchmark: \(error)\n".utf8))
        exit(1)
    }
}
