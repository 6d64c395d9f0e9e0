import MailFuzzCheck

/// Every fuzz check by target name, so the replay tests run each seed and saved crash through
/// the same check the fuzzer ran.
public enum FuzzCheck {
  /// The checks, keyed by the name used in `Fuzz/Corpus/<name>/`, `Fuzz/Regressions/<name>/`
  /// and the `fuzz-<name>` product.
  public static let all: [String: @Sendable ([UInt8]) -> Void] = [
    "vcard": VCardFuzz.check,
    "manifest": ManifestFuzz.check,
    "search": SearchFuzz.check,
    "config": ConfigFuzz.check,
    "cli": CLIFuzz.check,
    "dialog": DialogFuzz.check,
    "mail": MailFuzz.check,
    "snapshot": SnapshotFuzz.check,
    "abook": AbookFuzz.check,
  ]
}
