import Foundation

/// The embedded Inter metrics (`InterMetrics.generated.swift`), decoded once into `FontFace`s.
///
/// Inter stands in for SF Pro, which Apple does not license for redistribution: its proportions
/// are close (ascender + descender 1.21 em against SF Pro's 1.19) and widths of running text come
/// out within a few percent. Four weights are embedded; `FontFace.inter(for:)` maps the other
/// `FontWeight`s to the nearest of them.
enum InterMetrics {
    /// One weight's tables as generated: little-endian bytes in base64 (see the generator).
    struct GeneratedFace {
        var weight: FontWeight
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var capHeight: Int
        var xHeight: Int
        var fallbackAdvance: Int
        var kernLeftClassCount: Int
        var kernRightClassCount: Int
        var advancesBase64: String
        var kernLeftClassesBase64: String
        var kernRightClassesBase64: String
        var kernMatrixBase64: String
    }

    /// The covered scalars in slot order.
    static let scalars: [UInt32] = decodeUInt16(scalarsBase64).map(UInt32.init)

    /// Scalar → slot for scalars below `directLimit`; `noSlot` where the font has no glyph.
    static let directSlots: [UInt16] = {
        var table = [UInt16](repeating: noSlot, count: Int(directLimit))
        for (slot, scalar) in scalars.enumerated() where scalar < directLimit {
            table[Int(scalar)] = UInt16(slot)
        }
        return table
    }()

    /// The covered scalars at or above `directLimit`, ascending, and the slot of the first of them.
    static let upperScalars: [UInt32] = scalars.filter { $0 >= directLimit }
    static let upperFirstSlot = scalars.count - upperScalars.count

    static let noSlot = UInt16.max

    /// The slot of a scalar, or nil when Inter has no metrics for it.
    @inline(__always)
    static func slot(of scalar: UInt32) -> Int? {
        if scalar < directLimit {
            let slot = directSlots[Int(scalar)]
            return slot == noSlot ? nil : Int(slot)
        }
        var low = 0
        var high = upperScalars.count
        while low < high {
            let mid = (low + high) >> 1
            if upperScalars[mid] < scalar { low = mid + 1 } else { high = mid }
        }
        return low < upperScalars.count && upperScalars[low] == scalar ? upperFirstSlot + low : nil
    }

    static func decode(_ base64: String) -> [UInt8] {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
            preconditionFailure("corrupt generated font table; re-run scripts/generate-font-metrics.py")
        }
        return [UInt8](data)
    }

    static func decodeUInt16(_ base64: String) -> [UInt16] {
        let bytes = decode(base64)
        return stride(from: 0, to: bytes.count, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
    }

    static func decodeInt16(_ base64: String) -> [Int16] {
        decodeUInt16(base64).map { Int16(bitPattern: $0) }
    }

    /// Expands the zero-run encoding: a 0 is followed by the length of the run of zeros.
    static func decodeZeroRuns(_ base64: String, count: Int) -> [Int16] {
        let encoded = decodeInt16(base64)
        var values = [Int16]()
        values.reserveCapacity(count)
        var index = 0
        while index < encoded.count {
            if encoded[index] == 0 {
                values.append(contentsOf: repeatElement(0, count: Int(encoded[index + 1])))
                index += 2
            } else {
                values.append(encoded[index])
                index += 1
            }
        }
        precondition(values.count == count, "corrupt kerning table; re-run scripts/generate-font-metrics.py")
        return values
    }
}
