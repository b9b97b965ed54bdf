// MARK: - Colours by meaning, for front ends that colour with the palette directly

extension Palette {
    /// The fill of a square: an attack line over an attacked square over the plain light or dark square.
    ///
    /// The hint and the cursor are marks drawn over the fill, not part of it.
    public func squareColor(for cell: BoardCell) -> RGBColor {
        if cell.isOnAttackLine { return attackLine }
        if cell.isAttacked && !cell.hasQueen { return attacked }
        return cell.isLight ? lightSquare : darkSquare
    }

    /// The colour of the queen on a square: the conflict colour when it attacks another queen, the given colour for
    /// a puzzle's given queen.
    public func pieceColor(for cell: BoardCell) -> RGBColor {
        if cell.isConflicting { return conflict }
        return cell.isGiven ? given : queen
    }

    /// The colour of the mark on an empty square a puzzle's hint ruled out (a cross, say), or `nil` when it has none.
    public func ruledOutMarkColor(for cell: BoardCell) -> RGBColor? {
        cell.isRuledOut && !cell.hasQueen ? secondaryText : nil
    }

    /// The colour of the player's own mark (✕) on a square, or `nil` when it has none: the text colour, drawn
    /// bolder than a hint's cross.
    public func playerMarkColor(for cell: BoardCell) -> RGBColor? {
        cell.isMarked && !cell.hasQueen ? text : nil
    }

    /// The colour of a status line or message of `tone`.
    public func color(for tone: StatusTone) -> RGBColor {
        switch tone {
        case .neutral: return secondaryText
        case .warning: return hint
        case .danger: return conflict
        case .success: return accent
        }
    }

    /// The background of a banner of `tone`: the conflict surface for danger, the plain surface otherwise.
    public func bannerBackground(for tone: StatusTone) -> RGBColor {
        tone == .danger ? conflictSurface : surface
    }
}
