import NQueensLocalization
import NQueensPresentation

/// The Home screen: the streak, the title, Continue (when a game is in progress), today's daily and the strip of
/// the last 30 dailies, today's regions daily and its strip of 30, the board size, the statistics, the history, the
/// album, Start, the rule of the game, the display settings, and the key bar.
@MainActor
enum HomeView {
    /// The smallest screen Home needs.
    static let minimumSize = GridSize(width: 40, height: 14)

    /// The items shown, top to bottom: Continue only when there is a game to resume.
    static func items(_ home: HomeViewModel) -> [HomeItem] {
        HomeItem.allCases.filter { $0 != .resume || home.canResume }
    }

    /// The item the keyboard is on: `preferred` when shown, else Continue when there is a game in progress, else
    /// Start.
    static func focusedItem(_ home: HomeViewModel, preferred: HomeItem?) -> HomeItem {
        let items = items(home)
        if let preferred, items.contains(preferred) { return preferred }
        return home.canResume ? .resume : .start
    }

    /// The index of the selected day among the last 30 dailies of `kind`: `preferred` when it is one, else today's
    /// (the last).
    static func selectedDay(_ home: HomeViewModel, _ kind: DailyKind, preferred: Int?) -> Int {
        let count = home.recentDays(kind).count
        if let preferred, (0..<count).contains(preferred) { return preferred }
        return max(0, count - 1)
    }

    /// The selected day of each strip: `preferred`'s where it is one, else today's.
    static func selectedDays(_ home: HomeViewModel, preferred: [DailyKind: Int]) -> [DailyKind: Int] {
        Dictionary(
            uniqueKeysWithValues: DailyKind.allCases.map { ($0, selectedDay(home, $0, preferred: preferred[$0])) })
    }

    /// How roomy the screen is drawn, from the roomiest to the most compact.
    private struct Spacing {
        let cardHeight: Int
        let cardGap: Int
        let showsCrown: Bool
        let showsTip: Bool

        static let variants = [
            Spacing(cardHeight: 3, cardGap: 1, showsCrown: true, showsTip: true),
            Spacing(cardHeight: 3, cardGap: 0, showsCrown: true, showsTip: true),
            Spacing(cardHeight: 1, cardGap: 1, showsCrown: true, showsTip: true),
            Spacing(cardHeight: 1, cardGap: 0, showsCrown: false, showsTip: true),
            Spacing(cardHeight: 1, cardGap: 0, showsCrown: false, showsTip: false),
        ]
    }

