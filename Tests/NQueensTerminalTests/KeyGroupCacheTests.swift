import Observation
import Testing

@testable import NQueensTerminal

/// A value the groups are built from.
@Observable
@MainActor
private final class Source {
    var label = "one"
}

@MainActor
@Suite("Key groups kept between keys")
struct KeyGroupCacheTests {
    private func groups(_ source: Source, builds: inout Int) -> [KeyGroup] {
        builds += 1
        return [KeyGroup("x", source.label, [])]
    }

    @Test func groupsAreBuiltOnceWhileNothingTheyReadChanges() {
        let cache = KeyGroupCache()
        let source = Source()
        var builds = 0
        for _ in 0..<5 {
            let kept = cache.groups(showingHelp: false) { groups(source, builds: &builds) }
            #expect(kept.map(\.summary) == ["one"])
        }
        #expect(builds == 1)
    }

    @Test func aChangeToWhatTheyReadRebuildsThem() {
        let cache = KeyGroupCache()
        let source = Source()
        var builds = 0
        _ = cache.groups(showingHelp: false) { groups(source, builds: &builds) }
        source.label = "two"
        let rebuilt = cache.groups(showingHelp: false) { groups(source, builds: &builds) }
        #expect(rebuilt.map(\.summary) == ["two"])
        #expect(builds == 2)
        source.label = "three"
        #expect(cache.groups(showingHelp: false) { groups(source, builds: &builds) }.map(\.summary) == ["three"])
    }

    @Test func showingTheHelpRebuildsThem() {
        let cache = KeyGroupCache()
        let source = Source()
        var builds = 0
        _ = cache.groups(showingHelp: false) { groups(source, builds: &builds) }
        _ = cache.groups(showingHelp: true) { groups(source, builds: &builds) }
        _ = cache.groups(showingHelp: true) { groups(source, builds: &builds) }
        #expect(builds == 2)
    }
}
