import NQueensPresentation

/// Background work done at once on the main actor: results are ready as soon as the awaiting task runs.
@MainActor
public final class InlineBackgroundWork: BackgroundWork {
    /// The number of jobs run so far.
    public private(set) var runCount = 0

    /// Creates inline background work.
    public init() {}

    /// Runs `work` now, unless the calling task is already cancelled.
    public func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async throws -> Result {
        try Task.checkCancellation()
        runCount += 1
        return work()
    }
}

/// Background work held until a test releases it: for proving that a superseded job is cancelled and its
/// result never shown.
@MainActor
public final class ManualBackgroundWork: BackgroundWork {
    private final class Job {
        let id: Int
        let deliver: @MainActor (Bool) -> Void
        init(id: Int, deliver: @escaping @MainActor (Bool) -> Void) {
            self.id = id
            self.deliver = deliver
        }
    }

    private var pending: [Job] = []
    private var nextID = 0

    /// The number of jobs whose caller was cancelled while they waited.
    public private(set) var cancelledCount = 0

    /// The number of jobs run to completion.
    public private(set) var completedCount = 0

    /// Creates background work holding no jobs.
    public init() {}

    /// The number of jobs waiting to be released.
    public var pendingCount: Int {
        pending.count
    }

    /// Waits until `completeAll()` runs `work`, or throws `CancellationError` as soon as the caller is cancelled.
    public func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async throws -> Result {
        try Task.checkCancellation()
        nextID += 1
        let id = nextID
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Result, any Error>) in
                pending.append(
                    Job(id: id) { run in
                        if run {
                            continuation.resume(returning: work())
                        } else {
                            continuation.resume(throwing: CancellationError())
                        }
                    })
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
    }

    /// Runs every waiting job and hands each result to its caller.
    public func completeAll() {
        let jobs = pending
        pending.removeAll()
        completedCount += jobs.count
        for job in jobs { job.deliver(true) }
    }

    private func cancel(_ id: Int) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        let job = pending.remove(at: index)
        cancelledCount += 1
        job.deliver(false)
    }
}
