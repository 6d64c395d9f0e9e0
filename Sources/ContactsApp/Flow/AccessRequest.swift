import Authorization

/// One access request through the API generation the user chose, as an app would write it.
@MainActor
struct AccessRequest {
  /// Contacts.framework or the legacy AddressBook functions.
  let api: APIGeneration
  /// The broker that runs the request.
  let broker: AccessBroker

  /// Asks, and waits for the completion handler.
  func run() async -> (granted: Bool, error: (any Error)?) {
    await withCheckedContinuation { continuation in
      broker.requestAccess(for: .contacts) { granted, error in
        continuation.resume(returning: (granted, error))
      }
    }
  }
}
