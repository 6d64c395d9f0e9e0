import ContactsSupport
import Testing

@Suite("UTF-16 files, with and without a byte order mark")
struct UTF16InputTests {
  @Test(
    "a file is UTF-16 when it starts with a byte order mark or with BEGIN in UTF-16; it reads as UTF-8",
    arguments: [
      ([0xFF, 0xFE, 0x42, 0x00], "B"), ([0xFE, 0xFF, 0x00, 0x42], "B"),
      ([0x42, 0x00, 0x45, 0x00, 0x47, 0x00, 0x3B, 0x5C], "BEG尻"),
      ([0x00, 0x62, 0x00, 0x65, 0x00, 0x67, 0x5C, 0x3B], "beg尻"),
      ([0x0D, 0x00, 0x0A, 0x00, 0x42, 0x00, 0x45, 0x00, 0x47, 0x00], "\r\nBEG"),
      ([0x00, 0x20, 0x00, 0x42, 0x00, 0x45, 0x00, 0x47], " BEG"),
    ] as [([UInt8], String)])
  func utf16(bytes: [UInt8], text: String) {
    bytes.withUnsafeBufferPointer { buffer in
      #expect(UTF16Input.isUTF16(buffer))
      #expect(UTF16Input.transcode(buffer).map { String(decoding: $0, as: UTF8.self) } == text)
    }
  }

  @Test(
    "UTF-8 text, even with NULs later on, is not taken for UTF-16",
    arguments: [
      Array("BEGIN:VCARD".utf8), Array("\r\n\r\nBEGIN:VCARD".utf8), [0x42, 0x00, 0x45, 0x00, 0x58, 0x00],
      [0x42, 0x00], [0x0D, 0x00, 0x0A, 0x00], [],
    ])
  func notUTF16(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      #expect(!UTF16Input.isUTF16(buffer))
      #expect(UTF16Input.transcode(buffer) == nil)
    }
  }
}
