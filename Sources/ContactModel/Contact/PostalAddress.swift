/// A postal address, as `CNPostalAddress`. The street may hold several lines.
public struct PostalAddress: Sendable, Hashable {
  /// Street lines, joined by "\n" (a vCard's post office box and extended address come first).
  public var street: String
  /// City or locality.
  public var city: String
  /// State, province or region.
  public var state: String
  /// Postal code.
  public var postalCode: String
  /// Country name.
  public var country: String

  /// An address; every part defaults to "".
  public init(street: String = "", city: String = "", state: String = "", postalCode: String = "", country: String = "")
  {
    self.street = street
    self.city = city
    self.state = state
    self.postalCode = postalCode
    self.country = country
  }

  /// True when every part is empty.
  public var isEmpty: Bool {
    street.isEmpty && city.isEmpty && state.isEmpty && postalCode.isEmpty && country.isEmpty
  }
}
