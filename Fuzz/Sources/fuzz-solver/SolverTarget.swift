import Foundation
import Cassowary
import FuzzSupport

/// Random constraint systems and operation sequences from the input bytes: duplicates, zero
/// coefficients, contradictions, removals, edit variables and suggestions, invalid values.
///
/// By default inside the solver's domain (README, "Precision of the solver"): multipliers from
/// 0.01 to 100, constants and suggestions up to 1e6. With `FUZZ_SOLVER_OUTSIDE_DOMAIN` set
/// (`Fuzz/fuzz run solver-outside`) outside it, up to 1e15 and down to 1e-9, checking only the
/// weaker guarantee there: no crash or hang, and every required constraint the solver keeps
/// holds, within rounding of the magnitudes in play.
///
/// The property: after any thrown error (a pivot limit reached included) the solver behaves as
/// if the failed operation never happened. Each time an operation throws (and at the end), a fresh
/// solver replays only the operations that succeeded; both must claim the errors their values
/// give (up to the precision of values as large as a constant over the smallest multiplier),
/// agree on the error at every priority (unless the live solver reached a lexicographically
/// better optimum: in badly scaled systems where the simplex stops depends on the order of
/// operations), on the values when the solution is unique, on which constraints broke, and the
/// required constraints must hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(data, count)
    let variableCount = 1 + input.choose(6)
    let breaksConflicts = input.choose(2) == 1
    // Mostly the default limit; sometimes so few pivots that operations run out and must be
    // undone (IterationLimitError), which the replay below then checks.
    let maximumPivots = input.pick([100_000, 100_000, 100_000, 100_000, 0, 1, 2, 3])
    var specs: [ConstraintSpec] = []
    var succeeded: [Operation] = []
    var history = "x0…x\(variableCount - 1), breaksConflicts: \(breaksConflicts), maximumPivots: \(maximumPivots)\n"
    let live = Harness(variableCount: variableCount, breaksConflicts: breaksConflicts)
    live.solver.maximumPivots = maximumPivots

    let tables = outsideDomain ? Tables.outside : Tables.inside
    var steps = 0
    while !input.isAtEnd && steps < 64 {
        steps += 1
        let operation: Operation
        let choice = input.choose(10)
        switch choice {
        case 0...3:
            specs.append(ConstraintSpec.read(&input, variableCount: variableCount, tables: tables))
            operation = .add(specs.count - 1)
        case 4, 5, 9:
            guard !specs.isEmpty else { continue }
            let index = input.choose(specs.count)
            operation = choice == 4 ? .add(index) : choice == 5 ? .remove(index)
                : .update(index, input.pick(tables.constants + [.nan]))
        case 6: operation = .addEdit(input.choose(variableCount), Priority(input.pick(tables.priorities)))
        case 7: operation = .removeEdit(input.choose(variableCount))
        case 8: operation = .suggest(input.choose(variableCount), input.pick(tables.suggestions))
        default: continue
        }
        history += "\(operation)" + (operation.constraintIndex.map { " (c\($0): \(specs[$0]))" } ?? "")
        do {
            try live.apply(operation, specs: specs)
            succeeded.append(operation)
            history += "\n"
        } catch {
            history += " threw \(error)\n"
            if !outsideDomain { compare(live, replaying: succeeded, specs: specs, history: history) }
        }
    }
    if outsideDomain {
        live.solver.updateVariables()
        checkRequiredConstraintsHeld(live, scale: magnitude(specs, succeeded), after: "\n\(history)")
    } else {
        compare(live, replaying: succeeded, specs: specs, history: history)
    }
    return 0
}

/// Whether this run fuzzes outside the solver's domain (see `fuzzSolver`).
let outsideDomain = getenv("FUZZ_SOLVER_OUTSIDE_DOMAIN") != nil

struct Tables {
    var coefficients: [Double]
    var constants: [Double]
    var priorities: [Double]
    var suggestions: [Double]

