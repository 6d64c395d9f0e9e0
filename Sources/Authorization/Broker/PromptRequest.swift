/// What the app asks the user: which app, and whether to offer limited access.
public struct PromptRequest: Equatable, Sendable {
  /// The app asking; the prompt shows its `promptName` and usage description.
  public var manifest: AppManifest
  /// Offer the iOS 18 two-stage prompt, whose answer may be `.limited`.
  public var limitedAccess: Bool

  /// A request for `manifest`'s app.
  public init(manifest: AppManifest, limitedAccess: Bool = false) {
    self.manifest = manifest
    self.limitedAccess = limitedAccess
  }
}
