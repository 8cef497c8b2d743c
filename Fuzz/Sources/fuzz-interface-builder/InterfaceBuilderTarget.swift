import Foundation
import FuzzSupport
import TrellisInterfaceBuilder

/// Interface Builder documents: XML bytes → `IBElement.parse` → the importer's translation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzText.data(data, count)
    _ = try? InterfaceBuilderImporter.importDocument(bytes, file: "Fuzz.storyboard")
    return 0
}
