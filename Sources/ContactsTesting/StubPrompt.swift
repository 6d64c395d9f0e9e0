public import Authorization

/// The prompt's in-memory twin: answers with a preset answer, or holds until a test answers.
///
/// It counts presentations and keeps every request, so tests can check that a prompt was (or was
/// not) shown and what it was asked.
@MainActor
public final class StubPrompt: AccessPrompt {
  /// The answer given when the prompt is not held.
  public var answer: PromptAnswer
  /// How long to wait before answering, if at all.
  public var delay: Duration?
  /// Whether `present` waits for `respond(with:)` instead of answering by itself.
  public var holdsUntilAnswered: Bool
  /// How many times the prompt was shown.
  public private(set) var presentCount = 0
  /// Every request shown, in order.
  public private(set) var requests: [PromptRequest] = []

  private var held: [CheckedContinuation<PromptAnswer, Never>] = []
  private var presentationWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// A prompt that answers `answer`, after `delay` if given, or holds until `respond(with:)` is called.
  public init(answer: PromptAnswer, delay: Duration? = nil, holdsUntilAnswered: Bool = false) {
    self.answer = answer
    self.delay = delay
    self.holdsUntilAnswered = holdsUntilAnswered
  }

  /// Whether a presentation is waiting for `respond(with:)`.
  public var isPending: Bool { !held.isEmpty }

  /// Records the request and returns the preset answer, or waits for `respond(with:)` when held.
  public func present(_ request: PromptRequest) async -> PromptAnswer {
    presentCount += 1
    requests.append(request)
    wakePresentationWaiters()
    if let delay {
      try? await Task.sleep(for: delay)
    }
    guard holdsUntilAnswered else { return answer }
    return await withCheckedContinuation { continuation in
      held.append(continuation)
    }
  }

  /// Answers every held presentation with `answer` (the preset one when nil).
  public func respond(with answer: PromptAnswer? = nil) {
    let waiting = held
    held.removeAll()
    for continuation in waiting {
      continuation.resume(returning: answer ?? self.answer)
    }
  }

  /// Returns once the prompt has been shown `count` times in all.
  ///
  /// Waiters run on the main actor after `present` suspends, so a held presentation is already
  /// waiting for `respond(with:)` when this returns.
  public func waitUntilPresented(count: Int = 1) async {
    guard presentCount < count else { return }
    await withCheckedContinuation { continuation in
      presentationWaiters.append((count, continuation))
    }
  }

  private func wakePresentationWaiters() {
    let ready = presentationWaiters.filter { presentCount >= $0.count }
    presentationWaiters.removeAll { presentCount >= $0.count }
    for waiter in ready { waiter.continuation.resume() }
  }
}
