import ContactModel
import ContactStore

/// A postal address, as `CNPostalAddress`. The street may hold several lines.
public class CNPostalAddress {
  /// The store's address.
  var address: PostalAddress

  /// An empty address.
  public convenience init() { self.init(PostalAddress()) }

  init(_ address: PostalAddress) { self.address = address }

  /// The street lines, joined by "\n".
  public var street: String { address.street }
  /// The city.
  public var city: String { address.city }
  /// The state, province or region.
  public var state: String { address.state }
  /// The postal code.
  public var postalCode: String { address.postalCode }
  /// The country name.
  public var country: String { address.country }
}

/// An address whose parts can be set, as `CNMutablePostalAddress`.
public final class CNMutablePostalAddress: CNPostalAddress {
  /// The street lines, joined by "\n".
  public override var street: String {
    get { address.street }
    set { address.street = newValue }
  }
  /// The city.
  public override var city: String {
    get { address.city }
    set { address.city = newValue }
  }
  /// The state, province or region.
  public override var state: String {
    get { address.state }
    set { address.state = newValue }
  }
  /// The postal code.
  public override var postalCode: String {
    get { address.postalCode }
    set { address.postalCode = newValue }
  }
  /// The country name.
  public override var country: String {
    get { address.country }
    set { address.country = newValue }
  }
}
