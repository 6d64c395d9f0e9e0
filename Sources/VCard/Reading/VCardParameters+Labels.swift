import ContactModel

extension VCardParameters {
  /// The Apple label for a phone number's TYPE values (pref is ignored).
  var phoneLabel: String? {
    if types.contains(.iPhone) { return ContactLabel.iPhone }
    if types.contains(.fax) {
      if types.contains(.home) { return ContactLabel.homeFax }
      if types.contains(.work) { return ContactLabel.workFax }
      return ContactLabel.otherFax
    }
    if types.contains(.cell) { return ContactLabel.mobile }
    if types.contains(.main) { return ContactLabel.main }
    if types.contains(.pager) { return ContactLabel.pager }
    return generalLabel
  }

  /// The Apple label for an e-mail, address or URL: home, work, other, or none.
  var generalLabel: String? {
    if types.contains(.home) { return ContactLabel.home }
    if types.contains(.work) { return ContactLabel.work }
    if types.contains(.other) { return ContactLabel.other }
    return nil
  }
}
