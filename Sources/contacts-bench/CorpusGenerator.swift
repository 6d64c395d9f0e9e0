/// Generates a realistic vCard 3.0 corpus in memory, deterministically: card i depends only on
/// (seed, i), so any card of any size of corpus is reproducible. Mixed scripts, folded lines, ~2% base64 photos, ADR, ORG,
/// NOTE, BDAY, NICKNAME, URL, CATEGORIES.
struct CorpusGenerator {
  var seed: UInt64 = 20_240_601
  var photoRate = 0.02

  /// `count` cards, concatenated, CRLF line breaks.
  func corpus(count: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(count * 560)
    for index in 0..<count { card(index, into: &out) }
    return out
  }

  func card(_ index: Int, into out: inout [UInt8]) {
    var random = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(index))
    let pools = CorpusPools.self
    var lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//contacts-tui//contacts-bench//EN"]
    let (given, family) = name(&random)
    let orgOnly = random.chance(0.03)
    if orgOnly {
      let org = random.pick(pools.organizations)
      lines += ["FN:" + escape(org), "N:;;;;", "ORG:" + escape(org), "X-ABShowAs:COMPANY"]
    } else {
      lines += ["FN:" + escape(given + " " + family), "N:" + escape(family) + ";" + escape(given) + ";;;"]
      if random.chance(0.10) { lines.append("NICKNAME:" + escape(random.pick(pools.nicknames))) }
      if random.chance(0.35) {
        let org = escape(random.pick(pools.organizations))
        lines.append("ORG:" + org + (random.chance(0.4) ? ";" + escape(random.pick(pools.departments)) : ""))
        if random.chance(0.6) { lines.append("TITLE:" + escape(random.pick(pools.titles))) }
      }
    }
    for _ in 0..<random.int(1...3) {
      let number = phone(&random)
      lines.append("TEL;" + random.pick(pools.telTypes) + ":" + number)
    }
    let local = random.pick(pools.romanised) + "." + String(random.int(1...9999))
    lines.append("EMAIL;TYPE=INTERNET,HOME:" + local + "@" + random.pick(pools.domains))
    if random.chance(0.3) { lines.append("ADR;TYPE=HOME:;;" + random.pick(pools.addresses)) }
    if !orgOnly && random.chance(0.4) {
      lines.append("BDAY:\(random.int(1940...2010))-\(pad(random.int(1...12)))-\(pad(random.int(1...28)))")
    }
    if random.chance(0.08) { lines.append("URL:https://www.example.com/~user/profile?id=\(random.int(1...999_999))") }
    if random.chance(0.25) { lines.append("CATEGORIES:Friends,Work") }
    if random.chance(0.25) {
      lines.append("NOTE:" + (0..<random.int(1...3)).map { _ in random.pick(pools.notes) }.joined(separator: "\\n"))
    }
    if random.chance(photoRate) { lines.append("PHOTO;ENCODING=b;TYPE=JPEG:" + photo(&random)) }
    lines.append("REV:2024-01-0\(random.int(1...9))T10:00:00Z")
    lines.append("UID:bench-\(seed)-\(index)")
    lines.append("END:VCARD")
    for line in lines { fold(line, into: &out) }
  }

  private func name(_ random: inout SplitMix64) -> (String, String) {
    let pools = CorpusPools.self
    let roll = random.int(0...99)
    switch roll {
    case 0..<30: return (random.pick(pools.latinGiven), random.pick(pools.latinFamily))
    case 30..<55: return (random.pick(pools.accentGiven), random.pick(pools.accentFamily))
    case 55..<70: return (random.pick(pools.cjkGiven), random.pick(pools.cjkFamily))
    case 70..<82: return (random.pick(pools.cyrillicGiven), random.pick(pools.cyrillicFamily))
    case 82..<92: return (random.pick(pools.arabicGiven), random.pick(pools.arabicFamily))
    default: return random.pick(pools.otherNames)
    }
  }

  /// Numbers in several national styles, in fictitious ranges where one exists.
  private func phone(_ random: inout SplitMix64) -> String {
    switch random.int(0...5) {
    case 0: return "+1 (\(random.int(201...989))) 555-0\(random.int(100...199))"
    case 1: return "+44 20 7946 0\(random.int(100...999))"
    case 2: return "+49 30 \(random.int(1_000_000...9_999_999))"
    case 3: return "+81 3-\(random.int(1000...9999))-\(random.int(1000...9999))"
    case 4: return "07700 900\(random.int(100...999))"
    default: return "+33 1 \(random.int(10...99)) \(random.int(10...99)) \(random.int(10...99)) \(random.int(10...99))"
    }
  }

  private func photo(_ random: inout SplitMix64) -> String {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    for _ in 0..<random.int(2048...6144) { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
    bytes += [0xFF, 0xD9]
    return Base64.encode(bytes)
  }

  private func escape(_ text: String) -> String {
    text.replacingBackslashesAndSeparators()
  }

  private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// Folds at 75 octets with CRLF + space, never inside a UTF-8 sequence.
  private func fold(_ line: String, into out: inout [UInt8]) {
    let bytes = Array(line.utf8)
    var start = 0
    var limit = 75
    while bytes.count - start > limit {
      var end = start + limit
      while end > start + 1 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
      out += bytes[start..<end]
      out += [0x0D, 0x0A, 0x20]
      start = end
      limit = 74
    }
    out += bytes[start...]
    out += [0x0D, 0x0A]
  }
}

extension String {
  /// vCard TEXT escaping of `\`, `,` and `;`.
  fileprivate func replacingBackslashesAndSeparators() -> String {
    var result = ""
    for character in self {
      if character == "\\" || character == "," || character == ";" { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
