import Dispatch
import Foundation

/// Reads vCard 2.1, 3.0 and 4.0 into contacts, with a diagnostic for everything it skips.
///
/// Large inputs are split at card boundaries and the pieces parsed on all cores; the result is
/// the same as a sequential read, in file order.
public enum VCardReader {
  /// The cards in `data`. `source` names the input in diagnostics (`source:line: reason`).
  public static func read(_ data: Data, source: String) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    data.withUnsafeBytes { raw in read(buffer: raw.bindMemory(to: UInt8.self), source: source) }
  }

  /// The cards in `bytes`.
  public static func read(bytes: [UInt8], source: String) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    bytes.withUnsafeBufferPointer { read(buffer: $0, source: source) }
  }

  /// Inputs below this size are parsed on one thread: splitting would cost more than it saves.
  static let parallelThreshold = 256 * 1024

  static func read(
    buffer: UnsafeBufferPointer<UInt8>, source: String, parallel: Bool = true
  ) -> (contacts: [Contact], diagnostics: [Diagnostic]) {
    if buffer.isEmpty {
      return ([], [Diagnostic(file: source, line: 1, reason: "empty file: no vCard in it")])
    }
    if let utf8 = UTF16Input.transcode(buffer) {
      return utf8.withUnsafeBufferPointer { read(buffer: $0, source: source, parallel: parallel) }
    }
    let pieces =
      parallel && buffer.count >= parallelThreshold
      ? CardBoundaries.split(buffer, into: ProcessInfo.processInfo.activeProcessorCount * 4)
      : [0..<buffer.count]
    var results = [(contacts: [Contact], diagnostics: [Diagnostic], lines: Int)](
      repeating: ([], [], 0), count: pieces.count)
    if pieces.count == 1 {
      results[0] = parse(buffer, pieces[0], source)
    } else {
      results.withUnsafeMutableBufferPointer { slots in
        let slots = SendableSlots(base: slots)
        let shared = SendableBuffer(buffer: buffer)
        DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
          slots.base[index] = parse(shared.buffer, pieces[index], source)
        }
      }
    }
    var contacts: [Contact] = []
    contacts.reserveCapacity(results.reduce(0) { $0 + $1.contacts.count })
    var diagnostics: [Diagnostic] = []
    var lineOffset = 0
    for result in results {
      contacts.append(contentsOf: result.contacts)
      for var diagnostic in result.diagnostics {
        diagnostic.line += lineOffset
        diagnostics.append(diagnostic)
      }
      lineOffset += result.lines
    }
    return (contacts, diagnostics)
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ source: String
  ) -> (contacts: [Contact], diagnostics: [Diagnostic], lines: Int) {
    var parser = VCardParser(input: buffer, range: range, source: source)
    parser.run()
    return (parser.contacts, parser.diagnostics, parser.lineCount)
  }
}

/// Each concurrent iteration writes only its own slot, so sharing the base pointer is safe.
struct SendableSlots<Element>: @unchecked Sendable {
  let base: UnsafeMutableBufferPointer<Element>
}
