/// The kind of data an app asks for, as `CNEntityType` names it.
public enum EntityType: Sendable, Hashable {
  /// The user's contacts.
  case contacts
}
