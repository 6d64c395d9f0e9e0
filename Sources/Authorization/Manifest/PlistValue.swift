/// One top-level value of an `Info.plist` as the manifest reads it: a string, a Boolean, or
/// anything else (numbers, dates, data, arrays, dictionaries, sets), which no key it reads may hold.
enum PlistValue: Decodable, Equatable {
  case string(String)
  case bool(Bool)
  case other

  init(from decoder: any Decoder) throws {
    // Containers are not entered: a value this reader does not use is never decoded further.
    guard let container = try? decoder.singleValueContainer() else {
      self = .other
      return
    }
    if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else {
      self = .other
    }
  }
}