    /// Draws `home` with `focus` on the keyboard's item, `selectedDays` among the last 30 dailies of each kind and
    /// the `problems` the player should know about (all but the key bar).
    static func draw(
        _ home: HomeViewModel, focus: HomeItem, selectedDays: [DailyKind: Int], problems: [String],
        context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        canvas.fillBackground(context)
        canvas.drawHeader(title: "", back: nil, context: context)
        canvas.grid.put(
            context.text(home.streakText), at: GridPoint(x: 1, y: 0),
            style: CellStyle(foreground: theme.streak, background: theme.surface, attributes: .bold))

        let width = min(64, canvas.size.width - 4)
        let column = GridRect(x: (canvas.size.width - width) / 2, y: 1, width: width, height: canvas.size.height - 2)
        let notices = (home.storeNotice.map { [$0] } ?? []) + problems
        let noticeLines = notices.flatMap { TextLayout.wrap(context.text($0), width: width - 2) }
        let tipLines = TextLayout.wrap(context.text(home.tip), width: width - 3)
        let items = items(home)

        func height(_ spacing: Spacing) -> Int {
            var rows = noticeLines.isEmpty ? 0 : noticeLines.count + (home.storeNotice != nil ? 1 : 0) + 1
            rows += (spacing.showsCrown ? 1 : 0) + 2 + 1
            rows += items.count * spacing.cardHeight + (items.count - 1) * spacing.cardGap
            rows += spacing.showsTip ? 1 + tipLines.count : 0
            return rows + 2
        }
        let spacing =
            Spacing.variants.first { height($0) <= column.height } ?? Spacing.variants[Spacing.variants.count - 1]
        var y = column.minY + max(0, (column.height - height(spacing)) / 2)

        if !noticeLines.isEmpty {
            let banner = theme.banner(.warning)
            let rows = noticeLines.count + (home.storeNotice != nil ? 1 : 0)
            canvas.grid.fill(GridRect(x: column.minX, y: y, width: width, height: rows), style: banner)
            y = canvas.putLines(noticeLines, from: y, in: column.insetBy(dx: 1, dy: 0), style: banner)
            if home.storeNotice != nil {
                let dismiss = GridRect(x: column.minX, y: y, width: width, height: 1)
                let label = "d " + context.text(tr(context: "key bar", "dismiss"))
                canvas.grid.put(label, row: y, alignedTo: .trailing, in: dismiss.insetBy(dx: 1, dy: 0), style: banner)
                canvas.addHotspot(dismiss, .home(.dismissNotice))
                y += 1
            }
            y += 1
        }
        if spacing.showsCrown {
            let crown = QueenAppearance(.classic).character(ascii: !context.glyphs.unicode)
            canvas.grid.put(String(crown), row: y, alignedTo: .center, in: column, style: theme.accentText)
            y += 1
        }
        canvas.grid.put(home.title, row: y, alignedTo: .center, in: column, style: theme.title)
        canvas.grid.put(
            context.text(home.streakDetailText), row: y + 1, alignedTo: .center, in: column, style: theme.secondary)
        y += 3

        for (index, item) in items.enumerated() {
            let rect = GridRect(x: column.minX, y: y, width: width, height: spacing.cardHeight)
            if item == .pastDailies || item == .pastRegionsDailies, let kind = item.dailyKind {
                drawPastDailies(
                    home, kind, in: rect, focused: item == focus, selected: selectedDays[kind] ?? 0, context: context,
                    on: &canvas)
            } else {
                drawItem(item, home: home, in: rect, focused: item == focus, context: context, on: &canvas)
            }
            y += spacing.cardHeight + (index < items.count - 1 ? spacing.cardGap : 0)
        }
        if spacing.showsTip {
            y += 1
            let bulb = context.glyphs.unicode ? "💡" : "!"
            canvas.grid.put(
                bulb, at: GridPoint(x: column.minX, y: y),
                style: CellStyle(foreground: theme.hint, background: theme.background))
            y = canvas.putLines(
                tipLines, from: y, in: GridRect(x: column.minX + 3, y: y, width: width - 3, height: tipLines.count),
                style: theme.secondary)
        }
        drawSettingsLine(at: y + 1, in: column, context: context, on: &canvas)
    }

    // MARK: Items

