import CAdwaita
import GObjectSwift

/// The keys of the album's grids of cards: the arrows move by a card or a row, Home and End to the ends, Page Up and
/// Page Down by three rows.
///
/// The grids handle them themselves rather than leaving them to `GtkFlowBox`, whose cursor is only set by its own
/// clicks and moves: after the page gives a card the focus, the flow box's arrows did nothing.
@MainActor
enum CardGridKeys {
    /// How many cards `key` moves the selection by, in a grid of `columns` columns holding `count` cards; `nil` for
    /// a key that does not move it.
    static func step(for key: KeyPress, columns: Int, count: Int) -> Int? {
        guard !key.hasCommandModifier else { return nil }
        switch Int32(key.keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return -1
        case GDK_KEY_Right, GDK_KEY_KP_Right: return 1
        case GDK_KEY_Up, GDK_KEY_KP_Up: return -columns
        case GDK_KEY_Down, GDK_KEY_KP_Down: return columns
        case GDK_KEY_Page_Up: return -3 * columns
        case GDK_KEY_Page_Down: return 3 * columns
        case GDK_KEY_Home: return -count
        case GDK_KEY_End: return count
        default: return nil
        }
    }

    /// Whether `key` opens the selected card (Return, Enter or Space).
    static func opens(_ key: KeyPress) -> Bool {
        guard !key.hasCommandModifier else { return false }
        return [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space].contains(Int32(key.keyval))
    }

    /// The cards in the first row of `cards` as `grid` lays them out (at least 1).
    static func columns(of cards: [Widget], in grid: Widget) -> Int {
        var firstTop: Float?
        var columns = 0
        for card in cards {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(card.widget, grid.widget, &bounds) != 0 else { break }
            if firstTop == nil { firstTop = bounds.origin.y }
            guard abs(bounds.origin.y - (firstTop ?? 0)) < 1 else { break }
            columns += 1
        }
        return max(1, columns)
    }
}
