// Checks the Xcode project of the Apple app without Xcode: `swift scripts/check-apple-project.swift` from the
// repository root (scripts/check-apple runs it in CI).
//
// - `Apps/Apple/NQueens.xcodeproj/project.pbxproj` is read by its own parser of the OpenStep property-list syntax
//   Xcode writes: balanced braces and parentheses, well-formed strings and comments, no key twice in a
//   dictionary (so every object ID is unique), every object with an `isa`, and every object ID the file mentions
//   defined. Then what the app needs: object version 77, the synchronized `NQueens` folder, the local package at
//   `../..` whose products the target links, one app target for iOS 17+ and macOS 14+, its Info and entitlements
//   files.
// - Every language of `po/LINGUAS` is one of the project's known regions and has its `LL.lproj/Localizable.strings`
//   and `.stringsdict` (scripts/update-translations writes them) in the app: in the synchronized folder, which
//   builds them as the language's localized resources, and not excepted from it (or in a variant group), so that
//   the system and the per-app language setting offer the language.
// - The shared scheme is well-formed XML (xmllint also checks it, in scripts/check-apple), builds the project's
//   app target, and tests the package's engine, services and presentation test targets.
// - Every `Contents.json` of the asset catalog is valid JSON; every image it names exists, every PNG in it is
//   named, and each PNG is as large as its size and scale say; the accent colour has a light and a dark value.
//
// Prints each problem and exits 1 when there is one.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

// MARK: - OpenStep property lists

/// A value of an OpenStep property list: a string, an array or a dictionary (with its keys in file order).
indirect enum PlistValue {
    case string(String)
    case array([PlistValue])
    case dictionary([(key: String, value: PlistValue)])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    subscript(key: String) -> PlistValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Every string anywhere inside this value.
    var allStrings: [String] {
        switch self {
        case .string(let text): return [text]
        case .array(let items): return items.flatMap(\.allStrings)
        case .dictionary(let entries): return entries.flatMap { [$0.key] + $0.value.allStrings }
        }
    }
}

/// A parse error with the line it was found on.
struct ParseError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "line \(line): \(message)" }
}

/// Parses the OpenStep property-list syntax of `project.pbxproj` files.
struct OpenStepParser {
    private let characters: [Character]
    private var index = 0
    private var line = 1

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parseDocument() throws -> PlistValue {
        let value = try parseValue()
        skipTrivia()
        guard index == characters.count else { throw error("text after the closing brace") }
        return value
    }

    private mutating func parseValue() throws -> PlistValue {
        skipTrivia()
        guard let character = peek() else { throw error("the file ends where a value should be") }
        switch character {
        case "{": return try parseDictionary()
        case "(": return try parseArray()
        case "\"": return .string(try parseQuoted())
        default: return .string(try parseBare())
        }
    }

    private mutating func parseDictionary() throws -> PlistValue {
        let opening = line
        index += 1
        var entries: [(key: String, value: PlistValue)] = []
        var keys = Set<String>()
        while true {
            skipTrivia()
            guard let character = peek() else { throw ParseError(line: opening, message: "unclosed '{'") }
            if character == "}" {
                index += 1
                return .dictionary(entries)
            }
            let keyLine = line
            let key = character == "\"" ? try parseQuoted() : try parseBare()
            guard keys.insert(key).inserted else { throw ParseError(line: keyLine, message: "key '\(key)' twice") }
            try expect("=")
            let value = try parseValue()
            try expect(";")
            entries.append((key, value))
        }
    }

