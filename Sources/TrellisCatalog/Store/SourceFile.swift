import Foundation
import TrellisLayout

/// A file's text and where it came from: what `register` reads and the catalog keeps.
///
/// ```swift
/// let files = try SourceFile.collect(["screens/", "components/Button.yaml"])
/// ```
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads files and walks directories (recursively, `.yaml`, `.yml` and `.json` files, sorted).
    /// A path that does not exist, or a file that is not UTF-8, is an input error.
    public static func collect(_ paths: [String]) throws(TrellisError) -> [SourceFile] {
        var files: [SourceFile] = []
        var errors: [FormatError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(FormatError(at: SourceLocation(file: path, line: 1, column: 1), "no such file or directory"))
                continue
            }
            var filePaths: [String] = []
            if isDirectory.boolValue {
                let base = URL(fileURLWithPath: path)
                let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
                while let url = enumerator?.nextObject() as? URL {
                    guard ["yaml", "yml", "json"].contains(url.pathExtension.lowercased()) else { continue }
                    let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
                    filePaths.append((path.hasSuffix("/") ? path : path + "/") + relative)
                }
                filePaths.sort()
            } else {
                filePaths = [path]
            }
            for filePath in filePaths {
                // A file past the format's size limit is refused from its size, before it is read.
                let limit = FormatLimits.standard.maxFileBytes
                if let size = (try? manager.attributesOfItem(atPath: filePath))?[.size] as? Int, size > limit {
                    errors.append(FormatError(at: SourceLocation(file: filePath, line: 1, column: 1),
                                              "file is \(size) bytes; the limit is \(limit) bytes"))
                    continue
                }
                guard let data = manager.contents(atPath: filePath) else {
                    errors.append(FormatError(at: SourceLocation(file: filePath, line: 1, column: 1), "cannot read file"))
                    continue
                }
                do {
                    files.append(SourceFile(path: filePath, text: try SourceText.decode(data, path: filePath)))
                } catch {
                    errors.append(error)
                }
            }
        }
        if !errors.isEmpty { throw .input(errors) }
        return files
    }
}
