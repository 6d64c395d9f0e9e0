import ContactModel
import ContactStore

/// `CNLabelHome`.
public let CNLabelHome = ContactLabel.home
/// `CNLabelWork`.
public let CNLabelWork = ContactLabel.work
/// `CNLabelOther`.
public let CNLabelOther = ContactLabel.other
/// `CNLabelURLAddressHomePage`.
public let CNLabelURLAddressHomePage = ContactLabel.homePage
/// `CNLabelPhoneNumberMobile`.
public let CNLabelPhoneNumberMobile = ContactLabel.mobile
/// `CNLabelPhoneNumberiPhone`.
public let CNLabelPhoneNumberiPhone = ContactLabel.iPhone
/// `CNLabelPhoneNumberMain`.
public let CNLabelPhoneNumberMain = ContactLabel.main
/// `CNLabelPhoneNumberHomeFax`.
public let CNLabelPhoneNumberHomeFax = ContactLabel.homeFax
/// `CNLabelPhoneNumberWorkFax`.
public let CNLabelPhoneNumberWorkFax = ContactLabel.workFax
/// `CNLabelPhoneNumberOtherFax`.
public let CNLabelPhoneNumberOtherFax = ContactLabel.otherFax
/// `CNLabelPhoneNumberPager`.
public let CNLabelPhoneNumberPager = ContactLabel.pager
