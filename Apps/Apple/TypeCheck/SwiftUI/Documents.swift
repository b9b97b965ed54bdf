// This file: documents, and the file exporter and importer.
// swiftui/filedocument, swiftui/filedocumentreadconfiguration, swiftui/filedocumentwriteconfiguration,
// swiftui/view/fileexporter(ispresented:document:contenttype:defaultfilename:oncompletion:),
// swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:),
// swiftui/view/alert(_:ispresented:actions:message:)
// Foundation's FileWrapper and URL's security-scoped access (foundation/filewrapper,
// foundation/url/startaccessingsecurityscopedresource()) are Apple's Foundation only: swift-corelibs-foundation, which
// this check builds against, has neither, so they are declared here.

@_exported import UniformTypeIdentifiers

open class FileWrapper: @unchecked Sendable {
    public init(regularFileWithContents contents: Data) { fatalError() }
    open var regularFileContents: Data? { fatalError() }
}

extension URL {
    public func startAccessingSecurityScopedResource() -> Bool { fatalError() }
    public func stopAccessingSecurityScopedResource() { fatalError() }
}

nonisolated public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

nonisolated public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

@preconcurrency public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: Self.ReadConfiguration) throws
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

extension View {
    nonisolated public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View { self }
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View { self }
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
}
