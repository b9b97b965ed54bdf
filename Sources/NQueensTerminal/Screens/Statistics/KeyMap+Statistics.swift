import NQueensLocalization
import NQueensPresentation

// MARK: - The Statistics screen's keys

extension KeyMap {
    /// The keys of the Statistics screen: change the charted size, scroll the page, go back.
    static func statisticsGroups(_ statistics: StatisticsViewModel, glyphs: Glyphs) -> [KeyGroup] {
        var groups: [KeyGroup] = []
        if statistics.sizesPlayed.count > 1 {
            groups.append(
                KeyGroup(
                    KeyName.list(glyphs.leftRightKeys, "- + [ ]"), tr("Chart a smaller or larger board"),
                    bar: tr(context: "key bar", "size"), barKeys: glyphs.leftRightKeys,
                    bind([key(.left), key("-"), key("[")], to: .statistics(.shiftSize(-1)))
                        + bind([key(.right), key("+"), key("="), key("]")], to: .statistics(.shiftSize(1)))))
        }
        groups += [
            KeyGroup(
                KeyName.list(glyphs.upDownKeys, "j k"), tr("Scroll the page"), bar: tr(context: "key bar", "scroll"),
                barKeys: glyphs.upDownKeys, leavesBarFirst: true,
                bind([key(.up), key("k")], to: .statistics(.scroll(-1)))
                    + bind([key(.down), key("j")], to: .statistics(.scroll(1)))),
            KeyGroup(
                KeyName.list(KeyName.pageUp, KeyName.pageDown), tr("Scroll a screenful"),
                bind([key(.pageUp)], to: .statistics(.page(-1))) + bind([key(.pageDown)], to: .statistics(.page(1)))),
            KeyGroup(
                KeyName.list("g G", KeyName.home, KeyName.end), tr("Top or bottom of the page"),
                bind([key("g"), key(.home)], to: .statistics(.end(-1)))
                    + bind([key("G"), key(.end)], to: .statistics(.end(1)))),
            KeyGroup(KeyName.click, tr("Chart a size (its row, or the arrows beside it)"), []),
            KeyGroup(
                KeyName.list(KeyName.escape, "q"), tr("Back to Home"), bar: tr(context: "key bar", "back"),
                [key(.escape), key("q")], .statistics(.back)),
        ]
        return groups
    }
}
