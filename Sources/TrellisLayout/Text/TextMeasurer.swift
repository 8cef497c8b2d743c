import Foundation

/// A label's size as UIKit's `intrinsicContentSize` gives it, and where its baselines are.
public struct LabelMeasurement: Hashable, Sendable {
    /// Widest visible line × visible lines, each rounded up to the device's pixel grid.
    public var size: Size
    /// Lines shown (at most the label's `numberOfLines` unless that is 0).
    public var lineCount: Int
    /// Lines the text needs at this width with no limit; more than `lineCount` means clipped text.
    public var neededLineCount: Int
    /// True when the text did not fit in the lines allowed (the last line ends in "…").
    public var isTruncated: Bool
    /// Distance from the label's top to its first baseline (`firstBaselineAnchor`).
    public var firstBaseline: Double
    /// Distance from the label's top to its last visible line's baseline (`lastBaselineAnchor`).
    public var lastBaseline: Double
}

/// Measures labels for the engine, many times a second and from many threads.
///
/// Results are cached per (text, font, line limit, width, scale) in a sharded, lock-protected
/// table, so re-solving a screen for another device or a second height-for-width pass costs a
/// dictionary lookup.
///
/// ```swift
/// let font = Font(style: .body, category: .ax3)            // 40 pt on 48 pt lines
/// let m = TextMeasurer.measure("Sign in to continue", font: font, maxLines: 0, width: 300, scale: 2)
/// m.size.height     // 96: a 47.74 pt line and the next 48 below it
/// m.neededLineCount // 2 ("Sign in to" / "continue"); m.size.width == 172
/// ```
public enum TextMeasurer {
    /// The label's intrinsic size for its text, font and `numberOfLines` (`maxLines`, 0 = unlimited).
    ///
    /// - `width` is the width the label wraps at (`preferredMaxLayoutWidth`, or the width the solver
    ///   gave it); nil lays the text out unwrapped, breaking only at newlines, which is also what a
    ///   one-line label's intrinsic width is.
    /// - Width: the widest visible line without the spaces where it wraps (a paragraph's last line
    ///   keeps its trailing ones, as unwrapped text does), rounded up to the pixel grid
    ///   (`1 / scale`) as UIKit rounds text sizes up to device pixels, and never more than `width`.
    /// - Height: one `font.lineHeight` plus `font.lineSpacing` for each further visible line,
    ///   rounded up to the pixel grid. Empty text measures 0 × 0, as an empty `UILabel` does.
    /// - Baselines: the first baseline is `font.baselineOffset` below the top (the glyph box
    ///   centred in the line box); each further line adds `font.lineSpacing`.
    public static func measure(_ text: String, font: Font, maxLines: Int, width: Double?, scale: Double) -> LabelMeasurement {
        let key = CacheKey(text: text, font: font, maxLines: maxLines, width: width, scale: scale)
        if let cached = cache.value(for: key) { return cached }
        let result = compute(text, font: font, maxLines: maxLines, width: width, scale: scale)
        cache.store(result, for: key)
        return result
    }

    /// `measure` without the cache (for benchmarks and tests).
    public static func compute(_ text: String, font: Font, maxLines: Int, width: Double?, scale: Double) -> LabelMeasurement {
        let lines: Int
        let needed: Int
        let truncated: Bool
        let textWidth: Double
        if let single = singleLineWidth(text, font: font), width.map({ single <= $0 }) ?? true {
            // Fast path, the common case: one paragraph that fits (or no width to wrap at).
            lines = text.isEmpty ? 0 : 1
            needed = lines
            truncated = false
            textWidth = single
        } else {
            // Widths only: no line strings unless the last line is truncated.
            var breaker = LineBreaker(font: font, maxWidth: width)
            let spans = breaker.breakLines(text)
            needed = spans.count
            truncated = maxLines > 0 && spans.count > maxLines
            lines = truncated ? maxLines : spans.count
            var widest = 0
            for span in spans.prefix(truncated ? maxLines - 1 : lines) {
                widest = max(widest, breaker.unitWidth(of: span))
            }
            textWidth = max(Double(widest) * font.advanceScale,
                            truncated ? breaker.truncatedLine(from: spans[maxLines - 1]).width : 0)
        }
        var measuredWidth = roundUp(textWidth, scale: scale)
        if let width, measuredWidth > width, textWidth <= width { measuredWidth = width }
        let height = lines == 0 ? 0 : roundUp(font.lineHeight + Double(lines - 1) * font.lineSpacing, scale: scale)
        let first = font.baselineOffset
        return LabelMeasurement(size: Size(width: measuredWidth, height: height), lineCount: lines,
                                neededLineCount: needed, isTruncated: truncated,
                                firstBaseline: first, lastBaseline: first + Double(max(lines - 1, 0)) * font.lineSpacing)
    }

    /// The width of text without newlines, in one pass and without allocating; nil if the text has
    /// a newline. Unwrapped, iOS counts trailing spaces: labels of one space at 17 pt are saved
    /// 4.5–5 pt wide, of ten spaces 44.5, "Info " 34 (`reference/sf-text`); only where a line
    /// breaks do they hang (the slow path).
    static func singleLineWidth(_ text: String, font: Font) -> Double? {
        var run = AdvanceRun(font: font)
        var total = 0
        for scalar in text.unicodeScalars {
            if LineBreaker.isNewline(scalar) { return nil }
            total += run.add(scalar.value)
        }
        return Double(total) * font.advanceScale
    }

    static func roundUp(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        // The tolerance keeps exact values (22 × 3 lines) from rounding up a whole pixel.
        return (value * scale - 1e-7).rounded(.up) / scale
    }

    struct CacheKey: Hashable, Sendable {
        var text: String
        var font: Font
        var maxLines: Int
        var width: Double?
        var scale: Double
    }

    private static let cache = MeasurementCache()
}

/// A thread-safe memo table: 16 shards, each a dictionary behind its own lock, each dropped
/// wholesale when it passes its capacity (a sweep revisits the same few thousand strings, so
/// eviction is rare and needs no recency bookkeeping).
final class MeasurementCache: @unchecked Sendable {
    private let shards: [Shard]
    private let capacityPerShard: Int

    private final class Shard {
        let lock = NSLock()
        var entries: [TextMeasurer.CacheKey: LabelMeasurement] = [:]
    }

    init(shardCount: Int = 16, capacity: Int = 64_000) {
        shards = (0..<shardCount).map { _ in Shard() }
        capacityPerShard = max(capacity / shardCount, 1)
    }

    private func shard(for key: TextMeasurer.CacheKey) -> Shard {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }

    func value(for key: TextMeasurer.CacheKey) -> LabelMeasurement? {
        let shard = shard(for: key)
        shard.lock.lock()
        defer { shard.lock.unlock() }
        return shard.entries[key]
    }

    func store(_ value: LabelMeasurement, for key: TextMeasurer.CacheKey) {
        let shard = shard(for: key)
        shard.lock.lock()
        defer { shard.lock.unlock() }
        if shard.entries.count >= capacityPerShard { shard.entries.removeAll(keepingCapacity: true) }
        shard.entries[key] = value
    }

    func removeAll() {
        for shard in shards {
            shard.lock.lock()
            shard.entries.removeAll()
            shard.lock.unlock()
        }
    }
}
