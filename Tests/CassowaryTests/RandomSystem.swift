import Cassowary

/// A small deterministic PRNG so a property's integer seed reproduces a whole system.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random system whose required part is feasible by construction (it holds at a hidden
/// integer point), plus non-required constraints at a few priority levels that may clash.
struct RandomSystem {
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    let variables: [Variable]
    let specs: [Spec]
    let levels: [Priority]

    init(seed: Int, levels: [Priority] = [750, 500, 250], maxVariables: Int = 6) {
        var rng = SplitMix64(seed: seed)
        let n = Int.random(in: 2...maxVariables, using: &rng)
        variables = (0..<n).map { Variable("x\($0)") }
        let hidden = (0..<n).map { _ in Double(Int.random(in: -50...50, using: &rng)) }
        let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 1, 2, 3]
        func expression() -> [(Int, Double)] {
            let count = Int.random(in: 1...min(3, n), using: &rng)
            return Array((0..<n).shuffled(using: &rng).prefix(count)).map { ($0, coefficients.randomElement(using: &rng)!) }
        }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var specs: [Spec] = []
        for _ in 0..<Int.random(in: 1...n, using: &rng) {
            let terms = expression()
            let atHidden = terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
            let relation = relations.randomElement(using: &rng)!
            let slack = Double(Int.random(in: 0...10, using: &rng))
            let constant: Double
            switch relation {
            case .equal: constant = -atHidden
            case .lessThanOrEqual: constant = -atHidden - slack
            case .greaterThanOrEqual: constant = -atHidden + slack
            }
            specs.append(Spec(terms: terms, constant: constant, relation: relation, priority: .required))
        }
        for _ in 0..<Int.random(in: 1...(2 * n), using: &rng) {
            specs.append(Spec(
                terms: expression(), constant: Double(Int.random(in: -80...80, using: &rng)),
                relation: relations.randomElement(using: &rng)!, priority: levels.randomElement(using: &rng)!))
        }
        // Every variable gets a weakest wish so the optimum is bounded and mostly unique.
        for i in 0..<n {
            specs.append(Spec(terms: [(i, 1)], constant: Double(-Int.random(in: -20...20, using: &rng)),
                              relation: .equal, priority: levels.min()!))
        }
        specs.shuffle(using: &rng)
        self.specs = specs
        self.levels = levels.sorted(by: >)
    }

    func constraint(_ spec: Spec) -> Constraint {
        let expression = Expression(terms: spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant)
        return Constraint(expression, spec.relation, priority: spec.priority)
    }

    /// How far `spec` is from holding at `values` (0 when it holds).
    static func violation(_ spec: Spec, _ values: [Double]) -> Double {
        let e = spec.terms.reduce(spec.constant) { $0 + $1.1 * values[$1.0] }
        switch spec.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    func requiredHold(_ values: [Double], tolerance: Double) -> Bool {
        specs.allSatisfy { $0.priority != .required || Self.violation($0, values) <= tolerance }
    }

    /// Summed errors per level, highest priority first.
    func errors(_ values: [Double], of subset: [Spec]? = nil) -> [Double] {
        let chosen = subset ?? specs
        return levels.map { level in chosen.filter { $0.priority == level }.reduce(0) { $0 + Self.violation($1, values) } }
    }
}

/// `a` is lexicographically smaller than `b` by more than `tolerance` somewhere.
func lexicographicallyLess(_ a: [Double], _ b: [Double], tolerance: Double) -> Bool {
    for (x, y) in zip(a, b) {
        if x < y - tolerance { return true }
        if x > y + tolerance { return false }
    }
    return false
}
