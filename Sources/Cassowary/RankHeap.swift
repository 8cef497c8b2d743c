/// A max-heap of (rank, symbol) for ``Tableau/expanded(_:)``.
struct RankHeap {
    private var items: [(rank: Int, symbol: Symbol)] = []

    mutating func push(_ rank: Int, _ symbol: Symbol) {
        items.append((rank, symbol))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent].rank >= items[i].rank { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Symbol? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l].rank > items[m].rank { m = l }
                if r < items.count && items[r].rank > items[m].rank { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top.symbol
    }
}
