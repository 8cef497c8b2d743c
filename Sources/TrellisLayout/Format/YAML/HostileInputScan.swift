/// A pass over the raw text before the YAML library sees it, for what the library would do
/// badly with: anchors and aliases, and nesting deep enough to exhaust the stack.
///
/// Why not let Yams resolve aliases and count afterwards: Yams composes an alias as a second
/// reference to the anchored node, so `a: &a [x, x]`, `b: &b [*a, *a]`, … is small in memory
/// but exponential to walk, and Yams already hashes whole key nodes (to find duplicate keys)
/// while composing — a "billion laughs" key costs exponential time before we get control back.
/// Trellis files have no use for anchors, so they are rejected outright.
///
/// The scan knows just enough YAML (comments, quoted scalars, block scalars, flow collections,
/// plain scalars) to tell `*alias` from `a.width == b.width *2`. It errs on the side of caution:
/// a continuation line of a multi-line plain scalar that starts with `*x` or `&x` is rejected too.
struct HostileInputScan {
    private let bytes: [UInt8]
    private let path: String
    private let maxDepth: Int
    private let maxNodes: Int

    init(text: String, path: String, limits: FormatLimits) {
        self.bytes = Array(text.utf8)
        self.path = path
        self.maxDepth = limits.maxYAMLDepth
        self.maxNodes = limits.maxYAMLNodes
    }

    private enum Byte {
        static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, cr: UInt8 = 0x0D
        static let hash: UInt8 = 0x23, amp: UInt8 = 0x26, star: UInt8 = 0x2A, bang: UInt8 = 0x21
        static let dash: UInt8 = 0x2D, question: UInt8 = 0x3F, colon: UInt8 = 0x3A, comma: UInt8 = 0x2C
        static let lbracket: UInt8 = 0x5B, rbracket: UInt8 = 0x5D, lbrace: UInt8 = 0x7B, rbrace: UInt8 = 0x7D
        static let dquote: UInt8 = 0x22, squote: UInt8 = 0x27, backslash: UInt8 = 0x5C
        static let pipe: UInt8 = 0x7C, gt: UInt8 = 0x3E, percent: UInt8 = 0x25, dot: UInt8 = 0x2E
    }

    private func isBlank(_ b: UInt8) -> Bool { b == Byte.space || b == Byte.tab }
    private func isBreak(_ b: UInt8) -> Bool { b == Byte.newline || b == Byte.cr }
    private func isFlowIndicator(_ b: UInt8) -> Bool {
        b == Byte.comma || b == Byte.lbracket || b == Byte.rbracket || b == Byte.lbrace || b == Byte.rbrace
    }

