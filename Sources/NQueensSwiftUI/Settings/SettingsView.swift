#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import NQueensServices
    import SwiftUI

    /// The settings: the language (System, which follows the system's and the per-app language, or one NQueens
    /// speaks), the theme, the queen style, haptics, motion and the board's aids (with a regions game's "Mark
    /// around each queen"), each saved at once.
    ///
    /// A sheet from Home on iPhone and iPad, and the Settings window (⌘,) on the Mac.
    public struct SettingsView: View {
        @Bindable private var model: SettingsViewModel
        @Environment(\.dismiss) private var dismiss
        @Environment(\.palette) private var palette

        /// Shows and changes the settings of `model`.
        public init(model: SettingsViewModel) {
            _model = Bindable(model)
        }

        /// The settings in a grouped form, with Done.
        public var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Picker(SettingsViewModel.languageTitle, selection: $model.language) {
                            ForEach(model.languages, id: \.value) { choice in
                                Text(choice.title).tag(choice.value)
                            }
                        }
                    } footer: {
                        // Texts already shown keep their words: the new language is spoken from the next launch.
                        if let notice = model.languageRestartNotice { Text(notice) }
                    }
                    Section(tr("Appearance")) {
                        Picker(tr("Theme"), selection: $model.theme) {
                            ForEach(model.themes, id: \.value) { choice in
                                Text(choice.title).tag(choice.value)
                            }
                        }
                        Picker(tr(context: "queen style", "Queen"), selection: $model.queenStyle) {
                            ForEach(model.queenStyles, id: \.value) { choice in
                                Text(String(choice.value.appearance.glyph) + "\u{FE0E}  " + choice.title)
                                    .tag(choice.value)
                            }
                        }
                    }
                    Section {
                        Toggle(tr("Attacked squares"), isOn: $model.showsAttackedSquares)
                        Toggle(tr("Solutions counter"), isOn: $model.showsSolutionsCounter)
                        Toggle(SettingsViewModel.clicksCycleMarksTitle, isOn: $model.clicksCycleMarks)
                        Toggle(SettingsViewModel.marksAroundQueensTitle, isOn: $model.marksAroundQueens)
                    } header: {
                        // TRANSLATORS: the settings' section of the board's aids.
                        Text(tr(context: "settings section", "Board"))
                    } footer: {
                        // Three sentences, each translated whole.
                        Text(
                            [
                                tr("Shade the squares your queens attack, and count the solutions still within reach."),
                                SettingsViewModel.clicksCycleMarksSummary, SettingsViewModel.marksAroundQueensSummary,
                            ].joined(separator: " "))
                    }
                    Section {
                        Toggle(tr("Haptics"), isOn: $model.hapticsEnabled)
                        Toggle(tr("Reduce motion"), isOn: $model.reduceMotion)
                    } header: {
                        // TRANSLATORS: the settings' section of haptics and motion.
                        Text(tr("Feel"))
                    } footer: {
                        Text(
                            tr(
                                "Animations are also off while Reduce Motion is on in the system's accessibility "
                                    + "settings."))
                    }
                    if let problem = model.problem {
                        Section {
                            Text(problem)
                                .foregroundStyle(Color(palette.conflict))
                        }
                    }
                }
                .formStyle(.grouped)
                .navigationTitle(model.title)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(tr("Done")) { dismiss() }
                    }
                }
            }
        }
    }
#endif
