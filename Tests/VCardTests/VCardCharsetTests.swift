import ContactModel
import Foundation
import Testing

@testable import VCard

/// Cards in the charsets real exporters declare, read from the fixtures that
/// scripts/make-charset-fixtures.py writes (docs/VCARD.md, "Character sets"). Each fixture holds
/// one card four times: vCard 2.1 and 3.0, plain and quoted-printable.
@Suite("vCard reader: declared charsets")
struct VCardCharsetTests {
  /// The texts of a fixture's card, as they must read.
  struct Sample: Sendable, CustomTestStringConvertible {
    let family, given, organization, title, street, city, note: String

    init(
      _ family: String, _ given: String, _ organization: String, _ title: String, _ street: String, _ city: String,
      _ note: String
    ) {
      (self.family, self.given, self.organization, self.title) = (family, given, organization, title)
      (self.street, self.city, self.note) = (street, city, note)
    }

    var testDescription: String { family }

    // Shift_JIS (CP932): 表, ソ, 能 and 十 have 0x5C ('\') as second byte, here at the end of N
    // and ADR components; ① is a NEC extension, ｱｲ one-byte katakana.
    static let japaneseCP932 = Sample("山田表", "ソ十", "能率技研", "代表", "表参道①-2 ｱｲ十", "渋谷区", "表示, ソフト; 能力十分")
    static let japanese = Sample("山田表", "ソ十", "能率技研", "代表", "表参道1-2 ｱｲ十", "渋谷区", "表示, ソフト; 能力十分")
    // ISO-2022-JP: 山 is ";3", 三 ";0", 子 ";R", 本 "K\", 分 "J,", 岡 "2,".
    static let japaneseJIS = Sample("山本", "三子", "府中市場", "代表", "宮崎浦1-2", "岡山", "最新, 分; 桜")
    static let chinese = Sample("张", "伟", "北京科技有限公司", "经理", "中关村大街27号", "北京", "你好, 世界; 再见")
    // GBK: 乗 is 81 5C.
    static let chineseGBK = Sample("乗", "偉", "北京科技有限公司", "经理", "中关村大街27号", "北京", "你好, 世界; 再见")
    // GB18030: 𠀀 takes four bytes.
    static let chineseGB18030 = Sample("张", "𠀀伟", "北京科技有限公司", "经理", "中关村大街27号", "北京", "你好, 世界; 再见")
    // Big5: 許, 功 and 蓋 end in 0x5C.
    static let chineseBig5 = Sample("許", "功蓋", "台灣科技股份有限公司", "經理", "信義路五段7號", "台北市", "許功蓋, 測試; 完成")
    // 똠 is in Windows' CP949, not in EUC-KR proper.
    static let korean = Sample("김", "민준", "삼성전자", "부장", "세종대로 110", "서울특별시", "똠방각하, 안녕; 끝")
    static let latin1 = Sample("Müller", "José", "Café Société", "Señor", "Straße 5", "Zürich", "Ça va, très; bien")
    static let polish = Sample(
      "Łęcki", "Zażółć", "Gęślą Jaźń", "Dyrektor", "Świętokrzyska 5", "Łódź", "Żółw, gęś; jaźń")
    static let maltese = Sample(
      "Ħabib", "Ġorġ", "Żebbuġ Ltd", "Kap", "Triq il-Ħġejjeġ", "Għajnsielem", "Ċaw, ħbieb; ġew")
    static let latvian = Sample(
      "Ķēniņš", "Ģirts", "Rīgas Ūdens", "Vadītājs", "Brīvības iela 1", "Rīga", "Ļoti, labi; ņemt")
    static let russian = Sample("Иванов", "Пётр", "Газпром", "Директор", "Тверская 1", "Москва", "Привет, мир; пока")
    static let arabic = Sample("محمد", "علي", "شركة", "مدير", "شارع النيل", "القاهرة", "مرحبا, عالم; وداعا")
    static let greek = Sample(
      "Παπαδόπουλος", "Γιώργος", "Εταιρεία", "Διευθυντής", "Οδός Αθηνάς 5", "Αθήνα", "Γεια σου, κόσμε; αντίο")
    static let hebrew = Sample("כהן", "דוד", "חברה", "מנהל", "רחוב הרצל 5", "תל אביב", "שלום, עולם; להתראות")
    static let turkish = Sample(
      "Şahin", "İbrahim", "Türk Şirketi", "Müdür", "Atatürk Cad. 5", "İstanbul", "Merhaba, dünya; güle güle")
    static let sami = Sample(
      "Ŋieida", "Þóra", "Sámediggi", "Jođiheaddji", "Ávjovárgeaidnu 50", "Kárášjohka", "Buorre, beaivi; ŧ")
    static let thai = Sample("สมชาย", "ใจดี", "บริษัท", "ผู้จัดการ", "ถนนสุขุมวิท", "กรุงเทพฯ", "สวัสดี, โลก; ลาก่อน")
    static let lithuanian = Sample(
      "Šimkus", "Ąžuolas", "Įmonė", "Direktorius", "Gedimino pr. 1", "Vilnius", "Labas, pasauli; iki")
    static let welsh = Sample("Ŵyn", "Siôn", "Cwmni Ŷd", "Rheolwr", "Heol y Ŵy", "Aberystwyth", "Shwmae, byd; ḃ ẅ")
    static let latin9 = Sample("Lœuvre", "Šárka", "Prix 5 €", "Chef", "Rue de l'Œuf", "Zürich", "Coût: 10 €, œuf; Ÿ")
    static let romanian = Sample(
      "Ștefănescu", "Ionuț", "Societatea Română", "Director", "Strada Științei 5", "București",
      "Bună, lume; la revedere")
    static let czech = Sample(
      "Dvořák", "Šťastný", "Škoda Auto", "Ředitel", "Náměstí Míru 5", "Praha", "Ahoj, světe; „sbohem“")
    static let russian1251 = Sample(
      "Смирнов", "Иван", "Яндекс", "Директор", "ул. Льва Толстого 16", "Москва", "Привет, мир; «пока» №5")
    static let western1252 = Sample(
      "Müller", "José", "“Quote” Ltd", "Señor", "Straße 5", "Zürich", "Price: 5 €, – dash; …")
    static let greek1253 = Sample(
      "Παπαδόπουλος", "Άννα", "Εταιρεία", "Διευθυντής", "Οδός Αθηνάς 5", "Αθήνα", "Γεια σου, κόσμε; € ‰")
    static let turkish1254 = Sample(
      "Şahin", "İbrahim", "Türk Şirketi", "Müdür", "Atatürk Cad. 5", "İstanbul", "Fiyat: 5 €, dünya; “ğ”")
    static let hebrew1255 = Sample("כהן", "דוד", "חברה", "מנהל", "רחוב הרצל 5", "תל אביב", "מחיר: 5 ₪, עולם; “שלום”")
    static let persian1256 = Sample(
      "محمدي", "پژمان", "شرکت گچ", "مدير", "خيابان وليعصر", "تهران", "سلام, دنيا; “خداحافظ”")
    static let baltic1257 = Sample(
      "Šimkus", "Ąžuolas", "Įmonė", "Direktorius", "Gedimino pr. 1", "Vilnius", "Kaina: 5 €, pasauli; „iki“")
    // Windows-1258 writes most Vietnamese letters as a base and a combining mark.
    static let vietnamese = Sample(
      "Nguyễn", "Văn Đức", "Công ty Việt Nam", "Giám đốc", "Đường Lê Lợi", "Hà Nội", "Xin chào, thế giới; tạm biệt")
    static let ukrainian = Sample(
      "Шевченко", "Тарас", "Українська Ґазета", "Директор", "вул. Хрещатик 1", "Київ", "Привіт, світ; ї є ґ і")
    // UTF-16: 尻 is 5C 3B or 3B 5C, 㬀 3B 00 or 00 3B; the ';' and ',' of the value are UTF-16 too.
    static let utf16 = Sample("尻田", "㬀子", "Ünïcode Ltd", "代表", "Straße 5 尻", "東京", "Hello, world; 尻")
  }

