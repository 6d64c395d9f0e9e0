import ContactModel
import ContactsSupport
import Foundation

@testable import VCard

/// Reads `text` keeping each card's bytes, as `list --format vcard` reads.
func readKeeping(_ text: String) -> [Contact] {
  VCardReader.readKeepingOriginalCards(Array(text.utf8), source: "test.vcf").contacts
}

/// Reads bytes keeping each card's bytes.
func readKeeping(bytes: [UInt8]) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
  VCardReader.readKeepingOriginalCards(bytes, source: "test.vcf")
}

/// The unfolded content lines of written cards (CRLF, then a space, is a fold).
func unfoldedLines(_ bytes: [UInt8]) -> [String] {
  String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
    .components(separatedBy: "\r\n").filter { !$0.isEmpty }
}

/// The lines of the card `contact` was read from, each converted for `version` as the writer
/// converts them (BEGIN, VERSION and END left out).
func convertedLines(_ contact: Contact, _ version: VCardWriter.Version) -> [String] {
  VCardOriginalLines(contact.originalCard.bytes, output: version).properties.map {
    String(decoding: $0.line, as: UTF8.self)
  }
}

/// The properties a written card may hold that its original did not: the required ones the
/// writer adds when the card lacks them.
let addedProperties: Set<String> = ["BEGIN", "END", "VERSION", "PRODID", "FN", "N", "UID"]

/// The property name (without group) of an unfolded line, uppercased.
func propertyName(_ line: String) -> String {
  let head = line.prefix { $0 != ":" && $0 != ";" }
  return String(head.split(separator: ".").last ?? head).uppercased()
}

/// Whether `needles` appear in `haystack` in order (each once).
func isInOrder(_ needles: [String], in haystack: [String]) -> Bool {
  var index = haystack.startIndex
  for needle in needles {
    guard let found = haystack[index...].firstIndex(of: needle) else { return false }
    index = found + 1
  }
  return true
}

/// A card around `lines` (CRLF line ends).
func vcard(_ lines: [String], version: String = "3.0") -> String {
  (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
}
