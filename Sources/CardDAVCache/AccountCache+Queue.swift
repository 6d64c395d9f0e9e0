import SQLite

/// The queue of local changes, in the order they were made (docs/CARDDAV.md).
extension AccountCache {
  /// The queued changes, oldest first.
  package func queue() throws(CardDAVError) -> [QueuedChange] {
    try query("SELECT seq, op, href, book, file, etag FROM queue ORDER BY seq").map(Self.queuedChange)
  }

  /// The oldest queued change after `sequence`, or nil: one row, however long the queue.
  package func nextQueued(after sequence: Int64) throws(CardDAVError) -> QueuedChange? {
    try query(
      "SELECT seq, op, href, book, file, etag FROM queue WHERE seq > ? ORDER BY seq LIMIT 1", [.integer(sequence)]
    ).first.map(Self.queuedChange)
  }

  /// A change from its queue row (`seq, op, href, book, file, etag`).
  static func queuedChange(_ row: [SQLiteConnection.Value]) -> QueuedChange {
    QueuedChange(
      operation: row[1].text == "delete" ? .delete : .put, href: row[2].text ?? "", book: row[3].text ?? "",
      file: row[4].text ?? "", etag: row[5].text, sequence: row[0].integer ?? 0)
  }

  /// The hrefs with a queued change.
  package func queuedHrefs() throws(CardDAVError) -> Set<String> {
    Set(try query("SELECT DISTINCT href FROM queue").compactMap { $0[0].text })
  }

  /// Appends local changes to the queue in one transaction, with the rows of cards added here
  /// (`added`, no ETag yet) and without the rows of cards deleted here (`removed`).
  package func enqueue(_ changes: [QueuedChange], adding added: [CachedCard], removing removed: [String])
    throws(CardDAVError)
  {
    try write { () throws(SQLiteConnection.Failure) in
      let entries = changes.map { change -> [SQLiteConnection.Value] in
        let etag: SQLiteConnection.Value = change.etag.map { .text($0) } ?? .null
        return [.text(change.operation.rawValue), .text(change.href), .text(change.book), .text(change.file), etag]
      }
      try connection.runEach("INSERT INTO queue (op, href, book, file, etag) VALUES (?, ?, ?, ?, ?)", entries)
      try connection.runEach(
        "INSERT INTO cards (book, href, etag, file) VALUES (?, ?, NULL, ?) ON CONFLICT (href) DO UPDATE SET etag = NULL, file = excluded.file",
        added.map { [.text($0.book), .text($0.href), .text($0.file)] })
      try connection.runEach("DELETE FROM cards WHERE href = ?", removed.map { [.text($0)] })
    }
  }

  /// Removes a change the server took (or that has nothing left to send).
  package func dequeue(_ change: QueuedChange) throws(CardDAVError) {
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run("DELETE FROM queue WHERE seq = ?", [.integer(change.sequence)])
    }
  }

  /// After the server took `change` (a put) and gave the card `etag`: later puts of the same card
  /// are dropped (the file sent already holds their content), and later deletes of it are made
  /// against the new ETag.
  package func settle(after change: QueuedChange, etag: String?) throws(CardDAVError) {
    let value: SQLiteConnection.Value = etag.map { .text($0) } ?? .null
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run("DELETE FROM queue WHERE seq = ?", [.integer(change.sequence)])
      try connection.run(
        "DELETE FROM queue WHERE href = ? AND op = 'put' AND seq > ?", [.text(change.href), .integer(change.sequence)])
      try connection.run(
        "UPDATE queue SET etag = ? WHERE href = ? AND op = 'delete' AND seq > ?",
        [value, .text(change.href), .integer(change.sequence)])
      try connection.run("UPDATE cards SET etag = ? WHERE href = ?", [value, .text(change.href)])
    }
  }

  /// Drops every queued change of `href` (the server refused one: a conflict).
  package func dropQueued(_ href: String) throws(CardDAVError) {
    try write { () throws(SQLiteConnection.Failure) in
      try connection.run("DELETE FROM queue WHERE href = ?", [.text(href)])
    }
  }
}

/// A local change waiting to be sent.
package struct QueuedChange: Sendable, Equatable {
  /// Send the card's file, or delete the card.
  package enum Operation: String, Sendable {
    case put
    case delete
  }

  /// Its place in the queue.
  package var sequence: Int64
  /// What to do.
  package var operation: Operation
  /// The card's href on the server.
  package var href: String
  /// The card's book's href.
  package var book: String
  /// The card's file in the book's folder.
  package var file: String
  /// The ETag the card had when it was changed here (`If-Match`), or nil for a new card
  /// (`If-None-Match: *`).
  package var etag: String?

  /// A change (its sequence is given by the queue).
  package init(operation: Operation, href: String, book: String, file: String, etag: String?, sequence: Int64 = 0) {
    self.sequence = sequence
    self.operation = operation
    self.href = href
    self.book = book
    self.file = file
    self.etag = etag
  }
}
