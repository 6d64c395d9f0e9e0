package import ContactModel
package import ContactSearch
import Dispatch
import Synchronization

/// Builds the search index off the main thread, so the list is on screen before the index is.
///
/// The first search waits for the build if it has not finished; by the time a person has pressed
/// `/` and a letter it usually has.
package final class SearchIndexLoader: Sendable {
  // `built` is written once; `done` lets a reader wait for it.
  private let built = Mutex<SearchIndex?>(nil)
  private let done = DispatchSemaphore(value: 0)

  /// Starts building the index of `contacts` in the background.
  package init(building contacts: [Contact]) {
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let index = SearchIndex(contacts)
      built.withLock { $0 = index }
      done.signal()
    }
  }

  /// A loader whose index is already built.
  package init(index: SearchIndex) {
    built.withLock { $0 = index }
    done.signal()
  }

  /// Whether the index is ready.
  package var isReady: Bool { built.withLock { $0 != nil } }

  /// The index, waiting for the build to finish if needed.
  package var index: SearchIndex {
    if let index = built.withLock({ $0 }) { return index }
    done.wait()
    done.signal()  // let any later waiter through too
    return built.withLock { $0 } ?? SearchIndex([])
  }
}
