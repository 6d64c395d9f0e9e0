package import ContactModel
import ContactsSupport
package import Foundation
import VCard

/// Renders contacts for `contacts-tui list`, as one String or streamed to a file descriptor.
///
/// - text: the display name, one per line (a tab or line break inside it becomes a space).
/// - tsv: a header row, then `tsvColumns`; a tab, line break or backslash inside a field is
///   written as `\t`, `\n`, `\r` or `\\`, so every record is exactly one line.
/// - csv: RFC 4180 with the TSV's header and columns, records ending in CR LF: a field with a
///   comma, quote or line break is quoted, its quotes doubled; a field a spreadsheet would run
///   as a formula gets a leading `'` (`ExportField.finishCSV`).
/// - json: an array of objects, one per line, with the keys of `JSONContactEncoder`.
/// - vcard: vCard 3.0 from `VCardWriter`.
///
/// Rendering is byte-level and runs on all cores in batches; the streaming form writes each
/// batch with one `write` call, so 1M contacts never exist as one String.
package enum ContactExport {
  /// The TSV header: identifier, display name, given, family, organization, first phone,
  /// first e-mail.
  package static let tsvColumns = [
    "identifier", "displayName", "givenName", "familyName", "organizationName", "phone", "email",
  ]

  /// The whole rendering as one String.
  package static func render(_ contacts: [Contact], format: ExportFormat, formatter: ContactFormatter) -> String {
    var out: [UInt8] = []
    forEachBatch(contacts, format: format, formatter: formatter) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }

  /// Streams the rendering to a file descriptor (standard output by default) in large writes.
  /// (`list` does not come here: `ContactListing` renders while it reads, then sorts the rows.)
  package static func write(
    _ contacts: [Contact], format: ExportFormat, formatter: ContactFormatter, to descriptor: Int32 = 1
  ) throws(ContactsError) {
    var failure: ContactsError?
    forEachBatch(contacts, format: format, formatter: formatter) { bytes in
      guard failure == nil else { return }
      failure = writeAll(bytes, to: descriptor)
    }
    if let failure { throw failure }
  }

  /// Writes all of `bytes` to `descriptor`; nil on success, else the error to report.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> ContactsError? {
    guard let code = DescriptorWriter.writeAll(bytes, to: descriptor) else { return nil }
    return ContactsError(
      .dataAccessError, message: "Cannot write the contact list: \(DescriptorWriter.message(code)).")
  }

  /// Streams the rendering to a `FileHandle` (for example `FileHandle.standardOutput`).
  package static func write(
    _ contacts: [Contact], format: ExportFormat, formatter: ContactFormatter, to handle: FileHandle
  ) throws(ContactsError) {
    try write(contacts, format: format, formatter: formatter, to: handle.fileDescriptor)
  }

  /// `text` as a JSON string literal, escaped as the JSON export escapes it.
  package static func jsonString(_ text: String) -> String {
    var out: [UInt8] = []
    JSONContactEncoder.appendString(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Contacts rendered per batch; each batch is split across the cores.
  static let batchSize = 32_768

  /// Calls `emit` with the rendering, in order, a part of a batch at a time.
  static func forEachBatch(
    _ contacts: [Contact], format: ExportFormat, formatter: ContactFormatter, emit: ([UInt8]) -> Void
  ) {
    let total = contacts.count
    emit(opening(format, isEmpty: total == 0))
    contacts.withUnsafeBufferPointer { contacts in
      var start = 0
      while start < total {
        let end = min(start + batchSize, total)
        let parts = Parallel.parts(end - start, grain: 2048, perCore: 2)
        let batch = start..<end
        let contacts = Parallel.Memory(contacts)
        let rendered = Parallel.map(parts) { part in
          let rows = Parallel.slice(batch, part: part, of: parts)
          var bytes: [UInt8] = []
          bytes.reserveCapacity(rows.count * (format == .vcard ? 600 : 160))
          for index in rows {
            if index > 0 { bytes += separator(format) }
            appendRow(contacts.base[index], format: format, formatter: formatter, to: &bytes)
          }
          return bytes
        }
        for bytes in rendered { emit(bytes) }
        start = end
      }
    }
    emit(closing(format))
  }

  /// What comes before the first row: the TSV header, or JSON's opening bracket.
  static func opening(_ format: ExportFormat, isEmpty: Bool) -> [UInt8] {
    switch format {
    case .tsv: Array((tsvColumns.joined(separator: "\t") + "\n").utf8)
    case .csv: Array((tsvColumns.joined(separator: ",") + "\r\n").utf8)
    case .json: Array((isEmpty ? "[" : "[\n").utf8)
    case .text, .vcard: []
    }
  }

  /// What comes between two rows: a comma and line break in JSON, nothing otherwise.
  static func separator(_ format: ExportFormat) -> [UInt8] {
    format == .json ? [UInt8(ascii: ","), 0x0A] : []
  }

  /// What comes after the last row: JSON's closing bracket.
  static func closing(_ format: ExportFormat) -> [UInt8] {
    format == .json ? Array("]\n".utf8) : []
  }

  /// Appends one contact's row (JSON without its separator). The contact is borrowed, so
  /// rendering a million contacts reads their fields in place instead of copying them.
  static func appendRow(
    _ contact: borrowing Contact, format: ExportFormat, formatter: ContactFormatter, to out: inout [UInt8]
  ) {
    switch format {
    case .text:
      let start = out.count
      formatter.append(displayNameOf: contact, to: &out)
      ExportField.clean(from: start, style: .spaced, in: &out)
      out.append(0x0A)
    case .tsv:
      ExportField.append(contact.identifier, style: .escaped, to: &out)
      out.append(0x09)
      let nameStart = out.count
      formatter.append(displayNameOf: contact, to: &out)
      ExportField.clean(from: nameStart, style: .escaped, in: &out)
      out.append(0x09)
      ExportField.append(contact.givenName, style: .escaped, to: &out)
      out.append(0x09)
      ExportField.append(contact.familyName, style: .escaped, to: &out)
      out.append(0x09)
      ExportField.append(contact.organizationName, style: .escaped, to: &out)
      out.append(0x09)
      ExportField.append(contact.phoneNumbers.first?.value ?? "", style: .escaped, to: &out)
      out.append(0x09)
      ExportField.append(contact.emailAddresses.first?.value ?? "", style: .escaped, to: &out)
      out.append(0x0A)
    case .csv:
      ExportField.appendCSV(contact.identifier, to: &out)
      out.append(0x2C)
      let nameStart = out.count
      formatter.append(displayNameOf: contact, to: &out)
      ExportField.finishCSV(from: nameStart, in: &out)
      for text in [
        contact.givenName, contact.familyName, contact.organizationName,
        contact.phoneNumbers.first?.value ?? "", contact.emailAddresses.first?.value ?? "",
      ] {
        out.append(0x2C)
        ExportField.appendCSV(text, to: &out)
      }
      out += [0x0D, 0x0A]
    case .json: JSONContactEncoder.append(contact, to: &out)
    case .vcard:
      VCardWriter.append(contact, to: &out)
    }
  }
}