    /// The domain: multipliers from 0.01 to 100 (spans of ten thousand), magnitudes up to 1e6.
    static let inside = Tables(
        coefficients: [1, -1, 2, -2, 0.5, -0.5, 0, 100, -100, 3, 0.01, 10, -0.01, -1, 1, 1],
        constants: [0, 1, -1, 10, -10, 100, 1e6, -1e6, 0.5, 42, 1e-7, 320, 0, 0, 20, -20],
        priorities: [1000, 1000, 1000, 999, 750, 251, 250, 1, 999.5, 0, 1001, 500, 1000, 1000, 750, 250],
        suggestions: [0, 10, -10, 100, 1e6, -1e6, .nan, .infinity, 0.5, 320])

    /// Past it: spans of multipliers up to 1e18, magnitudes up to 1e15.
    static let outside = Tables(
        coefficients: [1, -1, 1e6, -1e6, 1e-6, -1e-6, 1e3, 1e-3, 0, 12_345.678, -0.001, 1e9, 1e-9, 2, 0.5, -1],
        constants: [0, 1, 1e12, -1e12, 1e-12, 1e9, -1e9, 1e6, 0.5, 1e15, 320, 0, -1e-9, 7e10, 20, -20],
        priorities: inside.priorities,
        suggestions: [0, 1e12, -1e12, 1e15, 1e-9, .nan, .infinity, 320, 1e9, -10])
}

struct ConstraintSpec: CustomStringConvertible {
    var terms: [(variable: Int, coefficient: Double)]
    var relation: Relation
    var constant: Double
    var priority: Double

    var description: String {
        terms.map { "\($0.coefficient)·x\($0.variable)" }.joined(separator: " + ") + " \(relation) \(constant) @\(priority)"
    }

    static func read(_ input: inout FuzzInput, variableCount: Int, tables: Tables) -> ConstraintSpec {
        let termCount = input.choose(4)
        let terms = (0..<termCount).map { _ in (input.choose(variableCount), input.pick(tables.coefficients)) }
        let relation = input.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return ConstraintSpec(terms: terms, relation: relation, constant: input.pick(tables.constants),
                              priority: input.pick(tables.priorities))
    }
}

enum Operation: CustomStringConvertible {
    case add(Int)
    case remove(Int)
    case update(Int, Double)
    case addEdit(Int, Priority)
    case removeEdit(Int)
    case suggest(Int, Double)

    var constraintIndex: Int? {
        switch self {
        case let .add(i), let .remove(i), let .update(i, _): i
        default: nil
        }
    }

    var description: String {
        switch self {
        case let .add(i): "add c\(i)"
        case let .remove(i): "remove c\(i)"
        case let .update(i, value): "updateConstant c\(i) \(value)"
        case let .addEdit(v, priority): "addEditVariable x\(v) @\(priority)"
        case let .removeEdit(v): "removeEditVariable x\(v)"
        case let .suggest(v, value): "suggest x\(v) \(value)"
        }
    }
}

/// One solver with its own variables and one `Constraint` object per spec (so re-adding a spec
/// re-adds the same object, a duplicate while it is in).
final class Harness {
    let solver = Solver()
    let variables: [Variable]
    private var constraints: [Int: Constraint] = [:]
    /// Constraints recorded broken (``Solver/breaksConflicts``) at some point, and those of them
    /// the solution held within rounding then: conflicts at the tolerance, judged when they happened.
    private(set) var brokenOnce: Set<Int> = []
    private(set) var brokenAtTheEdge: Set<Int> = []

    init(variableCount: Int, breaksConflicts: Bool) {
        variables = (0..<variableCount).map { Variable("x\($0)") }
        solver.breaksConflicts = breaksConflicts
    }

    func constraint(_ index: Int, _ specs: [ConstraintSpec]) -> Constraint {
        if let made = constraints[index] { return made }
        let spec = specs[index]
        let expression = Expression(terms: spec.terms.map { Term(variables[$0.variable], $0.coefficient) },
                                    constant: -spec.constant)
        let made = Constraint(expression, spec.relation, priority: Priority(spec.priority), label: "c\(index)")
        constraints[index] = made
        return made
    }

