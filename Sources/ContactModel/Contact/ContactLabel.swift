/// Apple's label strings (`CNLabelHome`, `CNLabelPhoneNumberMobile`, …) and their plain words.
public enum ContactLabel {
  /// `CNLabelHome`.
  public static let home = "_$!<Home>!$_"
  /// `CNLabelWork`.
  public static let work = "_$!<Work>!$_"
  /// `CNLabelOther`.
  public static let other = "_$!<Other>!$_"
  /// `CNLabelPhoneNumberMobile`.
  public static let mobile = "_$!<Mobile>!$_"
  /// `CNLabelPhoneNumberMain`.
  public static let main = "_$!<Main>!$_"
  /// `CNLabelPhoneNumberiPhone`: Apple spells it without the `_$!<…>!$_` wrapper.
  public static let iPhone = "iPhone"
  /// `CNLabelPhoneNumberHomeFax`.
  public static let homeFax = "_$!<HomeFAX>!$_"
  /// `CNLabelPhoneNumberWorkFax`.
  public static let workFax = "_$!<WorkFAX>!$_"
  /// `CNLabelPhoneNumberOtherFax`.
  public static let otherFax = "_$!<OtherFAX>!$_"
  /// `CNLabelPhoneNumberPager`.
  public static let pager = "_$!<Pager>!$_"
  /// `CNLabelURLAddressHomePage`.
  public static let homePage = "_$!<HomePage>!$_"

  /// Apple's labels with their plain words, in the order the Contacts app lists them.
  static let known: [(label: String, words: String)] = [
    (mobile, "mobile"), (iPhone, "iPhone"), (home, "home"), (work, "work"), (main, "main"),
    (homeFax, "home fax"), (workFax, "work fax"), (otherFax, "other fax"), (pager, "pager"),
    (other, "other"), (homePage, "homepage"),
  ]

  /// The label in plain words: a known Apple label by its words, an unknown `_$!<Word>!$_`
  /// lowercased without its wrapper, custom text as is, and nil as "".
  public static func displayName(for label: String?) -> String {
    guard let label else { return "" }
    for entry in known where entry.label == label { return entry.words }
    if label.hasPrefix("_$!<") && label.hasSuffix(">!$_") && label.count > 8 {
      return String(label.dropFirst(4).dropLast(4)).lowercased()
    }
    return label
  }

  /// Apple's label for plain words ("home fax" -> `_$!<HomeFAX>!$_`); other text is a custom label.
  public static func label(forDisplayName words: String) -> String {
    for entry in known where entry.words.lowercased() == words.lowercased() { return entry.label }
    return words
  }
}
