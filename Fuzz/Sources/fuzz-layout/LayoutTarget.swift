import Foundation
import FuzzSupport
import TrellisCatalog
import TrellisLayout

/// The whole `trellis layout` path: component and device files, then the screen, expanded,
/// solved at a profile and printed as the layout JSON. Every frame must be finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let files = FuzzText.files(FuzzText.string(data, count))
    let screenText = files[files.count - 1]
    let others = files.dropLast()

    var registry = DeviceRegistry.builtIn
    for text in others {
        if case let .device(device)? = try? LayoutFile.parse(text: text, path: "Device.yaml") {
            try? registry.register(device)
        }
    }
    let options = FormatOptions(resolveDevice: { [registry] in registry.canonicalID(for: $0) })
    var library = ComponentLibrary(options: options)
    for text in others {
        if case let .component(definition)? = try? LayoutFile.parse(text: text, path: "Component.yaml", options: options) {
            try? library.add(definition)
        }
    }
    guard let screen = try? ScreenFile.parse(screenText, path: "Screen.yaml", components: library).screen else { return 0 }

    let profiles = ["iphone-se/portrait/AX3", "iphone-14/landscape/L+keyboard", "ipad/portrait/XS+rtl",
                    "iphone-16-pro-max/portrait/AX5+keyboard+rtl"]
    guard let profile = try? Profile(key: profiles[count % profiles.count], registry: registry) else {
        FuzzText.fail("built-in profile \(profiles[count % profiles.count]) does not resolve")
    }
    let result = LayoutEngine().layout(screen, profile: profile)
    for (id, frame) in result.frames
    where !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
        FuzzText.fail("view \(id) has a non-finite frame \(frame)")
    }
    _ = result.json.serialized(pretty: true)
    return 0
}
