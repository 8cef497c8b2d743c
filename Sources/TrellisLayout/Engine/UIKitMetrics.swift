/// UIKit defaults the engine applies where a screen file says nothing.
enum UIKitMetrics {
    /// `UIView.layoutMargins` of a view that is not a view controller's root.
    static let defaultViewMargin = 8.0

    /// A borderless `UITextField` keeps its text 2 pt from each side: its intrinsic width is its
    /// text's plus 4 (an iOS 12 document's fields of 14 pt, "TOP" and "BOTTOM", are saved 32 and 64
    /// wide). A rounded-rect one's is `ControlMetrics.textFieldHorizontalPadding(sdk:)`.
    static let borderlessTextFieldHorizontalInset = 2.0

    /// `UITextView`: `textContainer.lineFragmentPadding` each side, `textContainerInset` top and bottom.
    static let textViewLineFragmentPadding = 5.0
    static let textViewContainerInset = 8.0

    /// UIKit's priorities for a view type's content hugging and compression resistance: hugging 250
    /// (labels and image views 251, switches 750), compression resistance 750.
    static func defaultPriorities(for kind: ViewKind) -> (hugging: (horizontal: Double, vertical: Double),
                                                          compression: (horizontal: Double, vertical: Double)) {
        let hugging: Double = switch kind {
        case .label, .image: 251
        case .switch: 750
        default: 250
        }
        return ((hugging, hugging), (750, 750))
    }

    /// Trellis's own floor for view sizes: above every priority UIKit or a file uses short of required.
    static let nonNegativeSizePriority = 999.9

}
