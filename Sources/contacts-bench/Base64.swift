import Foundation

/// Base64 for the generator's fake photos.
enum Base64 {
  static func encode(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
}
