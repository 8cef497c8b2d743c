// Placeholder until the solver lands.
public final class Solver { public init() {} }
