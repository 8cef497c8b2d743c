import Foundation
import FuzzSupport
import TrellisLayout

/// Screen, component and device files: bytes → `LayoutFile.parse(data:)` → component expansion.
/// Every outcome but a `FormatError` or a model is a finding (libFuzzer reports crashes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let files = FuzzText.files(FuzzText.string(data, count))
    var library = ComponentLibrary()
    for (index, text) in files.enumerated() {
        let path = index == files.count - 1 ? "Screen.yaml" : "Component\(index).yaml"
        let bytes = index == files.count - 1 && files.count == 1 ? FuzzText.data(data, count) : Data(text.utf8)
        do {
            switch try LayoutFile.parse(data: bytes, path: path) {
            case let .component(definition): try? library.add(definition)
            case let .screen(definition): _ = try? library.expand(definition)
            case .device: break
            }
        } catch {
            if error.location.file != path && !error.location.file.hasPrefix("Component") {
                FuzzText.fail("error names file '\(error.location.file)', read '\(path)'")
            }
            if error.location.line < 1 || error.location.column < 1 {
                FuzzText.fail("error location \(error.location) is not 1-based")
            }
        }
    }
    return 0
}
