package import ContactModel
import ContactSearch

extension ContactStore {
  /// The accessible contacts the browser's search shows for `query`: every folded word occurs in
  /// a name part, nickname, organization, e-mail address or group name (a word of digits in a
  /// phone number too), in source order. An empty query returns every accessible contact.
  ///
  /// `query`'s path: it asks for the few contacts a mail client completes, so a faster load
  /// (a snapshot of the sources) can answer it without building every contact. The read is
  /// logged once, with the number of contacts found.
  package func contacts(matchingSearch query: String) throws(ContactsError) -> [Contact] {
    if let found = try contactsFromSnapshots(matchingSearch: query) { return try logged(found) }
    let contacts = try accessibleContacts()
    return try logged(SearchIndex(contacts).search(query).map { contacts[$0] })
  }
}
