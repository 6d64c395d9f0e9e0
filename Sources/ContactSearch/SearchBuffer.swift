import ContactsSupport

/// The elements an index reads: an array of its own (an index built from contacts), or memory
/// it borrows (a snapshot's mapping, searched in place), kept alive by `owner`.
///
/// Borrowed memory is read-only and outlives the buffer (held as `ReadOnlyMemory`, its owner
/// kept), and an owned array is immutable here, so the buffer is Sendable when its elements are.
struct SearchBuffer<Element: BitwiseCopyable> {
  private let owned: [Element]
  private let memory: ReadOnlyMemory<UnsafeBufferPointer<Element>>?
  private let owner: (any AnyObject & Sendable)?

  /// The borrowed elements, if any.
  private var borrowed: UnsafeBufferPointer<Element>? { memory?.base }

  init(_ elements: [Element]) {
    owned = elements
    memory = nil
    owner = nil
  }

  /// `elements`, read in place while `owner` (kept by this buffer) keeps them.
  init(borrowing elements: UnsafeBufferPointer<Element>, owner: any AnyObject & Sendable) {
    owned = []
    memory = ReadOnlyMemory(elements)
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

extension SearchBuffer: Sendable where Element: Sendable {}
