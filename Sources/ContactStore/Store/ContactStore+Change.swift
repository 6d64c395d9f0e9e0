public import Foundation

extension ContactStore {
  /// Posted on the default notification center when an app's decision or limited selection
  /// changes, as Contacts.framework posts `CNContactStoreDidChange`. The `userInfo` carries the
  /// app's bundle identifier under `bundleIdentifierKey`.
  public static let didChangeNotification = Notification.Name("ContactStoreDidChange")

  /// The `userInfo` key of the changed app's bundle identifier.
  public static let bundleIdentifierKey = "bundleIdentifier"

  /// Posts `didChangeNotification` for `bundleIdentifier`.
  public static func postDidChange(bundleIdentifier: String) {
    NotificationCenter.default.post(
      name: didChangeNotification, object: nil, userInfo: [bundleIdentifierKey: bundleIdentifier])
  }
}
