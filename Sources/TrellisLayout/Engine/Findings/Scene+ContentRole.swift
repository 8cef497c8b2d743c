/// What a reader does with a view, for the findings that judge what is seen: `obscured` and
/// `overlap` are about content, never about the containers and backdrops that hold it.
enum ContentRole: Equatable {
    /// Labels, text views and web pages: something to read.
    case text
    /// Buttons, text fields, switches and views marked `interactive: true`: something to touch.
    case control
    /// An image view with an image (`size:`): a picture, unless text or a control lies on it.
    case picture
}

extension Scene.View {
    /// The view's role as content, or nil for containers (views, stacks, scroll views, component
    /// instances) and empty image views, which only hold or frame what is drawn.
    var contentRole: ContentRole? {
        if isInteractive { return .control }
        switch kind {
        case .label, .textView, .webView: return .text
        case .image: return properties.imageSize == nil ? nil : .picture
        default: return nil
        }
    }
}
