import Foundation

/// When a failed request is tried again, and how long to wait first.
///
/// Only what may pass retries: no connection, a timeout, a `5xx`, a `429`. A `4xx` is an
/// answer, and asking again gets the same one. The waits double from `baseDelay` (0.5 s, 1 s,
/// 2 s, …), each stretched by up to a quarter at random so that clients do not retry in step;
/// a `Retry-After` the server sends is honoured up to `maximumDelay`.
struct RetryPolicy: Sendable {
  /// How many times a request is tried again after the first attempt.
  var retries: Int
  /// The first wait, in seconds.
  var baseDelay: Double = 0.5
  /// The longest wait, in seconds, `Retry-After` included.
  var maximumDelay: Double = 30
  /// A number in 0..<1 for the jitter; injectable so the tests know the waits.
  var random: @Sendable () -> Double = { Double.random(in: 0..<1) }

  /// Whether an answer with `status` is worth another try.
  static func isRetryable(status: Int) -> Bool { status == 429 || (500..<600).contains(status) }

  /// The wait before retry number `retry` (0 for the first retry), given the server's
  /// `Retry-After` header if it sent one.
  func delay(beforeRetry retry: Int, retryAfter: String? = nil, now: Date = Date()) -> Double {
    if let retryAfter, let seconds = Self.seconds(inRetryAfter: retryAfter, now: now) {
      return min(max(seconds, 0), maximumDelay)
    }
    let exponential = baseDelay * pow(2, Double(min(retry, 30)))
    return min(exponential * (1 + 0.25 * random()), maximumDelay)
  }

  /// The seconds a `Retry-After` value asks for: a number of seconds or an HTTP date.
  static func seconds(inRetryAfter value: String, now: Date) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed) { return Double(seconds) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: trimmed) else { return nil }
    return date.timeIntervalSince(now)
  }
}