    func index(of constraint: Constraint) -> Int? {
        constraints.first { $0.value === constraint }?.key
    }

    func apply(_ operation: Operation, specs: [ConstraintSpec]) throws {
        let brokenBefore = solver.brokenConstraints.count
        defer { noteBroken(since: brokenBefore) }
        switch operation {
        case let .add(i): try solver.add(constraint(i, specs))
        case let .remove(i): try solver.remove(constraint(i, specs))
        case let .update(i, value): try solver.updateConstant(of: constraint(i, specs), to: value)
        case let .addEdit(v, priority): try solver.addEditVariable(variables[v], priority: priority)
        case let .removeEdit(v): try solver.removeEditVariable(variables[v])
        case let .suggest(v, value): try solver.suggest(variables[v], value: value)
        }
    }

    private func noteBroken(since count: Int) {
        guard solver.brokenConstraints.count > count else { return }
        solver.updateVariables()
        for broken in solver.brokenConstraints[count...] {
            guard let i = index(of: broken.constraint) else { continue }
            brokenOnce.insert(i)
            if holdsWithinRounding(broken.constraint) { brokenAtTheEdge.insert(i) }
        }
    }
}

private func close(_ a: Double, _ b: Double, scale: Double) -> Bool {
    abs(a - b) <= 1e-6 * max(1, scale, abs(a), abs(b))
}

/// Whether the solution lies within ten times the solver's tolerance of 1e-8 of `constraint`'s
/// hyperplane (added or not; at `constant` if given), relative to its own terms. A distance, not
/// a residual: values are exact only to about 1e-8 where constants of 1e6 went through
/// multipliers of 100, and `101·x2 == 0` at x2 = −2.5e-8 is a conflict at the tolerance.
private func holdsWithinRounding(_ constraint: Constraint, at constant: Double? = nil) -> Bool {
    let value = constraint.expression.value + (constant.map { constraint.constant - $0 } ?? 0)
    let size = constraint.expression.terms.reduce(abs(constant ?? constraint.constant)) {
        max($0, abs($1.coefficient * $1.variable.value))
    }
    let largest = constraint.expression.terms.reduce(1.0) { max($0, abs($1.coefficient)) }
    let distance = value / largest
    let tolerance = 1e-7 * max(1, size / largest)
    return switch constraint.relation {
    case .equal: abs(distance) <= tolerance
    case .lessThanOrEqual: distance <= tolerance
    case .greaterThanOrEqual: distance >= -tolerance
    }
}

/// Whether the solver that kept constraint `i` (which the other broke) holds it, and every
/// required constraint the other kept, within rounding: its solution then shows the conflict was
/// no larger. Judged at the end, for where the breaker's solution went once free of `i` proves
/// nothing: a rebuild that undid an operation past the pivot limit broke `−x3 == 0` against
/// x3 ≥ 1.002e-8, and x3 went to 4.9. A required constraint the keeper broke at the tolerance
/// and left out is exempt: the systems differ from there on, and what the breaker broke later
/// may be owed to it (`−x3 + 2·x0 == 0` kept at x3 = 1.002e-8 by one, broken by the other, then
/// `2·x0 + 0.01·x3 >= 1` conflicted only with it).
private func keptAtTheEdge(_ i: Int, live: Harness, fresh: Harness, specs: [ConstraintSpec]) -> Bool {
    let (breaker, keeper) = live.solver.hasConstraint(live.constraint(i, specs)) ? (fresh, live) : (live, fresh)
    guard keeper.solver.hasConstraint(keeper.constraint(i, specs)),
          holdsWithinRounding(keeper.constraint(i, specs)) else { return false }
    return breaker.solver.constraints.allSatisfy { constraint in
        guard constraint.priority.isRequired, let j = breaker.index(of: constraint) else { return true }
        let leftOutAtTheEdge = keeper.brokenAtTheEdge.contains(j) && !keeper.solver.hasConstraint(keeper.constraint(j, specs))
        return leftOutAtTheEdge || holdsWithinRounding(keeper.constraint(j, specs))
    }
}

