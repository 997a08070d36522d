/// "Did you mean …?" for a name that is not one of the allowed ones: manifests, the lint
/// configuration and rule IDs share it.
package enum NameSuggestion {
    /// The allowed name `name` most likely misspells: equal but for case, or at most two edits
    /// away (one for short names). Long names are not compared, to bound the work.
    package static func closest(_ name: String, in allowed: [String]) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        guard typed.count <= 40 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in allowed {
            let target = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(typed, target)
            let allowance = target.count <= 4 ? 1 : 2
            if distance <= allowance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
