/// A birthday whose year may be unknown, as Apple's `DateComponents` birthday.
public struct Birthday: Sendable, Hashable {
  /// The year, or nil when the card gives only month and day.
  public var year: Int?
  /// The month, 1–12.
  public var month: Int
  /// The day of the month, 1–31.
  public var day: Int

  /// A birthday; month and day are expected to be in range.
  public init(year: Int? = nil, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// ISO 8601: "1985-04-12", or "--04-12" without a year.
  public var isoString: String {
    let monthDay = Self.twoDigits(month) + "-" + Self.twoDigits(day)
    guard let year else { return "--" + monthDay }
    return Self.fourDigits(year) + "-" + monthDay
  }

  /// The basic format vCard 4.0 prefers: "19850412", or "--0412" without a year.
  public var basicString: String {
    let monthDay = Self.twoDigits(month) + Self.twoDigits(day)
    guard let year else { return "--" + monthDay }
    return Self.fourDigits(year) + monthDay
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  private static func fourDigits(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
