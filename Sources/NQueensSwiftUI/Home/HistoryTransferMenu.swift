#if canImport(SwiftUI)
    import NQueensLocalization
    import NQueensPresentation
    import SwiftUI
    import UniformTypeIdentifiers

    extension View {
        /// Adds Export History… and Import History… to the toolbar, through the system's file exporter and importer;
        /// `transfer` does the work and says what happened, in an alert.
        func historyTransferMenu(_ transfer: HistoryTransfer) -> some View {
            modifier(HistoryTransferMenu(transfer: transfer))
        }
    }

    /// Export History… and Import History…: a toolbar menu, the file exporter with the history as a JSON document,
    /// the file importer, and an alert with the intent's message.
    private struct HistoryTransferMenu: ViewModifier {
        let transfer: HistoryTransfer
        @State private var document: HistoryDocument?
        @State private var isExporting = false
        @State private var isImporting = false
        @State private var alertTitle = ""
        @State private var alertMessage = ""
        @State private var isShowingAlert = false

        func body(content: Content) -> some View {
            content
                .toolbar {
                    ToolbarItem(placement: .automatic) {
                        Menu {
                            Button(transfer.exportTitle, systemImage: "square.and.arrow.up", action: export)
                            Button(transfer.importTitle, systemImage: "square.and.arrow.down") { isImporting = true }
                        } label: {
                            Label(tr("History Files"), systemImage: "arrow.up.arrow.down.square")
                        }
                    }
                }
                .fileExporter(
                    isPresented: $isExporting, document: document, contentType: .json,
                    defaultFilename: transfer.suggestedFileName
                ) { result in
                    switch result {
                    case .success(let url):
                        show(transfer.exportTitle, transfer.exportedMessage(fileName: url.lastPathComponent))
                    case .failure(let error): show(transfer.exportTitle, error.localizedDescription)
                    }
                }
                .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json]) { result in
                    switch result {
                    case .success(let url):
                        Task {
                            // A file from the importer is outside the sandbox: it is readable only while accessed.
                            let isAccessed = url.startAccessingSecurityScopedResource()
                            defer { if isAccessed { url.stopAccessingSecurityScopedResource() } }
                            let outcome = await transfer.importHistory(from: url)
                            show(
                                outcome.succeeded ? transfer.importTitle : transfer.importFailedTitle, outcome.message)
                        }
                    case .failure(let error):
                        show(transfer.importFailedTitle, error.localizedDescription)
                    }
                }
                .alert(alertTitle, isPresented: $isShowingAlert) {
                    Button(tr("OK")) {}
                } message: {
                    Text(alertMessage)
                }
        }

        private func export() {
            switch transfer.exportHistory() {
            case .success(let data):
                document = HistoryDocument(data: data)
                isExporting = true
            case .failure(let failure):
                show(transfer.exportTitle, failure.text)
            }
        }

        private func show(_ title: String, _ message: String) {
            alertTitle = title
            alertMessage = message
            isShowingAlert = true
        }
    }

    /// The history as the file the exporter writes: the JSON `nqueens history --format json` writes.
    struct HistoryDocument: FileDocument {
        static let readableContentTypes: [UTType] = [.json]

        /// The file's bytes.
        let data: Data

        init(data: Data) {
            self.data = data
        }

        init(configuration: ReadConfiguration) throws {
            data = configuration.file.regularFileContents ?? Data()
        }

        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: data)
        }
    }
#endif
