// MARK: - Telling states apart without colour

/// A shape a square carries so that its state reads without colour: every front end draws these (a glyph, a
/// badge, a frame), and colour only adds to them.
///
/// The states the board can show each have their own set of cues (`BoardCell.cues`): a queen; a given queen
/// (framed); a queen in conflict (with a badge); a square your queens attack (a dot); the hint's square (corner
/// brackets, and a diamond where it says to place); a square a hint ruled out (the hint's stamp: a cross in a
/// ring); the player's own mark (a bold cross, no ring); the cursor (an outline).
public enum SquareCue: Hashable, Sendable, CaseIterable {
    /// A queen's glyph.
    case queen
    /// A frame inside the square's edge: a puzzle's given queen.
    case givenFrame
    /// A badge with a bang on the queen: it attacks another queen.
    case conflictBadge
    /// A small dot: some queen attacks this empty square (when attacked squares are shown).
    case attackedDot
    /// Brackets at the square's corners: the hint shown is about this square.
    case hintBrackets
    /// A diamond: the hint says to place a queen here.
    case hintDiamond
    /// A thin cross in a ring: a hint proved no queen goes here.
    case ruledOutStamp
    /// A bold cross: the player's own mark.
    case playerMark
    /// An outline around the square: the keyboard cursor.
    case cursorOutline
}

extension BoardCell {
    /// The cues this square shows, in drawing order (under to over).
    public var cues: [SquareCue] {
        var cues: [SquareCue] = []
        if isGiven { cues.append(.givenFrame) }
        switch annotation {
        case .ruledOut: cues.append(.ruledOutStamp)
        case .marked: cues.append(.playerMark)
        case nil: if isAttacked && !hasQueen && hint == nil { cues.append(.attackedDot) }
        }
        if hint != nil { cues.append(.hintBrackets) }
        if hint == .place { cues.append(.hintDiamond) }
        if hasQueen { cues.append(.queen) }
        if isConflicting { cues.append(.conflictBadge) }
        if isCursor { cues.append(.cursorOutline) }
        return cues
    }
}
