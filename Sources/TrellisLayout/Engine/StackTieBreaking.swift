/// How a `.fill` stack view settles a tie of hugging or compression resistance between its
/// arranged views.
///
/// Apple documents `UIStackView.Distribution.fill` as: "If there's any ambiguity, the stack view
/// resizes the arranged views based on their index in the `arrangedSubviews` array." It does not
/// say in which direction. What the evidence shows: with equal default hugging the *first* label of
/// a horizontal stack is the one stretched (ivanthinking.net, "Horizontal Stack Content Hugging":
/// three labels at 251, the first takes the spare width), and write-ups of UIKit's behaviour state
/// that among views at equal priorities the one added earlier is treated as the lower
/// (wsa.jianshu.io/p/9342baf08fd0, for compression resistance and hugging alike). So the earlier
/// arranged view gives way first: it is compressed first and stretched first.
///
/// Trellis models that by lowering each tied view's priority by a thousandth per later view it
/// ties with, so the solver's strict priorities settle the tie where UIKit does, and nothing is
/// left ambiguous. A thousandth stays clear of every priority a file can usefully write apart.
extension ConstraintBuilder {
    enum ContentPriority { case hugging, compression }

    /// A thousandth of a priority level per place in the tie.
    static let arrangedOrderStep = 0.001

    /// UIKit's hugging and compression resistance of a view, the file's values over the type's defaults.
    func contentPriority(_ kind: ContentPriority, of view: Scene.View, axis: StackAxis) -> Double {
        let defaults = UIKitMetrics.defaultPriorities(for: view.kind)
        let written = kind == .hugging ? view.properties.hugging : view.properties.compression
        let fallback = kind == .hugging ? defaults.hugging : defaults.compression
        return axis == .horizontal ? written?.horizontal ?? fallback.horizontal : written?.vertical ?? fallback.vertical
    }

    /// The priority a view's content-size constraint gets on `axis`: its own, lowered when it ties
    /// with later arranged views of a `.fill` stack along that stack's axis.
    func effectiveContentPriority(_ kind: ContentPriority, of view: Scene.View, axis: StackAxis) -> Double {
        let priority = contentPriority(kind, of: view, axis: axis)
        guard priority < 1000, let parent = view.parent.map({ scene.views[$0] }), parent.kind == .stack,
              (parent.properties.distribution ?? .fill) == .fill, (parent.properties.axis ?? .horizontal) == axis
        else { return priority }
        let tied = parent.children.map { scene.views[$0] }.filter { sibling in
            !sibling.isHidden && hasIntrinsicLength(sibling, axis: axis)
                && contentPriority(kind, of: sibling, axis: axis) == priority
        }
        guard tied.count > 1, let place = tied.firstIndex(where: { $0.index == view.index }) else { return priority }
        return priority - Double(tied.count - 1 - place) * Self.arrangedOrderStep
    }

    private func hasIntrinsicLength(_ view: Scene.View, axis: StackAxis) -> Bool {
        axis == .horizontal ? content[view.index]?.width != nil : content[view.index]?.height != nil
    }
}
