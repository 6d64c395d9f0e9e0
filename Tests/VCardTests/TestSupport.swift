import ContactModel
import Foundation

@testable import VCard

/// Parses vCard text given as Swift source (line breaks as written in the string).
func parse(_ text: String, source: String = "test.vcf") -> (contacts: [Contact], diagnostics: [Diagnostic]) {
  VCardReader.read(Data(text.utf8), source: source)
}

/// Parses raw bytes.
func parse(bytes: [UInt8], source: String = "test.vcf") -> (contacts: [Contact], diagnostics: [Diagnostic]) {
  VCardReader.read(bytes: bytes, source: source)
}

/// The only contact in `text`, or a contact named "MISSING" so expectations fail readably.
func single(_ text: String) -> Contact {
  let result = parse(text)
  return result.contacts.count == 1 ? result.contacts[0] : Contact(identifier: "MISSING \(result.contacts.count)")
}