    private static func drawItem(
        _ item: HomeItem, home: HomeViewModel, in rect: GridRect, focused: Bool, context: ScreenContext,
        on canvas: inout Canvas
    ) {
        let theme = context.theme
        let glyphs = context.glyphs
        let action = ScreenAction.home(.open(item))
        if item == .start {
            // The key sits at the right edge: the centred title (and the focus pointer) stays clear of it.
            let title = context.text(tr("Start Game")).truncated(toWidth: max(1, rect.width - 8))
            canvas.drawButton(title, in: rect, style: theme.button, focused: focused, action: action, context: context)
            let keyStyle = theme.button.withForeground(theme.textOnAccent)
            canvas.grid.put("n", at: GridPoint(x: rect.maxX - 2, y: rect.minY + rect.height / 2), style: keyStyle)
            return
        }
        canvas.drawCard(rect, focused: focused, context: context)
        canvas.addHotspot(rect, action)
        let style = focused ? theme.cardFocused : theme.card
        let secondary = focused ? theme.cardFocused.withForeground(theme.secondaryText) : theme.cardSecondary
        let (icon, title, value, key): (String, String, String, String)
        var valueStyle = secondary
        switch item {
        case .resume:
            (icon, title, value, key) = (glyphs.pointer, tr("Continue"), home.resumeText ?? "", "c")
        case .daily:
            let daily = home.daily
            (icon, title, value, key) = (
                // TRANSLATORS: Home's card of today's daily puzzle; %s is its date, such as "29 Nov 2026".
                glyphs.hintMark.description, tr("Daily · %s", daily.shortDateText), Self.dailyValue(daily), "p"
            )
            if daily.isSolved { valueStyle = style.withForeground(theme.accent).adding(.bold) }
        case .regionsDaily:
            let daily = home.regionsDaily
            (icon, title, value, key) = (
                // TRANSLATORS: Home's card of today's regions daily; %s is its date, such as "29 Nov 2026".
                glyphs.unicode ? "▚" : "%", tr("Regions · %s", daily.shortDateText), Self.dailyValue(daily), "g"
            )
            if daily.isSolved { valueStyle = style.withForeground(theme.accent).adding(.bold) }
        case .boardSize:
            (icon, title, value, key) = (glyphs.unicode ? "▦" : "#", tr("Board Size"), home.boardSizeText, "s")
        case .statistics:
            (icon, title, value, key) = (glyphs.unicode ? "↗" : "/", tr("Statistics"), home.statisticsText, "i")
        case .history:
            (icon, title, value, key) = (glyphs.unicode ? "☰" : "=", tr("Game History"), home.gameCountText, "h")
        case .album:
            (icon, title, value, key) = (
                // TRANSLATORS: Home's card of the solution album; %s is the board size shown, such as "8×8".
                glyphs.unicode ? "✦" : "*", tr("Album · %s", home.album.sizeText), home.album.summaryText, "a"
            )
            if home.album.isComplete { valueStyle = style.withForeground(theme.accent).adding(.bold) }
        case .start, .pastDailies, .pastRegionsDailies:
            return
        }
        let y = rect.minY + rect.height / 2
        let inner = rect.insetBy(dx: 2, dy: 0)
        var x = canvas.grid.put(icon, at: GridPoint(x: inner.minX, y: y), style: style.withForeground(theme.accent))
        // The title keeps its room first (the key's two columns aside); the value takes what is left.
        let titleRoom = max(0, inner.maxX - 3 - (x + 2))
        x = canvas.grid.put(
            "  " + context.text(title).truncated(toWidth: titleRoom), at: GridPoint(x: x, y: y),
            style: style.adding(.bold))
        canvas.grid.put(
            key, at: GridPoint(x: inner.maxX - 1, y: y), style: style.withForeground(theme.accent).adding(.bold))
        let valueRect = GridRect(x: x + 2, y: y, width: max(0, inner.maxX - 3 - (x + 2)), height: 1)
        canvas.grid.put(context.text(value), row: y, alignedTo: .trailing, in: valueRect, style: valueStyle)
    }

    /// The daily card's figures: "12×12 · Medium · Not played yet".
    private static func dailyValue(_ daily: DailyCard) -> String {
        "\(daily.summaryText) · \(daily.statusText)"
    }

    // MARK: The last 30 dailies

