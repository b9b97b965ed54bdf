#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI

    /// The board-size sheet (the seed's `BoardSheet`): the seed's four sizes, and any size from 4 to 16.
    ///
    /// The four sizes are one tap each; another size is stepped or typed. Half height first, pulled up to full
    /// height.
    struct BoardSheet: View {
        let sheet: BoardSizeViewModel
        @Environment(\.palette) private var palette

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: Metrics.extraLarge) {
                        presets
                        custom
                    }
                    .padding(Metrics.screenMargin)
                }
                .background(Color(palette.background))
                .navigationTitle(sheet.title)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(tr("Cancel"), action: sheet.cancel)
                    }
                }
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
        }

        private var presets: some View {
            HStack(spacing: Metrics.medium) {
                ForEach(sheet.presets) { option in
                    Button {
                        sheet.choose(option.size)
                    } label: {
                        VStack(spacing: Metrics.small) {
                            Text(String(option.size))
                                .font(.title2.bold())
                                .monospacedDigit()
                            Text(option.title)
                                .font(.caption)
                                .foregroundStyle(Color(option.isSelected ? palette.text : palette.secondaryText))
                        }
                        .foregroundStyle(Color(option.isSelected ? palette.accent : palette.text))
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(
                            Color(option.isSelected ? palette.surfaceSelected : palette.surface),
                            in: RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                        )
                        .overlay {
                            RoundedRectangle(cornerRadius: Metrics.cornerRadius, style: .continuous)
                                .strokeBorder(Color(palette.accent), lineWidth: option.isSelected ? 2 : 0)
                        }
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(option.title)
                    .accessibilityAddTraits(option.isSelected ? .isSelected : [])
                }
            }
        }

        private var custom: some View {
            VStack(alignment: .leading, spacing: Metrics.medium) {
                Text(tr("Custom size"))
                    .font(.headline)
                    .foregroundStyle(Color(palette.text))
                HStack(spacing: Metrics.medium) {
                    // TRANSLATORS: the placeholder of the field where a board size is typed.
                    TextField(tr(context: "board size", "Size"), text: customText)
                        .font(.title3.monospacedDigit())
                        .multilineTextAlignment(.center)
                        .frame(maxWidth: 96)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit(sheet.chooseCustom)
                        #if os(iOS) || NQUEENS_TYPECHECK_IOS
                            .keyboardType(.numberPad)
                        #endif
                    Stepper(sheet.customTitle, onIncrement: sheet.incrementCustom, onDecrement: sheet.decrementCustom)
                        .monospacedDigit()
                        .foregroundStyle(Color(palette.text))
                }
                if let message = sheet.validationMessage {
                    Text(message)
                        .font(.footnote)
                        .foregroundStyle(Color(palette.conflict))
                        .fixedSize(horizontal: false, vertical: true)
                }
                // TRANSLATORS: the board-size sheet's button for the size typed: "Choose 9×9".
                PrimaryActionButton(tr("Choose %s", sheet.customTitle), action: sheet.chooseCustom)
                    .disabled(!sheet.canChooseCustom)
            }
            .card()
        }

        /// The typed size, checked as it is typed.
        private var customText: Binding<String> {
            Binding(get: { @MainActor in sheet.customText }, set: { @MainActor text in sheet.setCustomText(text) })
        }
    }
#endif
