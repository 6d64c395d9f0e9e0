import Dispatch
import Foundation

/// Work cut into parts that run on all cores: how many parts, which slice each part takes, and
/// the one wrapper that shares memory with the workers.
///
/// Every parallel loop of the contact targets goes through here, so the rule that makes sharing
/// memory safe is written once: each part reads what all parts only read, and writes only its own
/// slice (or slot) of the output.
@usableFromInline package enum Parallel: Sendable {
  /// The number of cores the process may run on.
  @usableFromInline package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// How many parts to cut `count` items into: one per `grain` items, at most `perCore` per core,
  /// and at least one.
  @inlinable
  package static func parts(_ count: Int, grain: Int, perCore: Int) -> Int {
    max(1, min(count / grain, cores * perCore))
  }

  /// Part `part` of `range` cut into `parts` nearly equal slices: in order, they cover it exactly.
  @inlinable
  package static func slice(_ range: Range<Int>, part: Int, of parts: Int) -> Range<Int> {
    let count = range.count
    return (range.lowerBound + count * part / parts)..<(range.lowerBound + count * (part + 1) / parts)
  }

  /// Part `part` of `0..<count` cut into `parts` nearly equal slices.
  @inlinable
  package static func slice(_ count: Int, part: Int, of parts: Int) -> Range<Int> {
    slice(0..<count, part: part, of: parts)
  }

  /// Runs `body` for every part `0..<parts` on all cores, and returns what each made, in part order.
  @usableFromInline package static func map<Result>(_ parts: Int, _ body: @Sendable (_ part: Int) -> Result) -> [Result]
  {
    guard parts > 0 else { return [] }
    return [Result](unsafeUninitializedCapacity: parts) { buffer, initialized in
      let slots = Memory(buffer)
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        (slots.base.baseAddress! + part).initialize(to: body(part))
      }
      initialized = parts
    }
  }

  /// Runs `body` for every part `0..<parts` on all cores.
  @usableFromInline package static func forEach(_ parts: Int, _ body: @Sendable (_ part: Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: parts, execute: body)
  }

  /// Memory shared with the parts of one parallel run: a buffer or pointer that every part may
  /// read, and that each part writes only where no other part reads or writes.
  ///
  /// @unchecked Sendable: a pointer is not Sendable, and the compiler cannot see that the parts'
  /// slices are disjoint; every user keeps to the rule above, and the run ends (concurrentPerform
  /// returns) before the memory is used again or freed.
  @frozen @usableFromInline package struct Memory<Base>: @unchecked Sendable {
    /// The shared buffer or pointer.
    @usableFromInline package let base: Base

    /// Shares `base` with the parts of a run.
    @inlinable
    package init(_ base: Base) { self.base = base }
  }
}