    /// Throws at the first anchor, alias, over-deep nesting or value past the node limit.
    func run() throws(FormatError) {
        var nodes = 0
        var i = 0
        var lineStart = 0
        var line = 1
        var flowDepth = 0
        // Indentation keys of open block collections: 2·column for mapping keys, 2·column+1 for
        // `- ` entries, so a sequence at its parent key's column still counts as a level.
        var blockStack: [Int] = []
        var atNodeStart = true
        // Column of the last block key or `-` on this line: a block scalar's content is
        // indented more than it.
        var lastStructureColumn = -1
        var blockScalarParent: Int? = nil
        var afterQuoted = false
        let n = bytes.count

        func column(_ index: Int) -> Int {
            var col = 1
            var j = lineStart
            while j < index {
                if bytes[j] & 0xC0 != 0x80 { col += 1 }
                j += 1
            }
            return col
        }
        func here(_ index: Int) -> SourceLocation { SourceLocation(file: path, line: line, column: column(index)) }
        func pushBlock(_ key: Int, at index: Int) throws(FormatError) {
            while let top = blockStack.last, top > key { blockStack.removeLast() }
            if blockStack.last.map({ $0 < key }) ?? true { blockStack.append(key) }
            if blockStack.count + flowDepth > maxDepth {
                throw FormatError(at: here(index), "nesting deeper than \(maxDepth) levels; flatten the file")
            }
        }
        func countNode(at index: Int) throws(FormatError) {
            nodes += 1
            if nodes > maxNodes {
                throw FormatError(at: here(index), "more than \(maxNodes) YAML values in one file")
            }
        }
        func next(_ index: Int) -> UInt8? { index + 1 < n ? bytes[index + 1] : nil }
        func endsToken(_ b: UInt8?) -> Bool { b == nil || isBlank(b!) || isBreak(b!) }

        while i < n {
            // Start of a line.
            lineStart = i
            var indent = 0
            while i < n, bytes[i] == Byte.space { indent += 1; i += 1 }
            if let parent = blockScalarParent {
                let blankLine = i >= n || isBreak(bytes[i])
                if blankLine || indent > parent {
                    while i < n, bytes[i] != Byte.newline { i += 1 }
                    i += 1; line += 1
                    continue
                }
                blockScalarParent = nil
            }
            if flowDepth == 0 {
                atNodeStart = true
                lastStructureColumn = -1
                if indent == 0, i < n, bytes[i] == Byte.percent {        // %YAML directive
                    while i < n, bytes[i] != Byte.newline { i += 1 }
                }
                if indent == 0, i + 2 < n, (bytes[i] == Byte.dash && bytes[i + 1] == Byte.dash && bytes[i + 2] == Byte.dash)
                    || (bytes[i] == Byte.dot && bytes[i + 1] == Byte.dot && bytes[i + 2] == Byte.dot),
                    i + 3 >= n || isBlank(bytes[i + 3]) || isBreak(bytes[i + 3]) {
                    i += 3                                                  // document marker
                    blockStack.removeAll()
                }
            }
            var previousBlank = true
            lineLoop: while i < n {
                let b = bytes[i]
                if b == Byte.newline { i += 1; line += 1; break lineLoop }
                if isBlank(b) || b == Byte.cr { previousBlank = true; i += 1; continue }
                if b == Byte.hash, previousBlank {                          // comment
                    while i < n, bytes[i] != Byte.newline { i += 1 }
                    continue
                }
                defer { previousBlank = false }
                if atNodeStart {
                    afterQuoted = false
                    if b == Byte.amp || b == Byte.star {
                        if let c = next(i), !isBlank(c), !isBreak(c), !isFlowIndicator(c) {
                            throw FormatError(at: here(i), b == Byte.amp
                                ? "YAML anchors ('&name') are not supported; write the value out"
                                : "YAML aliases ('*name') are not supported; write the value out")
                        }
                        atNodeStart = false
                        i += 1
                    } else if b == Byte.bang {                              // tag: skip it, node follows
                        while i < n, !isBlank(bytes[i]), !isBreak(bytes[i]) { i += 1 }
                    } else if b == Byte.dash, flowDepth == 0, endsToken(next(i)) {
                        let col = column(i) - 1
                        try pushBlock(2 * col + 1, at: i)
                        lastStructureColumn = col
                        i += 1
                    } else if b == Byte.question, endsToken(next(i)) {
                        if flowDepth == 0 {
                            let col = column(i) - 1
                            try pushBlock(2 * col, at: i)
                            lastStructureColumn = col
                        }
                        i += 1
                    } else if b == Byte.colon, flowDepth > 0 || endsToken(next(i)) {
                        i += 1
                    } else if b == Byte.lbracket || b == Byte.lbrace {
                        try countNode(at: i)
                        flowDepth += 1
                        if blockStack.count + flowDepth > maxDepth {
                            throw FormatError(at: here(i), "nesting deeper than \(maxDepth) levels; flatten the file")
                        }
                        i += 1
                    } else if b == Byte.rbracket || b == Byte.rbrace {
                        if flowDepth > 0 { flowDepth -= 1 }
                        atNodeStart = false
                        i += 1
                    } else if b == Byte.comma, flowDepth > 0 {
                        i += 1
                    } else if b == Byte.dquote || b == Byte.squote {
                        try countNode(at: i)
                        if flowDepth == 0 {
                            let col = column(i) - 1
                            try pushBlock(2 * col, at: i)
                            lastStructureColumn = col
                        }
                        i = skipQuoted(from: i, line: &line, lineStart: &lineStart)
                        atNodeStart = false
                        afterQuoted = true
                    } else if (b == Byte.pipe || b == Byte.gt), flowDepth == 0 {
                        blockScalarParent = max(lastStructureColumn, indent - 1)
                        while i < n, bytes[i] != Byte.newline { i += 1 }
                    } else {                                                // a plain scalar starts
                        try countNode(at: i)
                        if flowDepth == 0 {
                            let col = column(i) - 1
                            try pushBlock(2 * col, at: i)
                            lastStructureColumn = col
                        }
                        atNodeStart = false
                        i += 1
                    }
                } else {
                    if b == Byte.colon, afterQuoted || flowDepth > 0 || endsToken(next(i)) {
                        atNodeStart = true
                    } else if b == Byte.comma, flowDepth > 0 {
                        atNodeStart = true
                    } else if b == Byte.lbracket || b == Byte.lbrace, flowDepth > 0 {
                        flowDepth += 1
                        atNodeStart = true
                        if blockStack.count + flowDepth > maxDepth {
                            throw FormatError(at: here(i), "nesting deeper than \(maxDepth) levels; flatten the file")
                        }
                    } else if b == Byte.rbracket || b == Byte.rbrace, flowDepth > 0 {
                        flowDepth -= 1
                    }
                    afterQuoted = false
                    i += 1
                }
            }
        }
    }

    /// Index just past the closing quote of the quoted scalar opening at `start`.
    private func skipQuoted(from start: Int, line: inout Int, lineStart: inout Int) -> Int {
        let quote = bytes[start]
        var i = start + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == Byte.newline { line += 1; lineStart = i + 1; i += 1; continue }
            if quote == Byte.dquote, b == Byte.backslash {
                i += (i + 1 < bytes.count && bytes[i + 1] == Byte.newline) ? 1 : 2
                continue
            }
            if b == quote {
                if quote == Byte.squote, i + 1 < bytes.count, bytes[i + 1] == Byte.squote { i += 2; continue }
                return i + 1
            }
            i += 1
        }
        return i
    }
}
