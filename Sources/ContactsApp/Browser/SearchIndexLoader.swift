import ContactModel
import ContactSearch
import Dispatch
import Foundation

/// Builds the search index off the main thread, so the list is on screen before the index is.
///
/// The first search waits for the build if it has not finished; by the time a person has pressed
/// `/` and a letter it usually has.
public final class SearchIndexLoader: @unchecked Sendable {
  // `built` is written once, under `lock`; `done` lets a reader wait for it.
  private let lock = NSLock()
  private var built: SearchIndex?
  private let done = DispatchSemaphore(value: 0)

  /// Starts building the index of `contacts` in the background.
  public init(building contacts: [Contact]) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let index = SearchIndex(contacts)
      lock.withLock { built = index }
      done.signal()
    }
  }

  /// A loader whose index is already built.
  package init(index: SearchIndex) {
    built = index
    done.signal()
  }

  /// Whether the index is ready.
  public var isReady: Bool { lock.withLock { built != nil } }

  /// The index, waiting for the build to finish if needed.
  package var index: SearchIndex {
    if let index = lock.withLock({ built }) { return index }
    done.wait()
    done.signal()  // let any later waiter through too
    return lock.withLock { built } ?? SearchIndex([])
  }
}