/// The first priority whose error the solver reports otherwise than its values give: the summed
/// violations of its constraints at that priority and of its edit variables' suggestions.
private func misreportedError(_ harness: Harness, operations: [Operation], scale: Double)
    -> (priority: Double, claimed: Double, actual: Double)? {
    var edits: [Int: (priority: Double, value: Double)] = [:]
    for operation in operations {
        switch operation {
        case let .addEdit(v, priority): edits[v] = (priority.value, 0)
        case let .removeEdit(v): edits[v] = nil
        case let .suggest(v, value): edits[v]?.value = value
        default: break
        }
    }
    var actual: [Double: Double] = [:]
    var size = scale
    for constraint in harness.solver.constraints where !constraint.priority.isRequired {
        let value = constraint.expression.value
        let violation = switch constraint.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
        actual[constraint.priority.value, default: 0] += violation
        for term in constraint.expression.terms { size = max(size, abs(term.coefficient * term.variable.value)) }
    }
    for (v, edit) in edits {
        actual[edit.priority, default: 0] += abs(harness.variables[v].value - edit.value)
        size = max(size, abs(harness.variables[v].value))
    }
    for (priority, error) in actual.sorted(by: { $0.key > $1.key }) {
        let claimed = harness.solver.error(at: Priority(priority))
        if abs(claimed - error) > 1e-6 * max(1, size) { return (priority, claimed, error) }
    }
    return nil
}

