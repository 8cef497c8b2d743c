import FuzzSupport
import TrellisLayout

/// Visual Format Language lines (`H:|-16-[a(>=120)]-8-[b(==a)]-16-|`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzText.string(data, count)
    do {
        try ExpressionCheck.visualFormat(text)
    } catch {
        if error.location.line != 1 || error.location.column < 1 {
            FuzzText.fail("error location \(error.location) outside the expression")
        }
    }
    return 0
}
