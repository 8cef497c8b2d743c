/// `$param` substitution in a component's views and constraints.
///
/// A value that is exactly `$name` is replaced by the parameter's value — with that value's own
/// type and location, so `lines: $lines` reads a number and a bad value is reported where it
/// was written (the instance's `params:` or the component's defaults). `$name` inside longer
/// text is replaced by the value's text (`"Hello, $name!"`); `$$` writes one `$`. A `$` not
/// followed by a letter or `_` (`$5`) is kept as is. Keys are never substituted. Screens have
/// no parameters, so a `$` in a screen is plain text.
struct ParameterSubstitution {
    let parameters: [String: YAMLScalar]
    let componentName: String

    func apply(_ value: YAMLValue) throws(FormatError) -> YAMLValue {
        switch value {
        case let .scalar(scalar):
            return .scalar(try apply(scalar))
        case let .sequence(items, location):
            var result: [YAMLValue] = []
            result.reserveCapacity(items.count)
            for item in items { result.append(try apply(item)) }
            return .sequence(result, location)
        case var .mapping(mapping):
            for index in mapping.entries.indices {
                mapping.entries[index].value = try apply(mapping.entries[index].value)
            }
            return .mapping(mapping)
        }
    }

    func apply(_ scalar: YAMLScalar) throws(FormatError) -> YAMLScalar {
        guard scalar.text.contains("$") else { return scalar }
        let scalars = Array(scalar.text.unicodeScalars)
        if scalars.first == "$", let name = name(in: scalars, from: 1), name.count + 1 == scalars.count {
            return try value(of: name, in: scalar, at: 0)
        }
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "$" {
                if i + 1 < scalars.count, scalars[i + 1] == "$" {
                    result.append("$")
                    i += 2
                    continue
                }
                if let name = name(in: scalars, from: i + 1) {
                    result.append(contentsOf: try value(of: name, in: scalar, at: i).text.unicodeScalars)
                    i += 1 + name.count
                    continue
                }
            }
            result.append(scalars[i])
            i += 1
        }
        var substituted = scalar
        substituted.text = String(result)
        return substituted
    }

    private func name(in scalars: [Unicode.Scalar], from start: Int) -> String? {
        func isStart(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        guard start < scalars.count, isStart(scalars[start]) else { return nil }
        var end = start
        while end < scalars.count, isStart(scalars[end]) || (scalars[end] >= "0" && scalars[end] <= "9") { end += 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    private func value(of name: String, in scalar: YAMLScalar, at offset: Int) throws(FormatError) -> YAMLScalar {
        guard let value = parameters[name] else {
            let known = parameters.keys.sorted()
            throw FormatError(at: scalar.location(atOffset: offset), "unknown param '$\(name)' in component \(componentName)"
                              + (known.isEmpty ? "; the component declares no params" : "; expected one of " + known.map { "$" + $0 }.joined(separator: ", "))
                              + Suggestion.didYouMean(name, among: known))
        }
        return value
    }
}
