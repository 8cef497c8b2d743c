import PropertyBased
import Testing
import TrellisLayout

/// Random valid screens: the engine never crashes, every frame is finite, and every required
/// constraint the engine did not report as broken holds in the frames it returns.
@Suite struct RandomScreenPropertyTests {
    private static let distributions = StackDistribution.allCases.map(\.rawValue)
    private static let alignments = ["fill", "leading", "center", "trailing", "firstBaseline"]

    /// A screen built deterministically from random numbers: plain views, labels and images,
    /// one stack, and constraints between them of every relation and a few priorities.
    struct RandomScreen {
        var yaml = ""
        var required: [(name: String, first: LayoutAnchor, relation: LayoutRelation, second: LayoutAnchor?, multiplier: Double, constant: Double)] = []

        init(_ genes: [Int]) {
            var views: [String] = []
            var lines: [String] = ["screen: Random", "views:"]
            for (index, gene) in genes.prefix(8).enumerated() {
                let id = "v\(index)"
                views.append(id)
                switch gene % 3 {
                case 0: lines.append("  - view: \(id)")
                case 1: lines += ["  - label: \(id)", "    text: word \(String(repeating: "text ", count: gene % 7))", "    lines: \(gene % 2)"]
                default: lines += ["  - image: \(id)", "    size: {width: \(gene % 90 + 10), height: \(gene % 50 + 10)}"]
                }
            }
            let stackGene = genes.first ?? 0
            lines += ["  - stack: s", "    axis: \(stackGene % 2 == 0 ? "horizontal" : "vertical")",
                      "    distribution: \(RandomScreenPropertyTests.distributions[stackGene % 5])",
                      "    alignment: \(RandomScreenPropertyTests.alignments[stackGene / 5 % 5])",
                      "    spacing: \(stackGene % 13)", "    arranged:",
                      "      - image: s0", "        size: {width: 30, height: 20}",
                      "      - label: s1", "        text: stacked", "      - view: s2"]
            views += ["s", "root"]
            lines.append("constraints:")
            for (index, gene) in genes.enumerated() {
                let first = views[gene % (views.count - 1)]
                let second = views[(gene / 7) % views.count]
                let isSize = gene % 4 == 0
                let attributes: [LayoutAttribute] = isSize ? [.width, .height] : Self.axis(gene)
                let a1 = attributes[(gene / 3) % attributes.count], a2 = attributes[(gene / 11) % attributes.count]
                let relation: LayoutRelation = [.equal, .lessOrEqual, .greaterOrEqual][(gene / 5) % 3]
                let priority = [1000, 1000, 750, 250, 999][(gene / 13) % 5]
                let multiplier = isSize ? [1, 0.5, 2][(gene / 17) % 3] : 1.0
                let constant = Double((gene / 19) % 200) - 50
                let name = "c\(index)"
                lines.append("  - \(first).\(a1) \(relation.rawValue) \(second).\(a2) * \(multiplier) + \(constant) @\(priority) as \(name)")
                if priority == 1000 {
                    required.append((name, Self.anchor(first, a1), relation, Self.anchor(second, a2), multiplier, constant))
                }
            }
            yaml = lines.joined(separator: "\n")
        }

        /// Position attributes of one axis; leading/trailing never mix with left/right (UIKit raises).
        private static func axis(_ gene: Int) -> [LayoutAttribute] {
            if gene % 8 >= 4 { return [.top, .bottom, .centerY] }
            return gene % 3 == 0 ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
        }

        private static func anchor(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor {
            LayoutAnchor(id == "root" ? .root : .view(id), attribute)
        }
    }

    @Test func randomScreensKeepEveryUnbrokenRequiredConstraint() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000).array(of: 1...14)) { genes in
            let screen = RandomScreen(genes)
            guard let result = try? layout(screen.yaml, "iphone-se/portrait/L") else {
                Issue.record("a generated screen did not parse:\n\(screen.yaml)")
                return
            }
            #expect(result.frames.values.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) })
            let broken = result.findings(.brokenConstraint).map(\.message).joined(separator: "\n")
            for constraint in screen.required where !broken.contains("'\(constraint.name)'") {
                let lhs = value(constraint.first, result)
                let rhs = (constraint.second.map { value($0, result) } ?? 0) * constraint.multiplier + constraint.constant
                let holds = switch constraint.relation {
                case .equal: abs(lhs - rhs) < 0.01
                case .lessOrEqual: lhs <= rhs + 0.01
                case .greaterOrEqual: lhs >= rhs - 0.01
                }
                #expect(holds, "\(constraint.name) does not hold: \(lhs) vs \(rhs)\n\(screen.yaml)")
            }
        }
    }

    private func value(_ anchor: LayoutAnchor, _ result: LayoutResult) -> Double {
        let frame: Frame = if case let .view(id) = anchor.item { result.frame(id) } else { rect(0, 0, 375, 667) }
        return switch anchor.attribute {
        case .left, .leading: frame.x
        case .right, .trailing: frame.maxX
        case .centerX: frame.x + frame.width / 2
        case .top: frame.y
        case .bottom, .firstBaseline, .lastBaseline: frame.maxY
        case .centerY: frame.y + frame.height / 2
        case .width: frame.width
        case .height: frame.height
        }
    }
}
