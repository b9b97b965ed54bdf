import NQueensLocalization
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
        var buttons: [(title: String, key: String?, style: CellStyle, action: ScreenAction)] = [
            (tr("Done"), KeyName.enter, theme.button, .victory(.done)),
            (tr("Play again"), "n", theme.secondaryButton, .victory(.playAgain)),
        ]
        if victory.offersAlbum { buttons.append((tr("Album"), "a", theme.secondaryButton, .victory(.showAlbum))) }
        // The buttons' width with their keys, and without (a button's width is the widest one's).
        let neededWidth = buttons.map { Canvas.buttonWidth($0.title, key: $0.key, context: context) - 2 }.max() ?? 0
        let titlesWidth = buttons.map { Canvas.buttonWidth($0.title, context: context) }.max() ?? 0
        // Wide enough for the share text, the album's news and the buttons' titles on one line each where the
        // terminal allows (up to 72 columns); narrower terminals wrap the news and cut the titles.
        let buttonsWidth = buttons.count * titlesWidth + buttons.count - 1
        let widest = albumNews.map(\.displayWidth).reduce(max(victory.shareText.displayWidth, buttonsWidth), max)
        let width = min(max(46, min(72, widest + 6)), canvas.size.width - 2)
        let footnote =
            victory.problem.map { (context.text($0), theme.tone(.danger, on: theme.surface)) }
            ?? (context.text(victory.shareText), theme.cardSecondary)
        let footnoteLines = TextLayout.wrap(footnote.0, width: width - 4, maximumLines: 2)
        let copiedText = "\(context.glyphs.checkMark) " + tr("Copied: paste it to share")
        let copiedLine = copied ? TextLayout.wrap(context.text(copiedText), width: width - 4, maximumLines: 2) : []
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
            // The value keeps its room (up to half the row); the label takes the rest, cut when it must be.
            let value = canvas.grid.put(
                context.text(stat.value).truncated(toWidth: max(row.width / 2, row.width - 12)), row: row.minY,
                alignedTo: .trailing, in: row, style: cardStyle.adding(.bold))
            let label = GridRect(x: row.minX, y: row.minY, width: max(0, value.minX - 1 - row.minX), height: 1)
            canvas.grid.put(
                context.text(stat.label), row: row.minY, alignedTo: .leading, in: label,
                style: cardStyle.withForeground(theme.secondaryText))
        }
        y = card.maxY + (roomy ? 1 : 0)
        y = canvas.putLines(footnoteLines, from: y, in: inner, alignment: .center, style: footnote.1)
        y = canvas.putLines(
            copiedLine, from: y, in: inner, alignment: .center,
            style: CellStyle(foreground: theme.accent, background: theme.surface, attributes: .bold))
        y += roomy ? 1 : 0
        let count = buttons.count
        let room = (inner.width - count + 1) / count
        if neededWidth > room {
            // The keys are in the key bar too: leave them out rather than cut the titles.
            buttons = buttons.map { ($0.title, nil, $0.style, $0.action) }
        }
        let buttonWidth = min(max(16, neededWidth), room)
        let left = inner.minX + (inner.width - count * buttonWidth - (count - 1)) / 2
        for (index, button) in buttons.enumerated() {
            let rect = GridRect(x: left + index * (buttonWidth + 1), y: y, width: buttonWidth, height: 1)
            canvas.drawButton(
                button.title, key: button.key, in: rect, style: button.style, focused: false, action: button.action,
                context: context)
        }
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
