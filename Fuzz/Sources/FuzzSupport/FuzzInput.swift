import Foundation

/// The bytes libFuzzer hands a target, read front to back as small choices.
///
/// Reading past the end yields zeros, so every byte string is a valid (if short) program.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = count > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: count)) : []
    }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound` (bound > 0).
    public mutating func choose(_ bound: Int) -> Int { Int(byte()) % bound }

    /// One of `values`, picked by the next byte.
    public mutating func pick<T>(_ values: [T]) -> T { values[choose(values.count)] }
}

/// Helpers shared by the targets that read text.
public enum FuzzText {
    /// The input as UTF-8 text, invalid sequences repaired (the text parsers take `String`s).
    public static func string(_ data: UnsafePointer<UInt8>?, _ count: Int) -> String {
        guard let data, count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    }

    /// The raw bytes, for entry points that check the encoding themselves.
    public static func data(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let data, count > 0 else { return Data() }
        return Data(bytes: data, count: count)
    }

    /// The separator between files in one input of the file and layout targets: a YAML comment
    /// line, so a seed made of several files is still one readable YAML text.
    public static let fileSeparator = "\n#%%\n"

    /// Splits an input into files: every part but the last is a component (or device) file,
    /// the last is the screen.
    public static func files(_ text: String) -> [String] {
        text.components(separatedBy: fileSeparator)
    }

    /// Stops the process so libFuzzer records the input as a crash, with a message saying which
    /// property failed (an oracle, not a Swift runtime trap).
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz oracle failed: \(message)\n".utf8))
        abort()
    }
}
