public import Foundation

/// A contact's photo as the card carried it: base64 text, decoded only when asked, or the
/// address of an image elsewhere (a vCard `PHOTO;VALUE=uri:https://…`).
///
/// Loading 100k cards must not decode megabytes of images nobody looks at, so the reader keeps
/// the base64 bytes and `Contact.imageData` decodes them on access. A photo given by address is
/// never fetched: it has no image bytes here, only the address, kept so it is written back.
public struct ContactPhoto: Sendable, Hashable {
  /// The base64 text, unfolded, without the `data:` prefix; empty for a photo given by address.
  public var base64: [UInt8]
  /// The image type as vCard writes it ("JPEG", "PNG"), or "" when unknown.
  public var mediaType: String
  /// The image's address (`https:`, `http:` or another URI) when the card gave one instead of
  /// the image; nil for an embedded image.
  public var url: String?

  /// A photo from its base64 text.
  public init(base64: [UInt8], mediaType: String = "") {
    self.base64 = base64
    self.mediaType = mediaType
  }

  /// A photo given by its address; it has no image bytes.
  public init(url: String, mediaType: String = "") {
    self.base64 = []
    self.mediaType = mediaType
    self.url = url
  }

  /// Whether the photo carries its image (base64), rather than only an address.
  public var hasImageData: Bool { url == nil || !base64.isEmpty }

  /// A photo from image bytes; the type is sniffed from the magic number.
  public init(imageData: Data) {
    self.base64 = Array(imageData.base64EncodedData())
    self.mediaType = Self.sniff(imageData)
  }

  /// The decoded image bytes, or nil when the base64 text is damaged or the photo is only an
  /// address.
  public func decode() -> Data? {
    guard hasImageData else { return nil }
    return Data(base64Encoded: Data(base64), options: .ignoreUnknownCharacters)
  }

  /// The media type when it can be written as one (a MIME token: no space, comma, semicolon,
  /// colon, slash or other special); otherwise empty, as a photo of unknown type. A card's
  /// `TYPE=` is copied as read, and a comma in it would end a `data:` URI's header early.
  package var writableMediaType: String {
    let specials = Set("()<>@,;:\\\"/[]?=".unicodeScalars)
    let isToken = mediaType.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !specials.contains($0) }
    // Nor an encoding's name, which would make the reader take the base64 for quoted-printable.
    return isToken && !mediaType.uppercased().contains("QUOTED-PRINTABLE") ? mediaType : ""
  }

  /// The MIME type for a `data:` URI.
  package var mimeType: String {
    switch writableMediaType.uppercased() {
    case "PNG": "image/png"
    case "GIF": "image/gif"
    case "": "application/octet-stream"
    default: "image/" + writableMediaType.lowercased()
    }
  }

  private static func sniff(_ data: Data) -> String {
    if data.starts(with: [0xFF, 0xD8]) { return "JPEG" }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG" }
    if data.starts(with: [0x47, 0x49, 0x46]) { return "GIF" }
    return ""
  }
}
