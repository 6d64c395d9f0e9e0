import ContactModel

/// The TYPE words for each Apple label the vCard TYPE parameter can express.
enum VCardLabelTypes {
  static let phone: [String: [String]] = [
    ContactLabel.mobile: ["CELL"], ContactLabel.iPhone: ["IPHONE", "CELL"], ContactLabel.home: ["HOME"],
    ContactLabel.work: ["WORK"], ContactLabel.main: ["MAIN"], ContactLabel.homeFax: ["HOME", "FAX"],
    ContactLabel.workFax: ["WORK", "FAX"], ContactLabel.otherFax: ["FAX"], ContactLabel.pager: ["PAGER"],
    ContactLabel.other: ["OTHER"],
  ]
  static let general: [String: [String]] = [
    ContactLabel.home: ["HOME"], ContactLabel.work: ["WORK"], ContactLabel.other: ["OTHER"],
  ]
}