private func compare(_ live: Harness, replaying operations: [Operation], specs: [ConstraintSpec], history: String) {
    let after = "\n\(history)"
    let fresh = Harness(variableCount: live.variables.count, breaksConflicts: live.solver.breaksConflicts)
    // Additions and changes of constant the replay threw out as conflicts: allowed at the
    // tolerance (`holdsWithinRounding`). An addition is judged by the replay's solution when
    // it threw: `0.01·x2 == 0` where x2 = 1e-8 is such a conflict, and removing what held x2
    // there may send x2 anywhere later.
    var rejected: [Int: (message: String, heldThen: Bool)] = [:]
    var rejectedChanges: [(index: Int, constant: Double, message: String)] = []
    // Constraints one solver broke (and left out) and the other kept, which later operations
    // showed: an addition again in the live solver only, or a change or removal the replay no
    // longer knew. Judged at the end, like a break the broken lists differ by.
    var leftOutByOne: [Int: String] = [:]
    for operation in operations {
        if let i = operation.constraintIndex, rejected[i] != nil { continue }
        do {
            try fresh.apply(operation, specs: specs)
        } catch {
            let message = "after \(after): replaying \(operation) on a fresh solver threw \(error), the live solver accepted it"
            switch operation {
            case let .add(i) where error is UnsatisfiableConstraintError:
                fresh.solver.updateVariables()
                rejected[i] = (message, holdsWithinRounding(fresh.constraint(i, specs)))
            case let .update(i, constant) where error is UnsatisfiableConstraintError:
                rejectedChanges.append((i, constant, message))
            case let .add(i) where error is DuplicateConstraintError && live.brokenOnce.contains(i):
                // The live solver broke it and added it again; the replay kept it all along: the
                // same system when the break was at the tolerance, judged then (a rebuild that
                // undid an operation past the pivot limit added `−200·x0 == 1e-7` after `x0 == 0`)
                // or by the replay's solution at the end (`x1 == 0` beside `0.01·x1 − 200·x0 ==
                // 1e-7` and `x0 == 0`, which put x1 at 1e-5 after such a rebuild).
                leftOutByOne[i] = message
            case let .update(i, _) where error is UnknownConstraintError && fresh.brokenOnce.contains(i),
                 let .remove(i) where error is UnknownConstraintError && fresh.brokenOnce.contains(i):
                // The replay broke it where the live solver kept it, both at the tolerance (`x0
                // == 0` with x0 at −1.002e-8 in one, −9.9999994e-9 in the other).
                leftOutByOne[i] = message
            default: FuzzText.fail(message)
            }
        }
    }
    live.solver.updateVariables()
    fresh.solver.updateVariables()
    for (i, rejection) in rejected.sorted(by: { $0.key < $1.key }) {
        let accepted = live.constraint(i, specs)
        let held = !live.solver.hasConstraint(accepted) || holdsWithinRounding(accepted)
        if !held || !rejection.heldThen { FuzzText.fail(rejection.message) }
    }
    for (i, message) in leftOutByOne.sorted(by: { $0.key < $1.key })
    where !live.brokenAtTheEdge.contains(i) && !fresh.brokenAtTheEdge.contains(i)
        && !keptAtTheEdge(i, live: live, fresh: fresh, specs: specs) {
        FuzzText.fail(message)
    }
    for change in rejectedChanges {
        let accepted = live.constraint(change.index, specs)
        let held = !live.solver.hasConstraint(accepted) || holdsWithinRounding(accepted)
        if !held || !holdsWithinRounding(fresh.constraint(change.index, specs), at: change.constant) {
            FuzzText.fail(change.message)
        }
    }
    let scale = magnitude(specs, operations)

    // Either solver claiming errors its values deny is a fault whatever the other did. Values
    // can be differences of numbers as large as a constant over the smallest multiplier (1e6
    // through 0.01: 1e8), and are only as exact as those (README, "Precision of the solver").
    let smallest = specs.flatMap(\.terms).map { abs($0.coefficient) }.filter { $0 > 0 }.min() ?? 1
    let reach = scale / min(1, smallest)
    for (name, harness) in [("live", live), ("replayed", fresh)] {
        if let m = misreportedError(harness, operations: operations, scale: reach) {
            FuzzText.fail("after \(after): the \(name) solver claims an error of \(m.claimed) at priority \(m.priority), its values give \(m.actual)")
        }
    }
    checkRequiredConstraintsHeld(live, scale: scale, after: after)
    // A change of constant rejected at the tolerance leaves the two solvers with different
    // constants, an addition the live solver kept with different systems: each is checked on
    // its own, not against the other.
    let keptOnlyLive = rejected.keys.contains { live.solver.hasConstraint(live.constraint($0, specs)) }
    guard rejectedChanges.isEmpty && !keptOnlyLive else { return }
    let liveBroken = live.solver.brokenConstraints.map { live.index(of: $0.constraint) ?? -1 }
    let freshBroken = fresh.solver.brokenConstraints.map { fresh.index(of: $0.constraint) ?? -1 }
    // A conflict as small as the solver's tolerance (1e-8) is judged by the path taken: one
    // solver spread 1.002e-8 over two equalities and kept the new one. Such a constraint may be
    // broken (or rejected) in one and not the other when both solutions hold it within rounding,
    // or when the one that broke it held it within rounding then.
    let differing = Set(liveBroken).symmetricDifference(freshBroken).filter { $0 >= 0 }
    let bothHold = differing.filter {
        holdsWithinRounding(live.constraint($0, specs)) && holdsWithinRounding(fresh.constraint($0, specs))
    }
    let brokeAtTheEdge = differing.filter { live.brokenAtTheEdge.contains($0) || fresh.brokenAtTheEdge.contains($0) }
        .union(differing.filter { keptAtTheEdge($0, live: live, fresh: fresh, specs: specs) })
    let onTheEdge = bothHold.union(brokeAtTheEdge)
    if liveBroken.filter({ !onTheEdge.contains($0) }) != freshBroken.filter({ !onTheEdge.contains($0) }) {
        FuzzText.fail("after \(after): broken constraints \(liveBroken) in the live solver, \(freshBroken) replayed")
    }
    // What held such a constraint then may have gone since (`x3 == 0` broken at x3 = 1.002e-8,
    // kept by the other): the two systems differ from there on.
    guard brokeAtTheEdge.isSubset(of: bothHold) else { return }
    // Highest priority first: the first level where the two differ decides which is better.
    var pathDependent = false
    var liveAhead = false  // ahead on a higher level by less than `close` tells apart, more than rounding
    for priority in Set(specs.map(\.priority)).filter({ $0 >= 1 && $0 < 1000 }).sorted(by: >) {
        let a = live.solver.error(at: Priority(priority)), b = fresh.solver.error(at: Priority(priority))
        if close(a, b, scale: scale) {
            if a < b - 1e-12 * max(1, scale, b) { liveAhead = true }
            continue
        }
        // At spans of coefficients like 1000 next to 0.001 the simplex can stop short of an optimum,
        // and where depends on the order of operations (ConditioningLimitTests). A live solver that
        // got further than the replay, with errors its values bear out (checked above), kept
        // nothing of a failed operation; one that did worse did. Priorities are strict: one that
        // is ahead on a higher level, by however little, may trade a lower level for it (1.7e-6
        // at 251 for 498 at 250).
        guard a < b || liveAhead else {
            FuzzText.fail("after \(after): error at priority \(priority) is \(a) live, \(b) replayed")
        }
        pathDependent = true
        break
    }
    // A variable no constraint mentions any more keeps its last value (as in kiwi): compare
    // only the ones the replayed solver still constrains.
    var constrained = Set<Int>()
    for constraint in fresh.solver.constraints {
        var sums: [Variable: Double] = [:]
        for term in constraint.expression.terms { sums[term.variable, default: 0] += term.coefficient }
        for (variable, sum) in sums where sum != 0 { constrained.insert(fresh.variables.firstIndex(of: variable)!) }
    }
    for (i, variable) in fresh.variables.enumerated() where fresh.solver.hasEditVariable(variable) { constrained.insert(i) }
    if !pathDependent && live.solver.ambiguousVariables().isEmpty && fresh.solver.ambiguousVariables().isEmpty {
        for i in constrained.sorted() where !close(live.variables[i].value, fresh.variables[i].value, scale: scale) {
            let a = live.variables[i], b = fresh.variables[i]
            FuzzText.fail("after \(after): \(a) = \(a.value) live, \(b.value) replayed (unique solution)")
        }
    }
}

