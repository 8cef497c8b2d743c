import FuzzSupport
import TrellisLayout

/// The linear constraint form (`a.top == b.bottom * 2 + 8 @750 as gap when rtl`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraint(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzText.string(data, count)
    do {
        try ExpressionCheck.constraint(text)
    } catch {
        if error.location.line != 1 || error.location.column < 1 {
            FuzzText.fail("error location \(error.location) outside the expression")
        }
    }
    return 0
}
