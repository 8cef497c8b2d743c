import FuzzSupport
import TrellisLayout

/// Trait conditions (`textSize >= AX1 and not (keyboard or rtl)`). A condition that parses must
/// print as text that parses back to the same condition (the importer's emitter relies on it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCondition(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzText.string(data, count)
    guard let condition = try? ExpressionCheck.condition(text) else { return 0 }
    let printed = condition.description
    do {
        let again = try ExpressionCheck.condition(printed)
        if again != condition { FuzzText.fail("'\(text)' prints as '\(printed)', which reads back differently") }
    } catch {
        FuzzText.fail("'\(text)' prints as '\(printed)', which does not parse: \(error)")
    }
    return 0
}
