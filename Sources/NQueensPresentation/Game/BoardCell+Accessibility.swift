import NQueensLocalization

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
        var parts = [
            hasQueen
                ? (isGiven ? tr(context: "square", "given queen") : tr(context: "square", "queen"))
                : annotation == .marked ? tr(context: "square", "marked") : tr(context: "square", "empty")
        ]
        if isConflicting { parts.append(tr(context: "square", "in conflict")) }
        if !hasQueen && isRuledOut { parts.append(tr(context: "square", "ruled out")) }
        if !hasQueen && isAttacked { parts.append(tr(context: "square", "attacked")) }
        switch hint {
        case .place: parts.append(tr(context: "square", "hint: place a queen here"))
        case .remove: parts.append(tr(context: "square", "hint: remove this queen"))
        case nil: break
        }
        return DisplayText.phrase(parts)
    }

    /// The square's region in words, such as "orange region"; `nil` on a classic board.
    public var regionName: String? {
        // TRANSLATORS: a square's region for screen readers; %s is its colour: orange region.
        region.map { tr("%s region", RegionPalette.color(ofRegion: $0).name) }
    }

    /// The square's name, its region in a regions game, and its state in one phrase, such as "e4, queen, in
    /// conflict" or "c3, orange region, empty": what a screen reader says.
    public var accessibilityLabel: String {
        DisplayText.phrase([accessibilityName, regionName, accessibilityState].compactMap { $0 })
    }

    /// What activating the square does in a game, for assistive technologies: "Places a queen." on an empty
    /// square, "Removes the queen." on a queen, "A given queen stays." on a puzzle's given.
    public var accessibilityActionHint: String {
        accessibilityActionHint(cyclingMarks: false)
    }

    /// What activating the square does, when clicks `cyclingMarks` (empty → ✕ → queen) or not: as
    /// `accessibilityActionHint`, but an empty square that is not crossed yet "Marks the square." when cycling.
    public func accessibilityActionHint(cyclingMarks: Bool) -> String {
        if isGiven { return tr("A given queen stays.") }
        if hasQueen { return tr("Removes the queen.") }
        return cyclingMarks && annotation == nil ? tr("Marks the square.") : tr("Places a queen.")
    }

    /// The name of the square's mark action for assistive technologies ("Mark" or "Remove mark"), or `nil` where
    /// the player cannot mark (a queen's square, a square a hint ruled out).
    public var markActionName: String? {
        guard !hasQueen, !isRuledOut else { return nil }
        return isMarked ? tr("Remove mark") : tr(context: "action", "Mark")
    }
}
