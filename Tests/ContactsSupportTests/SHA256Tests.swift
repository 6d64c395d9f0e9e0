import ContactsSupport
import Testing

/// SHA-256 against the NIST FIPS 180-4 examples and the CAVP short and long message vectors.
@Suite("SHA-256")
struct SHA256Tests {
  @Test(
    "the NIST test vectors hash to their published digests",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ]
  )
  func vectors(message: String, digest: String) {
    #expect(SHA256.hexDigest(Array(message.utf8)) == digest)
  }

  @Test("one million times 'a' hashes to the NIST long-message digest")
  func million() {
    #expect(
      SHA256.hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("a message fed in pieces of every size across a block boundary hashes as it does whole")
  func pieces() {
    let message = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let whole = SHA256.digest(message)
    for split in [1, 55, 56, 63, 64, 65, 127, 128, 199] {
      var hasher = SHA256()
      hasher.update(message[..<split])
      hasher.update(message[split...])
      #expect(hasher.finalize() == whole)
    }
  }

  @Test("the CAVP byte vector 0xbd hashes to its published digest")
  func oneByte() {
    #expect(SHA256.hexDigest([0xbd]) == "68325720aabd7c82f30f554b313d0570c95accbb7dc4b5aae11204c08ffe732b")
  }
}
