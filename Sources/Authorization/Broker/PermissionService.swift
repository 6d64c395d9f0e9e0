/// TCC service names.
public enum PermissionService {
  /// The contacts service, as TCC names it.
  public static let addressBook = "kTCCServiceAddressBook"
}
