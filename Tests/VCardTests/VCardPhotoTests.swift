import ContactModel
import ContactsTesting
import Foundation
import Testing

@testable import VCard

@Suite("vCard photos")
struct VCardPhotoTests {
  /// (PHOTO line, version, base64 or nil, URL or nil, media type).
  static let forms: [(String, String, String?, String?, String)] = [
    ("PHOTO:data:image/png;base64,iVBORw0K", "4.0", "iVBORw0K", nil, "PNG"),
    ("PHOTO:DATA:image/jpeg;charset=x;base64,/9j/4AAQ", "4.0", "/9j/4AAQ", nil, "JPEG"),
    ("PHOTO;VALUE=uri:data:image/gif;base64,R0lGOD", "4.0", "R0lGOD", nil, "GIF"),
    ("PHOTO:data:application/octet-stream;base64,AAEC", "4.0", "AAEC", nil, ""),
    ("PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ", "3.0", "/9j/4AAQ", nil, "JPEG"),
    ("PHOTO;ENCODING=b;TYPE=image/jpeg:/9j/4AAQ", "3.0", "/9j/4AAQ", nil, "JPEG"),
    ("PHOTO;TYPE=PNG;ENCODING=B:iVBORw0K", "3.0", "iVBORw0K", nil, "PNG"),
    ("PHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ", "2.1", "/9j/4AAQ", nil, "JPEG"),
    ("PHOTO;JPEG;ENCODING=BASE64:/9j/4AAQ", "2.1", "/9j/4AAQ", nil, "JPEG"),
    ("PHOTO;VALUE=uri:https://example.com/a.jpg", "3.0", nil, "https://example.com/a.jpg", ""),
    ("PHOTO;VALUE=uri;TYPE=JPEG:http://example.com/a.jpg", "3.0", nil, "http://example.com/a.jpg", "JPEG"),
    ("PHOTO;VALUE=URL;TYPE=GIF:http://example.com/a.gif", "2.1", nil, "http://example.com/a.gif", "GIF"),
    ("PHOTO:https://example.com/p?size=1,2", "4.0", nil, "https://example.com/p?size=1,2", ""),
    ("PHOTO:http\\://example.com/escaped.png", "3.0", nil, "http://example.com/escaped.png", ""),
    ("PHOTO:data:image/svg+xml,%3Csvg%3E", "4.0", nil, "data:image/svg+xml,%3Csvg%3E", ""),
    ("PHOTO;VALUE=uri:file:///C:/a\\\\b.jpg", "3.0", nil, "file:///C:/a\\b.jpg", ""),
    ("PHOTO;VALUE=uri:http://a/\\nb\\ ", "3.0", nil, "http://a/b", ""),
    ("PHOTO;VALUE=uri:dat\\a:image/png;base64,AAEC", "3.0", "AAEC", nil, "PNG"),
  ]

  @Test("every PHOTO form is read: data: URIs, base64 in 2.1 and 3.0, and addresses", arguments: forms)
  func read(line: String, version: String, base64: String?, url: String?, type: String) {
    let photo = single(card("N:Doe;Jane;;;", line, version: version)).photo
    #expect(photo != nil)
    #expect(photo?.base64 == Array((base64 ?? "").utf8))
    #expect(photo?.url == url)
    #expect(photo?.mediaType == type)
  }

  /// PHOTO lines that carry no photo.
  static let notPhotos = [
    "PHOTO:", "PHOTO:AAEC", "PHOTO;TYPE=JPEG:/9j/4AAQ", "PHOTO:1:2", "PHOTO;VALUE=uri:\\n",
    "PHOTO:data:image/png;base64,",
  ]

  @Test("a PHOTO that is neither base64 nor an address is no photo", arguments: notPhotos)
  func notAPhoto(line: String) {
    #expect(single(card("N:Doe;Jane;;;", line)).photo == nil)
  }

