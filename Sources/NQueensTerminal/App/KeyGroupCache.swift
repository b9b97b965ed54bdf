import Foundation
import Observation

/// The key groups of the screen shown, kept from one key to the next until the state they were built from changes.
///
/// Building the groups reads the coordinator and the view models (observable properties, whose getters cost a key
/// path each) and formats every summary of the help: a flood of keys spent most of its time there, rebuilding the
/// same groups for every key. The groups are built inside `withObservationTracking`, so that any change to what
/// they read drops them, and kept for as long as the help's visibility (plain front-end state) is unchanged.
///
/// Only key handling uses the cache. Drawing builds the groups afresh, so that the run loop's own tracking sees
/// every property the key bar and the help read.
final class KeyGroupCache: @unchecked Sendable {
    /// Guards ``groups``, ``showsHelp`` and ``generation``: a change may be reported on any thread.
    private let lock = NSLock()
    private var groups: [KeyGroup]?
    private var showsHelp = false
    /// Counts the invalidations, so that groups built across a change are not kept.
    private var generation = 0

    /// The groups for the help shown or not, built by `build` when the ones kept are out of date.
    func groups(showingHelp: Bool, build: () -> [KeyGroup]) -> [KeyGroup] {
        let (kept, start) = lock.withLock { (showsHelp == showingHelp ? groups : nil, generation) }
        if let kept { return kept }
        let built = withObservationTracking(build) { [weak self] in self?.invalidate() }
        lock.withLock {
            guard generation == start else { return }
            groups = built
            showsHelp = showingHelp
        }
        return built
    }

    /// Drops the groups kept.
    func invalidate() {
        lock.withLock {
            groups = nil
            generation += 1
        }
    }
}
