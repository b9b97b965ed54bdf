/// Runs CPU-heavy work (counting the solutions still reachable) off the main actor.
///
/// Callers await the result from the main actor; when the awaiting task is cancelled (its result superseded by a
/// newer position), `run` throws `CancellationError` as soon as it can, so a stale result is never shown.
@MainActor
public protocol BackgroundWork: AnyObject {
    /// The result of `work`, computed elsewhere than the main actor.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled before the result is delivered.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async throws -> Result
}

/// The live background work: a detached task per job, at user-initiated priority.
@MainActor
public final class DetachedBackgroundWork: BackgroundWork {
    /// Creates the live background work.
    public init() {}

    /// Computes `work` in a detached task; throws `CancellationError` if the caller is cancelled meanwhile.
    ///
    /// The job runs in a task that is cancelled with the caller, so work that checks `Task.isCancelled` (the
    /// solutions counter does, every few milliseconds) stops early; anything else runs to its end, but its result
    /// is dropped either way.
    public func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async throws -> Result {
        try Task.checkCancellation()
        let job = Task.detached(priority: .userInitiated) { () -> Result? in
            Task.isCancelled ? nil : work()
        }
        let result = await withTaskCancellationHandler {
            await job.value
        } onCancel: {
            job.cancel()
        }
        try Task.checkCancellation()
        guard let result else { throw CancellationError() }
        return result
    }
}