  @Test("a photo given by its address has no image data")
  func urlHasNoImage() {
    let contact = single(card("N:Doe;Jane;;;", "PHOTO;VALUE=uri:https://example.com/a.jpg"))
    #expect(contact.photo?.hasImageData == false)
    #expect(contact.imageData == nil)
    #expect(contact.imageDataAvailable == false)
    let embedded = single(card("N:Doe;Jane;;;", "PHOTO;ENCODING=b;TYPE=GIF:R0lGODlh"))
    #expect(embedded.imageDataAvailable)
    #expect(embedded.imageData?.starts(with: [0x47, 0x49, 0x46]) == true)
  }

  /// (photo, version, the PHOTO line written).
  static let written: [(ContactPhoto, VCardWriter.Version, String?)] = [
    (ContactPhoto(base64: Array("AAEC".utf8), mediaType: "PNG"), .v3, "PHOTO;ENCODING=b;TYPE=PNG:AAEC"),
    (ContactPhoto(base64: Array("AAEC".utf8), mediaType: "PNG"), .v4, "PHOTO:data:image/png;base64,AAEC"),
    (
      ContactPhoto(url: "https://example.com/a.jpg", mediaType: "JPEG"), .v3,
      "PHOTO;VALUE=uri;TYPE=JPEG:https://example.com/a.jpg"
    ),
    (
      ContactPhoto(url: "https://example.com/a.jpg", mediaType: "JPEG"), .v4,
      "PHOTO;MEDIATYPE=image/jpeg:https://example.com/a.jpg"
    ),
    (ContactPhoto(url: "http://example.com/a"), .v3, "PHOTO;VALUE=uri:http://example.com/a"),
    (ContactPhoto(url: "http://example.com/a"), .v4, "PHOTO:http://example.com/a"),
    (ContactPhoto(url: "http://example.com/a\r\nEND:VCARD"), .v4, "PHOTO:http://example.com/aEND:VCARD"),
    (ContactPhoto(url: "http://example.com/a\\b,c"), .v4, "PHOTO:http://example.com/a\\\\b,c"),
    (ContactPhoto(url: "\n"), .v3, nil),
    (ContactPhoto(url: "photo.jpg"), .v4, "PHOTO;VALUE=uri:photo.jpg"),
  ]

  @Test("the writer writes each photo form in the output version", arguments: written)
  func write(photo: ContactPhoto, version: VCardWriter.Version, line: String?) {
    var contact = makeContact("p", given: "Ann")
    contact.photo = photo
    let lines = VCardWriter.write([contact], version: version).components(separatedBy: "\r\n")
    #expect(lines.filter { $0.hasPrefix("PHOTO") } == (line.map { [$0] } ?? []))
  }

  @Test("every photo form survives a write and a read, in 3.0 and 4.0", arguments: forms)
  func roundTrip(line: String, version: String, base64: String?, url: String?, type: String) {
    let contact = single(card("N:Doe;Jane;;;", line, version: version))
    for output in [VCardWriter.Version.v3, .v4] {
      let again = parse(VCardWriter.write([contact], version: output))
      #expect(again.diagnostics.isEmpty)
      #expect(again.contacts == [contact], "\(output)")
    }
  }

  /// Found by the fuzzer (Fuzz/Regressions/vcard/photo-escaped-line-break): a base64 value ending
  /// in a backslash continues on the next line as an escaped line break, which put a line feed
  /// into the base64 text; written back, it ended the PHOTO line and the image was lost.
  @Test("base64 text keeps no control character, so the photo survives a write and a read")
  func base64WithoutControls() {
    let read = VCardReader.read(bytes: Array("BEGIN:VCARD\rPHOTO;b:\\\rN".utf8), source: "cut.vcf").contacts
    let photo = read.first?.photo
    #expect(photo?.base64 == Array("N".utf8))
    for output in [VCardWriter.Version.v3, .v4] {
      let again = VCardReader.read(bytes: VCardWriter.bytes(read, version: output), source: "again.vcf").contacts
      #expect(again.map(\.photo) == read.map(\.photo), "\(output)")
    }
  }
}
