/// The elements an index reads: an array of its own (an index built from contacts), or memory
/// it borrows (a snapshot's mapping, searched in place), kept alive by `owner`.
///
/// @unchecked Sendable: borrowed memory is read-only and outlives the buffer (its owner is kept),
/// and an owned array is immutable here.
struct SearchBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
  private let owned: [Element]
  private let borrowed: UnsafeBufferPointer<Element>?
  private let owner: AnyObject?

  init(_ elements: [Element]) {
    owned = elements
    borrowed = nil
    owner = nil
  }

  /// `elements`, read in place while `owner` (kept by this buffer) keeps them.
  init(borrowing elements: UnsafeBufferPointer<Element>, owner: AnyObject) {
    owned = []
    borrowed = elements
    self.owner = owner
  }

  var count: Int { borrowed?.count ?? owned.count }

  var last: Element? { borrowed.map { $0.last } ?? owned.last }

  /// Whether the elements are borrowed from `memory`, all of them.
  func lies(in memory: UnsafeRawBufferPointer) -> Bool {
    guard let borrowed, let start = UnsafeRawPointer(borrowed.baseAddress), let base = memory.baseAddress else {
      return false
    }
    return start >= base && start + borrowed.count * MemoryLayout<Element>.stride <= base + memory.count
  }

  /// The elements as an array (a copy when borrowed).
  var array: [Element] { borrowed.map { Array($0) } ?? owned }

  subscript(index: Int) -> Element { borrowed.map { $0[index] } ?? owned[index] }

  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
    if let borrowed { return try body(borrowed) }
    return try owned.withUnsafeBufferPointer(body)
  }
}
