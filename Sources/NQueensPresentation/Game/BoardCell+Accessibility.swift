// MARK: - Accessibility

extension BoardCell {
    /// The square's name for assistive technologies, such as `e4` (1-based `row,column` past file `z`).
    public var accessibilityName: String {
        square.description
    }

    /// What stands on the square and what marks it, such as "queen, in conflict", "given queen", "marked" (the
    /// player's own mark) or "empty, ruled out" (a hint's).
    ///
    /// The keyboard cursor is not part of it: assistive technologies follow focus themselves.
    public var accessibilityState: String {
        var parts = [hasQueen ? (isGiven ? "given queen" : "queen") : annotation == .marked ? "marked" : "empty"]
        if isConflicting { parts.append("in conflict") }
        if !hasQueen && isRuledOut { parts.append("ruled out") }
        if !hasQueen && isAttacked { parts.append("attacked") }
        switch hint {
        case .place: parts.append("hint: place a queen here")
        case .remove: parts.append("hint: remove this queen")
        case nil: break
        }
        return parts.joined(separator: ", ")
    }

    /// The square's region in words, such as "orange region"; `nil` on a classic board.
    public var regionName: String? {
        region.map { "\(RegionPalette.color(ofRegion: $0).name) region" }
    }

    /// The square's name, its region in a regions game, and its state in one phrase, such as "e4, queen, in
    /// conflict" or "c3, orange region, empty": what a screen reader says.
    public var accessibilityLabel: String {
        [accessibilityName, regionName, accessibilityState].compactMap { $0 }.joined(separator: ", ")
    }

    /// What activating the square does in a game, for assistive technologies: "Places a queen." on an empty
    /// square, "Removes the queen." on a queen, "A given queen stays." on a puzzle's given.
    public var accessibilityActionHint: String {
        accessibilityActionHint(cyclingMarks: false)
    }

    /// What activating the square does, when clicks `cyclingMarks` (empty → ✕ → queen) or not: as
    /// `accessibilityActionHint`, but an empty square that is not crossed yet "Marks the square." when cycling.
    public func accessibilityActionHint(cyclingMarks: Bool) -> String {
        if isGiven { return "A given queen stays." }
        if hasQueen { return "Removes the queen." }
        return cyclingMarks && annotation == nil ? "Marks the square." : "Places a queen."
    }

    /// The name of the square's mark action for assistive technologies ("Mark" or "Remove mark"), or `nil` where
    /// the player cannot mark (a queen's square, a square a hint ruled out).
    public var markActionName: String? {
        guard !hasQueen, !isRuledOut else { return nil }
        return isMarked ? "Remove mark" : "Mark"
    }
}