    private mutating func parseArray() throws -> PlistValue {
        let opening = line
        index += 1
        var items: [PlistValue] = []
        while true {
            skipTrivia()
            guard let character = peek() else { throw ParseError(line: opening, message: "unclosed '('") }
            if character == ")" {
                index += 1
                return .array(items)
            }
            items.append(try parseValue())
            skipTrivia()
            if peek() == "," {
                index += 1
            } else if peek() != ")" {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func parseQuoted() throws -> String {
        let opening = line
        index += 1
        var text = ""
        while let character = peek() {
            index += 1
            switch character {
            case "\"":
                return text
            case "\\":
                guard let escaped = peek() else { break }
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(escaped)
                }
            default:
                if character == "\n" { line += 1 }
                text.append(character)
            }
        }
        throw ParseError(line: opening, message: "unclosed string")
    }

    private mutating func parseBare() throws -> String {
        var text = ""
        while let character = peek(), character.isLetter || character.isNumber || "_$+/:.-<>".contains(character) {
            text.append(character)
            index += 1
        }
        guard !text.isEmpty else { throw error("unexpected '\(peek().map(String.init) ?? "end of file")'") }
        return text
    }

    private mutating func expect(_ character: Character) throws {
        skipTrivia()
        guard peek() == character else { throw error("expected '\(character)'") }
        index += 1
    }

    private mutating func skipTrivia() {
        while let character = peek() {
            if character == "\n" {
                line += 1
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if character == "/", peek(1) == "*" {
                index += 2
                while index < characters.count, !(peek() == "*" && peek(1) == "/") {
                    if peek() == "\n" { line += 1 }
                    index += 1
                }
                index += 2
            } else if character == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func error(_ message: String) -> ParseError {
        ParseError(line: line, message: message)
    }
}

// MARK: - Reporting

var problems: [String] = []

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { problems.append(message()) }
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let appleDirectory = root.appendingPathComponent("Apps/Apple")
let projectDirectory = appleDirectory.appendingPathComponent("NQueens.xcodeproj")

func read(_ url: URL) -> String? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        problems.append("\(url.path): cannot be read")
        return nil
    }
    return text
}

func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
}

// MARK: - The package's products and test targets, as Package.swift declares them

let manifest = read(root.appendingPathComponent("Package.swift")) ?? ""

func declaredNames(_ pattern: String) -> Set<String> {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(manifest.startIndex..., in: manifest)
    return Set(
        expression.matches(in: manifest, range: range).compactMap { match in
            Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
        })
}

let libraryProducts = declaredNames(#"\.library\(name: "([^"]+)""#)
let testTargets = declaredNames(#"\.testTarget\(\s*name: "([^"]+)""#)

// MARK: - The project file

var appTargetID: String?

func checkProject() {
    let projectFile = projectDirectory.appendingPathComponent("project.pbxproj")
    guard let text = read(projectFile) else { return }
    check(text.hasPrefix("// !$*UTF8*$!"), "project.pbxproj: the first line is not Xcode's '// !$*UTF8*$!'")
    let document: PlistValue
    do {
        var parser = OpenStepParser(text)
        document = try parser.parseDocument()
    } catch {
        problems.append("project.pbxproj: \(error)")
        return
    }
    check(document["objectVersion"]?.string == "77", "project.pbxproj: objectVersion is not 77")
    guard case .dictionary(let objectEntries)? = document["objects"] else {
        problems.append("project.pbxproj: no objects dictionary")
        return
    }
    let objectsByID = Dictionary(objectEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    let isID = { (text: String) in text.count == 24 && text.allSatisfy { $0.isHexDigit && !$0.isLowercase } }
    for (id, object) in objectEntries {
        check(isID(id), "project.pbxproj: object ID '\(id)' is not 24 upper-case hexadecimal digits")
        check(object["isa"]?.string != nil, "project.pbxproj: object \(id) has no isa")
    }
    let mentioned = Set(document.allStrings.filter(isID))
    for id in mentioned.sorted() where objectsByID[id] == nil {
        problems.append("project.pbxproj: \(id) is referenced but no object has that ID")
    }
    func objects(ofType isa: String) -> [(id: String, object: PlistValue)] {
        objectEntries.filter { $0.value["isa"]?.string == isa }.map { ($0.key, $0.value) }
    }

    // The project, its synchronized folder and its local package.
    let rootID = document["rootObject"]?.string ?? ""
    check(objectsByID[rootID]?["isa"]?.string == "PBXProject", "project.pbxproj: rootObject is not the PBXProject")
    check(
        objectsByID[rootID]?["preferredProjectObjectVersion"]?.string == "77",
        "project.pbxproj: preferredProjectObjectVersion is not 77")
    let folders = objects(ofType: "PBXFileSystemSynchronizedRootGroup")
    check(
        folders.map { $0.object["path"]?.string } == ["NQueens"],
        "project.pbxproj: the synchronized folder is not NQueens")
    for folder in folders {
        let path = folder.object["path"]?.string ?? ""
        check(exists(appleDirectory.appendingPathComponent(path)), "project.pbxproj: folder \(path) does not exist")
    }
    for exception in objects(ofType: "PBXFileSystemSynchronizedBuildFileExceptionSet") {
        for file in exception.object["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
            let url = appleDirectory.appendingPathComponent("NQueens").appendingPathComponent(file)
            check(exists(url), "project.pbxproj: the excepted file NQueens/\(file) does not exist")
        }
    }
    let packages = objects(ofType: "XCLocalSwiftPackageReference")
    check(
        packages.map { $0.object["relativePath"]?.string } == ["../.."],
        "project.pbxproj: the local package is not ../..")
    check(
        exists(appleDirectory.appendingPathComponent("../../Package.swift").standardizedFileURL),
        "project.pbxproj: ../.. holds no Package.swift")
    let linked = objects(ofType: "XCSwiftPackageProductDependency").compactMap { $0.object["productName"]?.string }
    check(linked.contains("NQueensSwiftUI"), "project.pbxproj: the app does not link the NQueensSwiftUI product")
    for product in linked {
        check(libraryProducts.contains(product), "project.pbxproj: Package.swift has no library product \(product)")
    }

    checkLocalizations(project: objectsByID[rootID], objects: objectEntries)

    // The one app target and its settings.
    let targets = objects(ofType: "PBXNativeTarget")
    check(targets.map { $0.object["name"]?.string } == ["NQueens"], "project.pbxproj: the only target is not NQueens")
    guard let target = targets.first else { return }
    appTargetID = target.id
    check(
        target.object["productType"]?.string == "com.apple.product-type.application",
        "project.pbxproj: NQueens is not an application")
    check(
        target.object["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) == folders.map(\.id),
        "project.pbxproj: NQueens does not build the synchronized folder")
    func settings(of listID: String?) -> [[String: String]] {
        let configurations = objectsByID[listID ?? ""]?["buildConfigurations"]?.array?.compactMap(\.string) ?? []
        return configurations.map { id in
            guard case .dictionary(let entries)? = objectsByID[id]?["buildSettings"] else { return [:] }
            return Dictionary(
                entries.compactMap { entry in entry.value.string.map { (entry.key, $0) } },
                uniquingKeysWith: { first, _ in first })
        }
    }
    let projectSettings = settings(of: objectsByID[rootID]?["buildConfigurationList"]?.string)
    let targetSettings = settings(of: target.object["buildConfigurationList"]?.string)
    check(targetSettings.count == 2 && projectSettings.count == 2, "project.pbxproj: expected Debug and Release")
    for (project, target) in zip(projectSettings, targetSettings) {
        let merged = project.merging(target) { _, targetValue in targetValue }
        let platforms = Set((merged["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").map(String.init))
        check(
            platforms == ["iphoneos", "iphonesimulator", "macosx"],
            "project.pbxproj: SUPPORTED_PLATFORMS is not iphoneos iphonesimulator macosx")
        check(merged["IPHONEOS_DEPLOYMENT_TARGET"] == "17.0", "project.pbxproj: the iOS deployment target is not 17.0")
        check(merged["MACOSX_DEPLOYMENT_TARGET"] == "14.0", "project.pbxproj: the macOS deployment target is not 14.0")
        check(merged["TARGETED_DEVICE_FAMILY"] == "1,2", "project.pbxproj: the app is not for iPhone and iPad")
        check((merged["SWIFT_VERSION"] ?? "").hasPrefix("6"), "project.pbxproj: the Swift language mode is not 6")
        for key in ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS[sdk=macosx*]"] {
            guard let path = merged[key] else {
                problems.append("project.pbxproj: \(key) is not set")
                continue
            }
            check(exists(appleDirectory.appendingPathComponent(path)), "project.pbxproj: \(key) \(path) does not exist")
        }
    }
}

// MARK: - The localizations

/// The languages of `po/LINGUAS`, in Apple's form (`pt_BR` is `pt-BR`).
func shippedLanguages() -> [String] {
    let list = read(root.appendingPathComponent("po/LINGUAS")) ?? ""
    return list.split(separator: "\n").compactMap { line in
        let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name.replacingOccurrences(of: "_", with: "-")
    }
}

/// Checks that every shipped language is a known region with its strings files in the app.
func checkLocalizations(project: PlistValue?, objects: [(key: String, value: PlistValue)]) {
    let regions = Set(project?["knownRegions"]?.array?.compactMap(\.string) ?? [])
    check(regions.contains("en"), "project.pbxproj: en is not a known region")
    let excepted = Set(
        objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" }
            .flatMap { $0.value["membershipExceptions"]?.array?.compactMap(\.string) ?? [] })
    // Files named in variant groups (the classic way to localize), as `LL.lproj/Name`.
    let byID = Dictionary(objects.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    let inVariantGroups = Set(
        objects.filter { $0.value["isa"]?.string == "PBXVariantGroup" }
            .flatMap { $0.value["children"]?.array?.compactMap(\.string) ?? [] }
            .compactMap { byID[$0]?["path"]?.string })
    for language in shippedLanguages() {
        check(regions.contains(language), "project.pbxproj: \(language) (po/LINGUAS) is not a known region")
        for name in ["Localizable.strings", "Localizable.stringsdict"] {
            let file = "\(language).lproj/\(name)"
            let url = appleDirectory.appendingPathComponent("NQueens").appendingPathComponent(file)
            check(exists(url), "NQueens/\(file) is missing: run scripts/update-translations")
            let excluded = excepted.contains(file) || excepted.contains("\(language).lproj")
            check(
                !excluded || inVariantGroups.contains(file),
                "project.pbxproj: NQueens/\(file) is excepted from the synchronized folder and in no variant group")
        }
    }
}

// MARK: - The shared scheme

/// Collects the buildable references of a scheme, and the test action's.
final class SchemeReader: NSObject, XMLParserDelegate {
    var references: [(inTestAction: Bool, attributes: [String: String])] = []
    private var inTestAction = false

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "TestAction" { inTestAction = true }
        if element == "BuildableReference" { references.append((inTestAction, attributes)) }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "TestAction" { inTestAction = false }
    }
}

func checkScheme() {
    let schemeFile = projectDirectory.appendingPathComponent("xcshareddata/xcschemes/NQueens.xcscheme")
    guard let data = try? Data(contentsOf: schemeFile) else {
        problems.append("NQueens.xcscheme: missing")
        return
    }
    let parser = XMLParser(data: data)
    let reader = SchemeReader()
    parser.delegate = reader
    guard parser.parse() else {
        problems.append("NQueens.xcscheme: not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "unknown"))")
        return
    }
    let app = reader.references.filter { !$0.inTestAction }
    check(!app.isEmpty, "NQueens.xcscheme: builds nothing")
    for reference in app.map(\.attributes) {
        check(
            reference["ReferencedContainer"] == "container:NQueens.xcodeproj"
                && reference["BlueprintIdentifier"] == appTargetID && reference["BuildableName"] == "NQueens.app",
            "NQueens.xcscheme: a build or run entry is not the project's NQueens app target")
    }
    let tested = reader.references.filter(\.inTestAction).map(\.attributes)
    for reference in tested {
        let name = reference["BlueprintIdentifier"] ?? ""
        check(reference["ReferencedContainer"] == "container:../..", "NQueens.xcscheme: \(name) is not in the package")
        check(testTargets.contains(name), "NQueens.xcscheme: Package.swift has no test target \(name)")
    }
    let names = Set(tested.compactMap { $0["BlueprintIdentifier"] })
    check(
        names == ["NQueensEngineTests", "NQueensServicesTests", "NQueensPresentationTests"],
        "NQueens.xcscheme: the test action does not run the engine, services and presentation tests")
}

// MARK: - The asset catalog

/// The width and height of the PNG at `url`, from its header.
func pngSize(_ url: URL) -> (width: Int, height: Int)? {
    guard let data = try? Data(contentsOf: url), data.count >= 24,
        data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return nil }
    let number = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
}

func checkAssets() {
    let catalog = appleDirectory.appendingPathComponent("NQueens/Assets.xcassets")
    guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else {
        problems.append("Assets.xcassets: missing")
        return
    }
    var sets: [String] = []
    for case let url as URL in walker where url.lastPathComponent == "Contents.json" {
        let folder = url.deletingLastPathComponent()
        let name = folder.lastPathComponent
        sets.append(name)
        guard let data = try? Data(contentsOf: url),
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            problems.append("\(name)/Contents.json: not valid JSON")
            continue
        }
        check(json["info"] != nil, "\(name)/Contents.json: no info")
        let images = json["images"] as? [[String: Any]] ?? []
        let named = Set(images.compactMap { $0["filename"] as? String })
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let imageURL = folder.appendingPathComponent(file)
            guard let size = pngSize(imageURL) else {
                problems.append("\(name): \(file) is missing or not a PNG")
                continue
            }
            let points = (image["size"] as? String)?.split(separator: "x").compactMap { Double($0) } ?? []
            let scale = Double((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
            if points.count == 2 {
                check(
                    Double(size.width) == points[0] * scale && Double(size.height) == points[1] * scale,
                    "\(name): \(file) is \(size.width)×\(size.height), not its size \(points) at \(scale)x")
            }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in files where file.hasSuffix(".png") {
            check(named.contains(file), "\(name): \(file) is not listed in Contents.json")
        }
        if name.hasSuffix(".colorset") {
            let colors = json["colors"] as? [[String: Any]] ?? []
            let dark = colors.filter { ($0["appearances"] as? [[String: String]])?.first?["value"] == "dark" }
            check(colors.count == 2 && dark.count == 1, "\(name): expected one light and one dark colour")
        }
    }
    for required in ["Assets.xcassets", "AppIcon.appiconset", "AccentColor.colorset"] {
        check(sets.contains(required), "Assets.xcassets: no \(required)")
    }
}

// MARK: - Run

checkProject()
checkScheme()
checkAssets()
if problems.isEmpty {
    print("check-apple-project: the project file, the scheme and the asset catalog are sound")
} else {
    for problem in problems { print("check-apple-project: \(problem)") }
    exit(1)
}
