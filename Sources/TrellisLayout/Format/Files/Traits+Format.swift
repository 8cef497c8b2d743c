// Name lists for messages ("expected compact or regular") on model enums that do not list their cases.
extension SizeClass: CaseIterable {
    public static var allCases: [SizeClass] { [.compact, .regular] }
}

extension StackAxis: CaseIterable {
    public static var allCases: [StackAxis] { [.horizontal, .vertical] }
}
