import Foundation

/// Faces measured with an open font's own tables (`OpenFaceMetrics.generated.swift`, from Debian's
/// fonts-liberation, fonts-dejavu-core, fonts-open-sans, fonts-roboto-unhinted and fonts-lato by
/// `scripts/generate-open-face-metrics.py`). iOS faces with a free twin made to the same advances
/// and vertical metrics: Helvetica and Arial as Liberation Sans, Times New Roman as Liberation
/// Serif, Courier New and Courier as Liberation Mono, Menlo as DejaVu Sans Mono. Open fonts apps
/// bundle are their own twins: Open Sans, Roboto, Lato.
/// A weight measures with the nearest cut read (the Liberation and DejaVu twins have a regular and
/// a bold one: lighter weights and medium measure as regular, semibold and heavier as bold). No
/// kerning and no tracking (UIKit tracks only the system font).
/// The tables are Inter's format (`InterMetrics.GeneratedFace`) in the twin's own em.
enum OpenFaceMetrics {
    /// Each family's face for every weight, decoded once: the nearest cut read, the heavier of two
    /// as near.
    private static let decoded: [FontFamily: [FontWeight: FontFace]] = {
        let order = FontWeight.allCases
        var table: [FontFamily: [FontWeight: FontFace]] = [:]
        for (family, twin) in twins {
            guard let known = FontFamily(rawValue: family) else { preconditionFailure("twin of an unknown family \(family)") }
            var cuts: [(rank: Int, face: FontFace)] = []
            for (name, generated) in faces where name.hasPrefix(twin + "-") {
                guard let weight = FontWeight(rawValue: String(name.dropFirst(twin.count + 1))) else {
                    preconditionFailure("generated face \(name) of an unknown weight")
                }
                cuts.append((order.firstIndex(of: weight)!, FontFace(generated.face, unitsPerEm: generated.unitsPerEm)))
            }
            var byWeight: [FontWeight: FontFace] = [:]
            for (rank, weight) in order.enumerated() {
                let nearest = cuts.min { a, b in
                    let (da, db) = (abs(a.rank - rank), abs(b.rank - rank))
                    return da != db ? da < db : a.rank > b.rank
                }
                byWeight[weight] = nearest?.face
            }
            table[known] = byWeight
        }
        return table
    }()

    /// The face a family measures with at a weight, if it has open tables.
    static func face(_ family: FontFamily, weight: FontWeight) -> FontFace? {
        decoded[family]?[weight]
    }
}
