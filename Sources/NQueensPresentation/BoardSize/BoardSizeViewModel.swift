import Foundation
import NQueensLocalization
import NQueensServices
import Observation

/// One board size offered in the board-size sheet.
public struct BoardSizeOption: Hashable, Sendable, Identifiable {
    /// The number of rows (and columns).
    public let size: Int

    /// Whether it is the chosen size.
    public let isSelected: Bool

    /// The size, identifying the option.
    public var id: Int { size }

    /// The size as `8×8`.
    public var title: String { DisplayText.boardSize(size) }
}

/// The board-size sheet: the seed's presets (4, 6, 8, 10) and any custom size from 4 to 16, typed or stepped.
///
/// Choosing a size saves it in the settings and asks the flow to close the sheet.
@MainActor
@Observable
public final class BoardSizeViewModel {
    /// The sheet's title.
    public var title: String { tr("Board Size") }

    /// The sizes a custom board may have.
    public let range = Settings.boardSizeRange

    /// The custom size being set up (always within `range`).
    public private(set) var customSize: Int

    /// The custom size as typed (may be anything while the player types).
    public private(set) var customText: String

    /// Why the typed size cannot be used, naming what is accepted; `nil` when it can.
    public private(set) var validationMessage: String?

    /// Receives the sheet's actions (the coordinator); held weakly.
    @ObservationIgnored public weak var delegate: (any HomeFlowDelegate)?

    @ObservationIgnored private let dependencies: AppDependencies

    /// Sets the sheet up on the chosen board size.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        let size = dependencies.settings.current.boardSize
        self.customSize = size
        self.customText = String(size)
    }

    // MARK: Figures

    /// The chosen board size (saved in the settings).
    public var selectedSize: Int {
        dependencies.settings.current.boardSize
    }

    /// The preset sizes, 4, 6, 8 and 10, with the chosen one marked.
    public var presets: [BoardSizeOption] {
        Settings.boardSizePresets.map { BoardSizeOption(size: $0, isSelected: $0 == selectedSize) }
    }

    /// The custom size as `12×12`.
    public var customTitle: String {
        DisplayText.boardSize(customSize)
    }

    /// Whether the custom size can grow.
    public var canIncrement: Bool {
        customSize < range.upperBound
    }

    /// Whether the custom size can shrink.
    public var canDecrement: Bool {
        customSize > range.lowerBound
    }

    /// Whether the typed custom size can be chosen.
    public var canChooseCustom: Bool {
        validationMessage == nil
    }

    // MARK: Actions

    /// Sets the sheet up again on the chosen board size (each time it is presented).
    public func refresh() {
        customSize = selectedSize
        customText = String(customSize)
        validationMessage = nil
    }

    /// Saves `size` as the board size and closes the sheet; a size outside `range` is refused with a message.
    public func choose(_ size: Int) {
        guard range.contains(size) else {
            validationMessage = Self.outOfRangeMessage(String(size), range: range)
            return
        }
        dependencies.settings.update { $0.boardSize = size }
        delegate?.handle(.boardSizeChosen(size))
    }

    /// Makes the custom size one larger (up to 16).
    public func incrementCustom() {
        guard canIncrement || validationMessage != nil else { return }
        setCustomSize(min(customSize + 1, range.upperBound))
    }

    /// Makes the custom size one smaller (down to 4).
    public func decrementCustom() {
        guard canDecrement || validationMessage != nil else { return }
        setCustomSize(max(customSize - 1, range.lowerBound))
    }

    /// Takes the custom size as typed, checking it: digits only, from 4 to 16.
    public func setCustomText(_ text: String) {
        customText = text
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            validationMessage = tr("Type a board size from %1$d to %2$d.", range.lowerBound, range.upperBound)
            return
        }
        guard trimmed.allSatisfy(\.isASCIIDigit), let size = Int(trimmed) else {
            validationMessage = tr(
                "'%1$s' is not a number; type a board size from %2$d to %3$d.", trimmed, range.lowerBound,
                range.upperBound)
            return
        }
        guard range.contains(size) else {
            validationMessage = Self.outOfRangeMessage(trimmed, range: range)
            return
        }
        customSize = size
        validationMessage = nil
    }

    /// Chooses the custom size; does nothing while the typed size is invalid.
    public func chooseCustom() {
        guard canChooseCustom else { return }
        choose(customSize)
    }

    /// Closes the sheet without changing the board size.
    public func cancel() {
        delegate?.handle(.cancelBoardSize)
    }

    // MARK: Helpers

    private func setCustomSize(_ size: Int) {
        customSize = size
        customText = String(size)
        validationMessage = nil
    }

    private static func outOfRangeMessage(_ text: String, range: ClosedRange<Int>) -> String {
        tr("%1$s is not a board size we offer; sizes run from %2$d to %3$d.", text, range.lowerBound, range.upperBound)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        ("0"..."9").contains(self)
    }
}