/// The magnitudes in play: constants, changed constants and suggested values (a suggestion of
/// 1e6 through a cost rounded by 5e-11 moves an objective by 5e-5).
private func magnitude(_ specs: [ConstraintSpec], _ operations: [Operation]) -> Double {
    var scale = specs.reduce(1.0) { max($0, abs($1.constant)) }
    for operation in operations {
        switch operation {
        case let .suggest(_, value), let .update(_, value): if value.isFinite { scale = max(scale, abs(value)) }
        default: break
        }
    }
    return scale
}

/// Fails unless the solution holds every required constraint in the solver.
private func checkRequiredConstraintsHeld(_ live: Harness, scale: Double, after: String) {
    for constraint in live.solver.constraints where constraint.priority.isRequired {
        // The distance of the solution from the constraint's hyperplane (the residual over the
        // largest coefficient), relative to the magnitudes in play: with coefficients and
        // constants of 1e6, rounding leaves residuals near 1e-4 that are no violation.
        let largest = constraint.expression.terms.reduce(1.0) { max($0, abs($1.coefficient)) }
        let residual = constraint.expression.value / largest
        let size = constraint.expression.terms.reduce(scale) { max($0, abs($1.variable.value)) }
        let tolerance = 1e-6 * size
        let holds = switch constraint.relation {
        case .equal: abs(residual) <= tolerance
        case .lessThanOrEqual: residual <= tolerance
        case .greaterThanOrEqual: residual >= -tolerance
        }
        if !holds { FuzzText.fail("after \(after): required \(constraint) is off by \(residual)") }
    }
}
