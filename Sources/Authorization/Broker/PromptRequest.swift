/// What the app asks the user: which app, and whether to offer limited access.
public struct PromptRequest: Equatable, Sendable {
  /// The app asking; the prompt shows its `promptName` and usage description.
  public var manifest: AppManifest
  /// Offer the iOS 18 two-stage prompt, whose answer may be `.limited`.
  public var limitedAccess: Bool
  /// The app has a stored decision that no longer applies because the app changed since it was
  /// made (its fingerprint differs); the prompt says so.
  public var appChanged: Bool

  /// A request for `manifest`'s app.
  public init(manifest: AppManifest, limitedAccess: Bool = false, appChanged: Bool = false) {
    self.manifest = manifest
    self.limitedAccess = limitedAccess
    self.appChanged = appChanged
  }
}
