import NQueensPresentation

/// The victory sheet over the solved game: the congratulation, what the win did to the album (with a banner when
/// it completed a size's), the figures, the streak, a personal best, the result to share (and, once `y` copied it,
/// that it is on the clipboard), and Done, Play again and Album.
@MainActor
enum VictoryView {
    /// The smallest screen the sheet needs.
    static let minimumSize = GridSize(width: 40, height: 18)

    /// Draws the sheet centred on the canvas; `copied` when the share text was just copied.
    static func draw(_ victory: VictoryViewModel, copied: Bool, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        canvas.beginModalLayer()
        let roomy = canvas.size.height >= 22
        let stats = victory.stats
        let albumNews = victory.albumLines.filter { $0 != victory.celebrationText }.map(context.text)
        // Wide enough for the share text and the album's news on one line each where the terminal allows (up to 72
        // columns); narrower terminals wrap the news.
        let widest = albumNews.map(\.displayWidth).reduce(victory.shareText.displayWidth, max)
        let width = min(max(46, min(72, widest + 6)), canvas.size.width - 2)
        let footnote =
            victory.problem.map { (context.text($0), theme.tone(.danger, on: theme.surface)) }
            ?? (context.text(victory.shareText), theme.cardSecondary)
        let footnoteLines = TextLayout.wrap(footnote.0, width: width - 4, maximumLines: 2)
        let copiedLine = copied ? [context.text("\(context.glyphs.checkMark) Copied: paste it to share")] : []
        let albumLines = albumNews.flatMap { TextLayout.wrap($0, width: width - 4, maximumLines: 2) }
        let banner = victory.celebrationText.map { text in
            context.glyphs.unicode ? "★ \(text) ★" : "* \(text) *"
        }
        let albumRows = albumLines.count + (banner == nil ? 0 : 1)
        let height =
            stats.count + (roomy ? 13 : 8) + max(0, footnoteLines.count - 1) + copiedLine.count + albumRows
        let rect = canvas.bounds.centered(GridSize(width: width, height: min(height, canvas.size.height)))
        canvas.drawPanel(rect, title: nil, context: context)
        canvas.addHotspot(rect, .ignore)
        let inner = rect.insetBy(dx: 2, dy: 1)
        var y = inner.minY + (roomy ? 1 : 0)
        let crown = QueenAppearance(.crown).character(ascii: !context.glyphs.unicode)
        canvas.grid.put(
            "\(crown) \(crown) \(crown)", row: y, alignedTo: .center, in: inner,
            style: CellStyle(foreground: theme.streak, background: theme.surface, attributes: .bold))
        canvas.grid.put(
            victory.title, row: y + 1, alignedTo: .center, in: inner,
            style: CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold))
        canvas.grid.put(context.text(victory.message), row: y + 2, alignedTo: .center, in: inner, style: theme.card)
        y += 3
        if let best = victory.personalBestText {
            canvas.grid.put(
                context.text("\(context.glyphs.checkMark) \(best)"), row: y, alignedTo: .center, in: inner,
                style: CellStyle(foreground: theme.hint, background: theme.surface, attributes: .bold))
        }
        y += 1
        if let banner {
            let style = CellStyle(
                foreground: theme.textOnAccent, background: theme.streak,
                attributes: theme.isMonochrome ? [.bold, .reverse] : .bold)
            let row = GridRect(x: inner.minX, y: y, width: inner.width, height: 1)
            canvas.grid.fill(row, style: style)
            canvas.grid.put(context.text(banner), row: y, alignedTo: .center, in: row, style: style)
            y += 1
        }
        let newsStyle = CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold)
        for (index, line) in albumLines.enumerated() {
            canvas.grid.put(line, row: y, alignedTo: .center, in: inner, style: index == 0 ? newsStyle : theme.card)
            y += 1
        }
        y += roomy ? 1 : 0
        let card = GridRect(x: inner.minX, y: y, width: inner.width, height: stats.count)
        let cardStyle = CellStyle(
            foreground: theme.text, background: theme.surfaceSelected, attributes: theme.isMonochrome ? .reverse : [])
        canvas.grid.fill(card, style: cardStyle)
        for (offset, stat) in stats.enumerated() {
            let row = GridRect(x: card.minX + 2, y: y + offset, width: card.width - 4, height: 1)
            canvas.grid.put(stat.label, at: row.origin, style: cardStyle.withForeground(theme.secondaryText))
            canvas.grid.put(
                context.text(stat.value), row: row.minY, alignedTo: .trailing, in: row, style: cardStyle.adding(.bold))
        }
        y = card.maxY + (roomy ? 1 : 0)
        y = canvas.putLines(footnoteLines, from: y, in: inner, alignment: .center, style: footnote.1)
        y = canvas.putLines(
            copiedLine, from: y, in: inner, alignment: .center,
            style: CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold))
        y += roomy ? 1 : 0
        let count = victory.offersAlbum ? 3 : 2
        let buttonWidth = min(16, (inner.width - count + 1) / count)
        let left = inner.minX + (inner.width - count * buttonWidth - (count - 1)) / 2
        let done = GridRect(x: left, y: y, width: buttonWidth, height: 1)
        let again = GridRect(x: left + buttonWidth + 1, y: y, width: buttonWidth, height: 1)
        canvas.drawButton(
            "Done  Enter", in: done, style: theme.button, focused: false, action: .victory(.done), context: context)
        canvas.drawButton(
            "Play again  n", in: again, style: theme.secondaryButton, focused: false, action: .victory(.playAgain),
            context: context)
        guard victory.offersAlbum else { return }
        let album = GridRect(x: left + 2 * (buttonWidth + 1), y: y, width: buttonWidth, height: 1)
        canvas.drawButton(
            "Album  a", in: album, style: theme.secondaryButton, focused: false, action: .victory(.showAlbum),
            context: context)
    }

    /// Draws the confetti falling at this moment, over what is drawn and under the sheet; the `grand` burst of a
    /// completed album is mostly stars in the streak's gold.
    static func drawConfetti(grand: Bool = false, context: ScreenContext, on canvas: inout Canvas) {
        let theme = context.theme
        let colors =
            grand
            ? [theme.streak, theme.hint, theme.streak, theme.accent, theme.streak, theme.queen, theme.hint]
            : [theme.accent, theme.hint, theme.streak, theme.conflict, theme.cursor, theme.queen, theme.accent]
        let glyphs = grand ? context.glyphs.grandConfetti : context.glyphs.confetti
        for piece in context.motion.confettiPieces(in: canvas.size) {
            let background = canvas.grid.cell(at: piece.position)?.style.background ?? theme.background
            let style = CellStyle(
                foreground: colors[piece.color % colors.count], background: background,
                attributes: theme.isMonochrome ? [] : .bold)
            canvas.grid.put(glyphs[piece.glyph % glyphs.count], at: piece.position, style: style)
        }
    }
}
