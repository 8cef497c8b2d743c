/// Reads one expression on its own, outside a file: a linear constraint, a VFL line or a trait
/// condition, exactly as it would be read from a `constraints:` or `when:` entry.
///
/// For tools that check a single string (editors, linters) and for the fuzz targets in `Fuzz/`,
/// which drive each expression parser without a YAML file around it.
///
/// ```swift
/// try ExpressionCheck.constraint("a.top == b.bottom + 8 @750")     // fine
/// try ExpressionCheck.visualFormat("H:|-[a]-[b(==a)]-|")             // 2 views
/// let condition = try ExpressionCheck.condition("textSize >= AX1 and not keyboard")
/// try ExpressionCheck.constraint("a.top == 1e9")   // FormatError "<expression>:1:12: … out of range"
/// ```
///
/// Errors are ``FormatError``s whose column points into `text` (line 1).
public enum ExpressionCheck {
    /// Checks a linear constraint (`ITEM.ATTR RELATION … [@ PRIORITY] [as ID] [when CONDITION]`).
    public static func constraint(_ text: String, path: String = "<expression>",
                                  options: FormatOptions = FormatOptions()) throws(FormatError) {
        _ = try ConstraintParser.parse(scalar(text, path), options: options)
    }

    /// Checks a Visual Format Language line (`H:|-[a]-8-[b(>=44)]-|`); returns how many views it names.
    @discardableResult
    public static func visualFormat(_ text: String, path: String = "<expression>",
                                    options: FormatOptions = FormatOptions()) throws(FormatError) -> Int {
        try VisualFormatParser.parse(scalar(text, path), options: options).views.count
    }

    /// Parses a trait condition (`textSize >= AX1 and (hClass == compact or rtl)`).
    public static func condition(_ text: String, path: String = "<expression>",
                                 options: FormatOptions = FormatOptions()) throws(FormatError) -> TraitCondition {
        try TraitConditionParser.parse(scalar(text, path), options: options)
    }

    private static func scalar(_ text: String, _ path: String) -> YAMLScalar {
        YAMLScalar(text: text, style: .plain, location: SourceLocation(file: path, line: 1, column: 1))
    }
}
