public import ContactModel

/// Runs access requests the way `CNContactStore.requestAccess` does: one prompt at a time, the answer
/// stored, the completion called exactly once, asynchronously, on the main actor.
///
/// | status | prompt | completion |
/// | --- | --- | --- |
/// | notDetermined | shown once, shared by concurrent requests | OK `(true, nil)`, Don't Allow `(false, authorizationDenied)`, dismissed `(false, promptDismissed)` and nothing stored |
/// | denied, restricted | no | `(false, authorizationDenied)` |
/// | authorized, limited | no | `(true, nil)` |
///
/// A manifest without a usage description never prompts (`usageDescriptionMissing`); a store that
/// cannot be read or written fails closed (`dataAccessError`). The in-flight task holds the broker,
/// so a pending request outlives every other reference to it.
@MainActor
public final class AccessBroker {
  /// Computes status and stores answers.
  public let center: AuthorizationCenter
  /// Asks the user.
  public let prompt: any AccessPrompt
  /// Whether to offer limited access even when the manifest does not ask for it (`--limited-access`).
  public let limitedAccess: Bool
  /// The prompt's last answer, so the app can tell a timeout from Esc from a signal.
  public private(set) var lastAnswer: PromptAnswer?

  /// The prompt being shown, shared by every request that arrives while it is up.
  private var inFlight: Task<Result<Bool, ContactsError>, Never>?

  /// A broker for `center`'s app that asks with `prompt`. Not isolated: it only stores its
  /// arguments, so a broker can be made off the main actor (`ContactsSystem.install`).
  public nonisolated init(center: AuthorizationCenter, prompt: any AccessPrompt, limitedAccess: Bool = false) {
    self.center = center
    self.prompt = prompt
    self.limitedAccess = limitedAccess
  }

  /// The app's status; throws `.dataAccessError` when the store cannot be read.
  public func authorizationStatus(for entityType: EntityType) throws(ContactsError) -> AuthorizationStatus {
    try center.status(for: entityType)
  }

  /// Asks for access and calls `completionHandler` exactly once, later, on the main actor, with
  /// `(true, nil)` on grant or `(false, error)` where `error` is a `ContactsError`.
  public func requestAccess(
    for entityType: EntityType,
    completionHandler: @escaping @MainActor @Sendable (Bool, (any Error)?) -> Void
  ) {
    // The task is enqueued, never run inline, so the handler cannot run before this returns.
    // It captures `self` strongly: the request keeps the broker alive until it is answered.
    Task { @MainActor in
      switch await self.resolve(entityType) {
      case .success(let granted): completionHandler(granted, nil)
      case .failure(let error): completionHandler(false, error)
      }
    }
  }

  /// Asks for access; returns true on grant and throws the `ContactsError` the handler would get.
  public func requestAccess(for entityType: EntityType) async throws -> Bool {
    try await resolve(entityType).get()
  }

  /// The outcome of one request, following the table above.
  private func resolve(_ entityType: EntityType) async -> Result<Bool, ContactsError> {
    // Checked before the status, as iOS does: an app without a reason may not ask at all.
    guard center.manifest.hasUsageDescription else {
      return .failure(ContactsError(.usageDescriptionMissing, message: AppManifest.usageDescriptionMissingMessage))
    }
    let status: AuthorizationStatus
    do {
      status = try center.status(for: entityType)
    } catch {
      return .failure(error)
    }
    switch status {
    case .authorized, .limited:
      return .success(true)
    case .denied, .restricted:
      return .failure(Self.denied(status))
    case .notDetermined:
      return await promptOnce()
    }
  }

  /// Shows the prompt, or joins the one already showing; every waiter gets the same result.
  private func promptOnce() async -> Result<Bool, ContactsError> {
    if let inFlight {
      return await inFlight.value
    }
    // The status was read just before, so this read fails only if the store just broke; the
    // prompt then simply does not mention a change.
    let request = PromptRequest(
      manifest: center.manifest,
      limitedAccess: limitedAccess || center.manifest.prefersLimitedAccess,
      appChanged: (try? center.appChangedSinceDecision()) ?? false
    )
    let task = Task { @MainActor in
      let answer = await self.prompt.present(request)
      // Storing and clearing happen in one main-actor step, so a request arriving now either joins
      // this prompt or reads the stored answer; it never sees neither.
      let result = self.store(answer)
      self.inFlight = nil
      return result
    }
    inFlight = task
    return await task.value
  }

  /// Stores the answer and turns it into the request's result.
  private func store(_ answer: PromptAnswer) -> Result<Bool, ContactsError> {
    lastAnswer = answer
    do {
      try center.record(answer)
    } catch {
      return .failure(error)
    }
    switch answer {
    case .allow, .limited:
      return .success(true)
    case .deny:
      return .failure(Self.denied(.denied))
    case .dismissed(let reason):
      return .failure(Self.dismissed(reason))
    }
  }

  private static func denied(_ status: AuthorizationStatus) -> ContactsError {
    let message =
      status == .restricted
      ? "Access to contacts is restricted by policy; the user cannot change it."
      : "Access to contacts was denied."
    return ContactsError(.authorizationDenied, message: message)
  }

  private static func dismissed(_ reason: DismissReason) -> ContactsError {
    let why =
      switch reason {
      case .cancelled: "The access prompt was cancelled"
      case .endOfInput: "The input ended before the access prompt was answered"
      case .timedOut: "The access prompt timed out"
      case .interrupted(let signal): "The access prompt was interrupted by signal \(signal)"
      case .noTerminal(let detail): "No terminal was available for the access prompt (\(detail))"
      case .failed(let detail): "The access prompt could not continue (\(detail))"
      }
    return ContactsError(.promptDismissed, message: "\(why); nothing was stored.")
  }
}