    /// The strip of the last 30 dailies of `kind`, one glyph a day (solved `●`, in progress `◐`, not solved `○`,
    /// today underlined), each clickable; the selected day (when the strip has the focus) in reverse video with its
    /// figures beside the strip, else that daily's streak.
    private static func drawPastDailies(
        _ home: HomeViewModel, _ kind: DailyKind, in rect: GridRect, focused: Bool, selected: Int,
        context: ScreenContext, on canvas: inout Canvas
    ) {
        let theme = context.theme
        canvas.drawCard(rect, focused: focused, context: context)
        canvas.addHotspot(rect, .home(.open(.recentDays(kind))))
        let style = focused ? theme.cardFocused : theme.card
        let secondary = focused ? theme.cardFocused.withForeground(theme.secondaryText) : theme.cardSecondary
        let inner = rect.insetBy(dx: 2, dy: 0)
        let y = rect.minY + rect.height / 2
        let days = home.recentDays(kind)
        let keys = context.glyphs.unicode ? "←→" : "<>"
        let detail =
            focused && days.indices.contains(selected) ? Self.dayDetail(days[selected]) : home.streakText(kind)
        let label = context.text(trn("%d day", "%d days", count: days.count))
        let detailText = context.text(detail)
        var x = inner.minX
        let needed = label.displayWidth + 2 + days.count + 2 + detailText.displayWidth + 1 + keys.displayWidth
        if inner.width >= needed {
            x = canvas.grid.put(label, at: GridPoint(x: x, y: y), style: style.adding(.bold)) + 2
        }
        for (index, day) in days.enumerated() where x < inner.maxX {
            let glyph = context.glyphs.dailyMark(solved: day.isSolved, inProgress: day.isInProgress)
            var mark =
                day.isSolved
                ? style.withForeground(theme.streak).adding(.bold)
                : day.isInProgress ? style.withForeground(theme.hint).adding(.bold) : secondary
            if day.isToday { mark = mark.adding(.underline) }
            if focused && index == selected { mark = mark.adding(.reverse) }
            canvas.grid.put(glyph, at: GridPoint(x: x, y: y), style: mark)
            canvas.addHotspot(GridRect(x: x, y: y, width: 1, height: 1), .home(.playDaily(kind, day.date)))
            x += 1
        }
        canvas.grid.put(
            keys, at: GridPoint(x: inner.maxX - keys.displayWidth, y: y),
            style: style.withForeground(theme.accent).adding(.bold))
        let detailRect = GridRect(
            x: x + 2, y: y, width: max(0, inner.maxX - keys.displayWidth - 1 - (x + 2)), height: 1)
        canvas.grid.put(detailText, row: y, alignedTo: .trailing, in: detailRect, style: secondary)
    }

    /// A day of the strip in a few words: "Sat 28 Nov ✓ 1:05", "Fri 27 Nov · 9×9 Hard".
    private static func dayDetail(_ day: DailyDay) -> String {
        // TRANSLATORS: a day of Home's strip of dailies: %1$s is the weekday (Sat), %2$s the day and month (28 Nov).
        let date = tr(
            context: "weekday and date", "%1$s %2$s", day.weekdayText,
            DisplayText.dayAndMonth(day.date, today: day.date))
        if let time = day.bestTime { return "\(date) ✓ \(DisplayText.time(time))" }
        return "\(date) · \(day.sizeText) \(DisplayText.difficulty(day.difficulty))"
    }

    // MARK: Settings

    /// The settings that work everywhere, each clickable: theme, animations, bell and language; their labels are cut
    /// when the column is too narrow for all of them.
    static func drawSettingsLine(at y: Int, in column: GridRect, context: ScreenContext, on canvas: inout Canvas) {
        guard y < column.maxY else { return }
        let theme = context.theme
        let settings = context.settings
        let items: [(String, String, ScreenAction)] = [
            (
                "t", TerminalTheme.scheme(of: settings) == .dark ? tr("Dark theme") : tr("Light theme"),
                .toggleTheme
            ),
            ("m", settings.reduceMotion ? tr("Animations off") : tr("Animations on"), .toggleReduceMotion),
            ("b", settings.soundEnabled ? tr("Bell on") : tr("Bell off"), .toggleSound),
            // The language spoken, by its own name (Deutsch, 日本語), so that anyone can find theirs.
            ("L", Localization.language.nativeName, .showLanguages),
        ]
        let keysWidth = items.reduce(0) { $0 + $1.0.displayWidth + 1 }
        let labelsWidth = items.reduce(0) { $0 + context.text($1.1).displayWidth }
        let separator = keysWidth + labelsWidth + 3 * (items.count - 1) <= column.width ? "   " : "  "
        let chrome = keysWidth + separator.count * (items.count - 1)
        guard chrome + 2 * items.count <= column.width else { return }
        let labels = TextLayout.fit(items.map { context.text($0.1) }, width: column.width - chrome)
        let total = chrome + labels.reduce(0) { $0 + $1.displayWidth }
        var x = column.minX + (column.width - total) / 2
        for ((key, _, action), label) in zip(items, labels) {
            let start = x
            x = canvas.grid.put(key, at: GridPoint(x: x, y: y), style: theme.accentText)
            x = canvas.grid.put(" " + label, at: GridPoint(x: x, y: y), style: theme.secondary)
            canvas.addHotspot(GridRect(x: start, y: y, width: x - start, height: 1), action)
            x += separator.count
        }
    }
}
