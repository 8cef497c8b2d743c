import Foundation

/// iOS faces measured with the tables of a free twin made to the same advances and vertical
/// metrics (`OpenFaceMetrics.generated.swift`, from Debian's fonts-liberation and fonts-dejavu-core
/// by `scripts/generate-open-face-metrics.py`): Helvetica and Arial as Liberation Sans, Times New
/// Roman as Liberation Serif, Courier New and Courier as Liberation Mono, Menlo as DejaVu Sans Mono.
/// The twins have a regular and a bold cut: lighter weights and medium measure as regular,
/// semibold and heavier as bold. No kerning and no tracking (UIKit tracks only the system font).
/// The tables are Inter's format (`InterMetrics.GeneratedFace`) in the twin's own em.
enum OpenFaceMetrics {
    /// The twin's regular and bold faces per family, decoded once.
    private static let decoded: [FontFamily: (regular: FontFace, bold: FontFace)] = {
        var cuts: [String: FontFace] = [:]
        func cut(_ name: String) -> FontFace {
            if let face = cuts[name] { return face }
            guard let generated = faces[name] else { preconditionFailure("no generated face \(name)") }
            let face = FontFace(generated.face, unitsPerEm: generated.unitsPerEm)
            cuts[name] = face
            return face
        }
        var table: [FontFamily: (regular: FontFace, bold: FontFace)] = [:]
        for (family, twin) in twins {
            guard let known = FontFamily(rawValue: family) else { preconditionFailure("twin of an unknown family \(family)") }
            table[known] = (cut(twin + "-regular"), cut(twin + "-bold"))
        }
        return table
    }()

    /// The face a family measures with at a weight, if a twin stands in for it.
    static func face(_ family: FontFamily, weight: FontWeight) -> FontFace? {
        guard let cuts = decoded[family] else { return nil }
        switch weight {
        case .ultraLight, .thin, .light, .regular, .medium: return cuts.regular
        case .semibold, .bold, .heavy, .black: return cuts.bold
        }
    }
}