  /// Each fixture (its file name is the charset it declares, in an exporter's spelling) and the
  /// texts its cards hold.
  static let declared: [(String, Sample)] = [
    ("shift_jis", .japaneseCP932), ("euc-jp", .japanese), ("iso-2022-jp", .japaneseJIS), ("gb2312", .chinese),
    ("gbk", .chineseGBK), ("gb18030", .chineseGB18030), ("big5", .chineseBig5), ("euc-kr", .korean),
    ("iso-8859-1", .latin1), ("iso-8859-2", .polish), ("iso-8859-3", .maltese), ("iso-8859-4", .latvian),
    ("iso-8859-5", .russian), ("iso-8859-6", .arabic), ("iso-8859-7", .greek), ("iso-8859-8", .hebrew),
    ("iso-8859-9", .turkish), ("iso-8859-10", .sami), ("iso-8859-11", .thai), ("iso-8859-13", .lithuanian),
    ("iso-8859-14", .welsh), ("iso-8859-15", .latin9), ("iso-8859-16", .romanian), ("windows-1250", .czech),
    ("windows-1251", .russian1251), ("windows-1252", .western1252), ("windows-1253", .greek1253),
    ("windows-1254", .turkish1254), ("windows-1255", .hebrew1255), ("windows-1256", .persian1256),
    ("windows-1257", .baltic1257), ("windows-1258", .vietnamese), ("koi8-r", .russian), ("koi8-u", .ukrainian),
    ("utf-16le", .utf16), ("utf-16be", .utf16), ("utf-16", .utf16),
  ]

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/charsets")

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
  }

  static func read(_ name: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    VCardReader.read(bytes: try bytes(name), source: name)
  }

  @Test(
    "a card in a declared charset reads right in 2.1 and 3.0, plain and quoted-printable, with no diagnostic",
    arguments: declared)
  func declaredCharset(file: String, sample: Sample) throws {
    let result = try Self.read(file + ".vcf")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // UTF-16 values stand in a line only quoted-printable (their NUL bytes would not).
    #expect(result.contacts.count == (file.hasPrefix("utf-16") ? 2 : 4))
    for contact in result.contacts {
      #expect(contact.familyName == sample.family)
      #expect(contact.givenName == sample.given)
      #expect(contact.organizationName == sample.organization)
      #expect(contact.jobTitle == sample.title)
      #expect(contact.postalAddresses.first?.value.street == sample.street)
      #expect(contact.postalAddresses.first?.value.city == sample.city)
      #expect(contact.note == sample.note)
      #expect(contact.phoneNumbers.first?.value == "+1 555 0100")
    }
  }

  @Test("a card read from a declared charset is written as UTF-8 and reads back the same", arguments: declared)
  func roundTrip(file: String, sample: Sample) throws {
    let first = try Self.read(file + ".vcf").contacts
    for version in [VCardWriter.Version.v3, .v4] {
      let written = VCardWriter.bytes(first, version: version)
      #expect(!String(decoding: written, as: UTF8.self).uppercased().contains("CHARSET"))
      let second = VCardReader.read(bytes: written, source: "written.vcf")
      #expect(second.diagnostics.isEmpty)
      #expect(second.contacts.map(\.familyName) == first.map { _ in sample.family })
      #expect(VCardWriter.bytes(second.contacts, version: version) == written)
    }
  }

  @Test("a charset the system cannot decode is named in a diagnostic, and the value is kept as Latin-1")
  func unknownCharset() throws {
    let result = try Self.read("unknown-charset.vcf")
    #expect(
      result.diagnostics.map(\.description) == [
        "unknown-charset.vcf:3: CHARSET=X-KLINGON cannot be decoded here; the value is read as Latin-1"
      ])
    #expect(result.contacts.first?.familyName == "Café")
    #expect(result.contacts.first?.givenName == "José")
  }

  @Test("bytes invalid in the declared charset become U+FFFD, with one diagnostic for the line")
  func invalidBytes() throws {
    let result = try Self.read("invalid-shift_jis.vcf")
    #expect(
      result.diagnostics.map(\.description) == [
        "invalid-shift_jis.vcf:3: value has bytes that are not valid CHARSET=SHIFT_JIS; each became U+FFFD"
      ])
    #expect(result.contacts.first?.familyName == "山田\u{FFFD}")
    #expect(result.contacts.first?.givenName == "太郎\u{FFFD}")
    #expect(result.contacts.first?.note == "表")
  }

  @Test("text with no charset that is not UTF-8 reads as Windows-1252, with one warning for the whole file")
  func undeclaredNotUTF8() throws {
    let result = try Self.read("undeclared-windows-1252.vcf")
    #expect(
      result.diagnostics.map(\.description) == [
        "undeclared-windows-1252.vcf:3: text is not valid UTF-8 and declares no charset; read as Windows-1252 "
          + "(the file's first such line)"
      ])
    #expect(result.contacts.map(\.familyName) == ["Müller", "“Quote”", "Olé"])
    #expect(result.contacts.map(\.givenName) == ["Jürgen", "Renée", "€uro"])
    #expect(result.contacts.map(\.note) == ["façade", "façade", "façade"])
  }

  @Test(
    "the one warning for undeclared non-UTF-8 text holds when the file is read in pieces in parallel",
    arguments: [true, false])
  func undeclaredNotUTF8InPieces(parallel: Bool) throws {
    let card = try Self.bytes("undeclared-windows-1252.vcf")
    var bytes: [UInt8] = []
    while bytes.count < 3 * VCardReader.parallelThreshold { bytes += card }
    let result = bytes.withUnsafeBufferPointer {
      VCardReader.read(buffer: $0, source: "big.vcf", parallel: parallel)
    }
    #expect(result.contacts.count == bytes.count / card.count * 3)
    #expect(result.contacts.last?.givenName == "€uro")
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.line == 3)
  }

  @Test("a whole file in UTF-16 without a byte order mark is read", arguments: ["utf-16le-no-bom", "utf-16be-no-bom"])
  func utf16WithoutByteOrderMark(file: String) throws {
    let result = try Self.read(file + ".vcf")
    #expect(result.diagnostics.isEmpty)
    #expect(result.contacts.first?.familyName == "Łęcki")
    #expect(result.contacts.first?.givenName == "尻子")
    #expect(result.contacts.first?.note == "世界, 㬀; 尻")
  }

  @Test("CHARSET=UTF-8 on bytes that are not UTF-8 is reported for each such line")
  func declaredUTF8NotUTF8() {
    let bytes =
      Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:M".utf8) + [0xFC] + Array("ller;J".utf8) + [0xFC]
      + Array("rgen;;;\r\nNOTE;CHARSET=UTF-8:fa".utf8) + [0xE7] + Array("ade\r\nEND:VCARD\r\n".utf8)
    let result = parse(bytes: bytes)
    let reason = "value is not valid UTF-8 although it declares CHARSET=UTF-8; read as Windows-1252"
    #expect(result.diagnostics.map(\.description) == ["test.vcf:3: \(reason)", "test.vcf:4: \(reason)"])
    #expect(result.contacts.first?.familyName == "Müller")
    #expect(result.contacts.first?.note == "façade")
  }

  @Test("an ISO-2022-JP value left in its two-byte set does not change how the next value reads")
  func statefulCharsetStartsAfresh() {
    let bytes =
      Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-2022-JP:".utf8) + [0x1B, 0x24, 0x42, 0x3B, 0x33]
      + Array("\r\nNOTE;CHARSET=ISO-2022-JP:plain ASCII\r\nEND:VCARD\r\n".utf8)
    let contact = parse(bytes: bytes).contacts.first
    #expect(contact?.familyName == "山")
    #expect(contact?.note == "plain ASCII")
  }

  /// The X-KLINGON row was found by fuzz-vcard (Fuzz/Regressions/vcard/quoted-printable-nul): a
  /// NUL kept for the transcoder stayed in a value read as Latin-1, and the card changed in a
  /// round trip.
  @Test(
    "a NUL from a quoted-printable value in another charset is dropped after decoding, the rest kept",
    arguments: [("UTF-16LE", "A=00=00=00B=00", "AB"), ("X-KLINGON", "A=00B=E9", "ABé")])
  func quotedPrintableNul(charset: String, value: String, note: String) {
    let text =
      "BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;CHARSET=\(charset);ENCODING=QUOTED-PRINTABLE:\(value)\r\nEND:VCARD\r\n"
    #expect(parse(text).contacts.first?.note == note)
  }

  @Test(
    "CHARSET is UTF-8 when absent, declared UTF-8, the two decoded in place, or another name to convert",
    arguments: [
      ("", VCardParameters.Charset.utf8), (";CHARSET=UTF-8", .declaredUTF8), (";CHARSET=utf8", .declaredUTF8),
      (";CHARSET=ISO-8859-1", .latin1), (";CHARSET=windows-1252", .windows1252), (";CHARSET=", .utf8),
      (";CHARSET=Shift_JIS", .other(9..<18)), (";CHARSET=\"Big5\"", .other(10..<14)),
    ])
  func charsetParameter(parameters: String, charset: VCardParameters.Charset) {
    let bytes = Array(parameters.utf8)
    let parsed = bytes.withUnsafeBufferPointer { VCardParameters($0, 0..<$0.count) }
    #expect(parsed.charset == charset)
  }
}
