import Foundation
import Testing

@testable import ContactsSupport

/// The folding data is precomputed (deriving it cost every process about 20 ms); it must stay
/// exactly what the toolchain's Unicode data gives. When this fails, regenerate the file:
/// `swift scripts/generate-folding-table.swift > Sources/ContactsSupport/Text/TextFoldingTable.swift`.
@Suite("precomputed folding table")
struct TextFoldingTableTests {
  /// Letters without a canonical decomposition that people still type without the mark.
  static let typedWithoutMark: [UInt32: String] = [
    0x00DF: "ss", 0x00F8: "o", 0x00D8: "o", 0x0142: "l", 0x0141: "l", 0x0111: "d", 0x0110: "d",
    0x00E6: "ae", 0x00C6: "ae", 0x0153: "oe", 0x0152: "oe", 0x00FE: "th", 0x00DE: "th", 0x00F0: "d",
    0x00D0: "d", 0x0131: "i", 0x0127: "h", 0x0126: "h", 0x0167: "t", 0x0166: "t",
  ]

  @Test("every scalar of U+00A0..<U+2000 folds to its decomposition without marks, lowercased")
  func foldedScalars() {
    var mismatches: [String] = []
    for value in TextFoldingTable.start..<TextFoldingTable.end {
      guard let scalar = Unicode.Scalar(value), !TextFolding.isCombiningMark(value) else { continue }
      var base = String.UnicodeScalarView()
      for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      where !TextFolding.isCombiningMark(part.value) {
        base.append(part)
      }
      let lowered = String(base).lowercased()
      let derived = Self.typedWithoutMark[value] ?? (lowered != String(scalar) && !lowered.isEmpty ? lowered : nil)
      if TextFolding.folded(value).map({ String(decoding: $0, as: UTF8.self) }) != derived {
        mismatches.append(String(format: "%04X", value))
      }
    }
    #expect(mismatches.isEmpty, "regenerate TextFoldingTable.swift")
  }

  @Test("the lowercasing bits are set exactly for the scalars from U+2000 that change when lowercased")
  func lowercasingBits() {
    var mismatches: [String] = []
    for value in TextFoldingTable.end..<0x1_0000 {
      let offset = Int(value - TextFoldingTable.end)
      let stored = TextFolding.lowercasingBits[offset >> 6] & (1 << UInt64(offset & 63)) != 0
      let derived = Unicode.Scalar(value)?.properties.changesWhenLowercased ?? false
      if stored != derived { mismatches.append(String(format: "%04X", value)) }
    }
    #expect(mismatches.isEmpty, "regenerate TextFoldingTable.swift")
  }

  @Test("folding examples: accents, NFD, ß, Ø, Greek, Cyrillic, fullwidth, CJK unchanged")
  func examples() {
    #expect(TextFolding.fold("Émile E\u{301}mile") == "emile emile")
    #expect(TextFolding.fold("Straße Søren ŁÓDŹ") == "strasse soren lodz")
    #expect(TextFolding.fold("Ωμέγα ЁЛКА") == "ωμεγα елка")
    #expect(TextFolding.fold("ＡＢＣ 山田 Ⅻ") == "ａｂｃ 山田 ⅻ")
  }
}

@Suite("ASCII word-at-a-time helpers")
struct ASCIIBytesTests {
  @Test("lowercasing eight bytes at a time changes exactly A–Z, at every length and offset")
  func lowercase() {
    let all = (0...255).map { UInt8($0) }
    for length in [0, 1, 7, 8, 9, 17, 256] {
      var bytes = Array((all + all)[3..<(3 + length)])
      let expected = bytes.map { ($0 &- 65) < 26 ? $0 | 0x20 : $0 }
      bytes.withUnsafeMutableBufferPointer { ASCIIBytes.lowercase($0) }
      #expect(bytes == expected, "length \(length)")
    }
  }

  @Test("a buffer is ASCII exactly when no byte has its high bit set")
  func ascii() {
    for bytes in [
      [], Array("plain ascii text!".utf8), Array("café".utf8), [0x7F], [0x80],
      Array(repeating: 0x41, count: 15) + [0xC3],
    ] {
      #expect(bytes.withUnsafeBufferPointer { ASCIIBytes.isASCII($0) } == bytes.allSatisfy { $0 < 0x80 })
    }
  }

  @Test("CJK detection looks past ASCII and Latin")
  func cjk() {
    #expect(ScriptDetection.isCJK("山田") && ScriptDetection.isCJK("Kim 김") && ScriptDetection.isCJK("ᄀ"))
    #expect(!ScriptDetection.isCJK("José Ærin Ωμέγα Иван") && !ScriptDetection.isCJK(""))
  }
}
