/// What each file under Fixtures/real-world/ holds (scripts/make-real-world-fixtures.py writes
/// them; docs/VCARD.md, "Fixtures", says what each stands for). The values are the ones the
/// issue asks for, written from the cards, not from what a reader happens to give.
extension RealWorldFixture {
  static let all: [RealWorldFixture] = exporters + damaged

  static let exporters: [RealWorldFixture] = [
    RealWorldFixture(
      file: "iphone-ios6.vcf",
      contacts: [
        ExpectedContact(
          display: "John Appleseed", formattedName: "John Appleseed", name: ["Appleseed", "John"],
          groups: ["Work", "Friends"], organization: "Apple Inc.", department: "Developer Relations",
          jobTitle: "Evangelist",
          phones: ["mobile: +1 (408) 555-0123", "iPhone: +1 (408) 555-0124", "Gym: +1 (408) 555-0199"],
          emails: ["work: john.appleseed@example.com", "home: jappleseed@example.net"],
          addresses: ["home: 1 Infinite Loop / Cupertino / CA / 95014 / United States"],
          note: "Met at WWDC 2012 in the Moscone Center. Prefers e-mail to calls; his assistant Maria books "
            + "meetings. Allergic to peanuts, so no satay at the team dinner.",
          photo: .jpeg),
        ExpectedContact(
          display: "Acme Widgets Inc.", formattedName: "Acme Widgets Inc.", organization: "Acme Widgets Inc.",
          phones: ["work: +1 (800) 555-0150", "work fax: +1 (800) 555-0151"],
          urls: ["homepage: https://acme.example.com"]),
        ExpectedContact(
          display: "Kate Bell", formattedName: "Kate Bell", name: ["Bell", "Kate"], nicknames: ["Katie"],
          phones: ["work: (555) 564-8583", "main: (415) 555-3695"], emails: ["other: kate-bell@mac.example"]),
      ]),
    RealWorldFixture(
      file: "mac-address-book.vcf",
      contacts: [
        ExpectedContact(
          display: "Ingrid Maria Åström", formattedName: "Ingrid Maria Åström", name: ["Åström", "Ingrid", "Maria"],
          nicknames: ["Inga"], organization: "Nordvind AB", department: "Design", jobTitle: "Art Director",
          phones: ["mobile: +46 70 123 45 67", "home fax: +46 8 123 456 78"],
          emails: ["other: ingrid@nordvind.example", "home: inga.astrom@example.se"],
          urls: ["homepage: http://nordvind.example/ingrid"],
          addresses: ["work: Sveavägen 44 / Stockholm /  / 111 34 / Sweden"])
      ]),
    RealWorldFixture(
      file: "android.vcf",
      contacts: [
        // 2.1 has no NICKNAME: Android's X-ANDROID-CUSTOM nickname is kept for writing back only.
        ExpectedContact(
          display: "Jürgen Müller", formattedName: "Jürgen Müller", name: ["Müller", "Jürgen"],
          organization: "Bäckerei Müller", jobTitle: "Inhaber",
          phones: [
            "mobile: +49 170 1234567", "home: +49 30 1234567", "work: +49 30 7654321", "work fax: +49 30 7654322",
            "pager: +49 1681 234567",
          ],
          emails: ["home: juergen.mueller@example.de"],
          addresses: ["home: Hauptstraße 5 / München /  / 80331 / Deutschland"],
          note: "Wohnt im Hinterhaus, 3. Stock links. Klingel geht nicht – bitte anrufen! Schlüssel bei Frau Özdemir.",
          photo: .jpeg),
        ExpectedContact(
          display: "Ana Lima", formattedName: "Ana Lima", name: ["Lima", "Ana"],
          phones: ["mobile: +55 11 91234-5678", "home fax: +55 11 3123-4567"],
          emails: ["work: ana.lima@empresa.example"]),
      ]),
    RealWorldFixture(
      file: "japanese-feature-phone-sjis.vcf",
      contacts: [
        // 十 (8F 5C) and 能 (94 5C) in N, 表 (95 5C) in ADR, ソ (83 5C) in NOTE: the 0x5C is a
        // trail byte, not a backslash.
        ExpectedContact(
          display: "十河能子", name: ["十河", "能子"], phones: ["mobile: 090-1234-5678", "home: 086-123-4567"],
          emails: ["yoshiko.sogo@docomo.example.ne.jp"], addresses: ["home: 表町1-2-3 / 岡山市 / 岡山県 / 700-0822 / 日本"],
          note: "ソフトボール部の先輩"),
        // The same trap under quoted-printable, which leaves the 0x5C bytes literal.
        ExpectedContact(
          display: "能勢ソラ", name: ["能勢", "ソラ"], organization: "申請サポート株式会社", phones: ["mobile: 080-9876-5432"]),
      ]),
    RealWorldFixture(
      file: "blackberry.vcf",
      contacts: [
        ExpectedContact(
          display: "Chidi Okafor", formattedName: "Chidi Okafor", name: ["Okafor", "Chidi"],
          organization: "Waterloo Logistics", jobTitle: "Fleet Manager",
          phones: ["work: +1 519 555 0142", "mobile: +1 519 555 0143", "home: +1 519 555 0144"],
          emails: ["chidi.okafor@logistics.example"], urls: ["http://logistics.example"],
          addresses: ["work: 295 Phillip St / Waterloo / ON / N2L 3W8 / "], note: "PIN 2100000A")
      ]),
    RealWorldFixture(
      file: "outlook-windows-1252.vcf",
      contacts: [
        // FN leaves out the prefix N gives ("Herr"): the FN is what is shown.
        ExpectedContact(
          display: "Jörg Größer", formattedName: "Jörg Größer", name: ["Größer", "Jörg", "", "Herr"],
          organization: "Contoso GmbH", department: "Vertrieb", jobTitle: "Verkaufsleiter",
          phones: ["work: +49 (89) 1234-0", "mobile: +49 (171) 9876543", "work fax: +49 (89) 1234-99"],
          emails: ["joerg.groesser@contoso.example"],
          addresses: ["work: Königstraße 1 / München / Bayern / 80331 / Deutschland"],
          note: "Preis: 100 € – „Angebot“ gilt bis Mai.\nRückruf erwünscht.")
      ]),
    RealWorldFixture(
      file: "lotus-notes.vcf",
      contacts: [
        ExpectedContact(
          display: "Mr. Jonathan Michael Doe III", formattedName: "Mr. Jonathan Michael Doe III",
          name: ["Doe", "Jonathan", "Michael", "Mr.", "III,PhD"], organization: "IBM", department: "Lotus Division",
          jobTitle: "Software Architect",
          phones: ["work: +1 617 555 0100", "mobile: +1 617 555 0101", "Lab: +1 617 555 0102"],
          emails: ["work: jonathan.doe@lotus.example"],
          addresses: ["work: 1 Rogers St / Cambridge / MA / 02142 / USA"],
          note: "Notes ID: Jonathan Doe/Cambridge/IBM\nSametime: jdoe")
      ]),
    RealWorldFixture(
      file: "google-contacts.vcf",
      contacts: [
        ExpectedContact(
          display: "Priya Raman", formattedName: "Priya Raman", name: ["Raman", "Priya"], nicknames: ["Pri"],
          groups: ["myContacts", "Friends"], phones: ["mobile: +91 98765 43210"],
          emails: ["home: priya.raman@example.com", "Lab: priya@lab.example.org"],
          urls: ["PROFILE: https://priya.example.com"],
          addresses: ["home: 12 MG Road / Bengaluru / KA / 560001 / India"], note: "Met at PyCon India, Bengaluru."),
        ExpectedContact(
          uid: "4a1b9c2e0f7d3a8b", display: "Wei Chen", formattedName: "Wei Chen", name: ["Chen", "Wei"],
          groups: ["myContacts", "Colleagues"], phones: ["work: +86 10 5555 0101"],
          emails: ["work: wei.chen@example.com"], photo: .url("https://photos.example.com/a/ACg8ocK-wei-chen=s96-c")),
      ]),
    RealWorldFixture(
      file: "evolution.vcf",
      contacts: [
        ExpectedContact(
          uid: "pas-id-4E7B3A0C00000001", display: "Tomás Ferreira", formattedName: "Tomás Ferreira",
          name: ["Ferreira", "Tomás"], nicknames: ["Tom"], groups: ["Family", "Friends"],
          phones: ["mobile: +351 912 345 678", "work: +351 213 456 789"], emails: ["home: tomas@example.pt"],
          addresses: ["home: Rua Augusta 100 / Lisboa /  / 1100-053 / Portugal"])
      ]),
    RealWorldFixture(
      file: "grouped-begin-end.vcf",
      contacts: [
        ExpectedContact(
          display: "Aiko Nakamura", formattedName: "Aiko Nakamura", name: ["Nakamura", "Aiko"],
          phones: ["home: +81 3 5555 0100"], emails: ["aiko@example.jp"]),
        ExpectedContact(
          display: "Per Olsen", formattedName: "Per Olsen", name: ["Olsen", "Per"], phones: ["mobile: +47 912 34 567"]),
      ]),
    RealWorldFixture(
      file: "thunderbird.vcf",
      contacts: [
        ExpectedContact(
          uid: "6b1e3a0c-2f4d-4e5a-9b8c-7d6e5f4a3b2c", display: "Lena Fischer", formattedName: "Lena Fischer",
          name: ["Fischer", "Lena"], nicknames: ["Leni"], phones: ["mobile: +49 151 2345678", "home: +49 30 9876543"],
          emails: ["lena.fischer@example.de", "work: l.fischer@firma.example"], urls: ["https://lena.example.de"],
          addresses: ["work: Alexanderplatz 1 / Berlin /  / 10178 / Germany"], note: "Radfahrerin, Kletterin.",
          photo: .png)
      ]),
    RealWorldFixture(
      file: "nextcloud.vcf",
      contacts: [
        ExpectedContact(
          uid: "1d2c3b4a-5e6f-4a0b-8c9d-0e1f2a3b4c5d", display: "Mariam Haddad", formattedName: "Mariam Haddad",
          name: ["Haddad", "Mariam"], groups: ["Family", "Nextcloud"], phones: ["mobile: +33 6 12 34 56 78"],
          emails: ["home: mariam.haddad@example.fr"], addresses: ["home: 5 Rue de Rivoli / Paris /  / 75001 / France"],
          photo: .jpeg)
      ]),
    RealWorldFixture(
      file: "davx5.vcf",
      contacts: [
        ExpectedContact(
          uid: "f0e1d2c3-b4a5-4968-8776-655443322110", display: "Jonas Weber", formattedName: "Jonas Weber",
          name: ["Weber", "Jonas"], phones: ["mobile: +49 160 5550123"], emails: ["home: jonas.weber@example.de"]),
        // A group card (X-ADDRESSBOOKSERVER-KIND:group) is a card like any other: read as a
        // contact named by its FN; its members are kept for writing back, not made a group.
        ExpectedContact(
          uid: "9b8a7c6d-5e4f-4321-9abc-def012345678", display: "Climbing Club", formattedName: "Climbing Club",
          name: ["Climbing Club"]),
      ]),
    RealWorldFixture(
      file: "multi-valued.vcf",
      contacts: [
        // Every nickname of every NICKNAME; CATEGORIES "work" repeats "Work" in another case and
        // is kept once; the first ORG, TITLE and NOTE are shown (the others kept for writing back).
        ExpectedContact(
          uid: "multi-robert", display: "Robert Roberts", formattedName: "Robert Roberts", name: ["Roberts", "Robert"],
          nicknames: ["Rob", "Bobby", "Bert"], groups: ["Work", "Family", "Chess Club"], organization: "First Company",
          department: "Sales", jobTitle: "Manager", note: "First note")
      ]),
    RealWorldFixture(
      file: "formatted-names-and-photo-urls.vcf",
      contacts: [
        ExpectedContact(
          uid: "jane-public", display: "Dr. Jane Q. Public, Esq.", formattedName: "Dr. Jane Q. Public, Esq.",
          name: ["Public", "Jane", "Quincy", "Dr.", "Esq."], emails: ["work: jane@public.example"],
          photo: .url("https://www.example.com/people/jane.jpg")),
        // A company card whose FN is not its ORG: the FN is shown.
        ExpectedContact(
          uid: "urn:uuid:0f0e0d0c-0b0a-4908-8706-050403020100", display: "Globex (Springfield office)",
          formattedName: "Globex (Springfield office)", name: nil, organization: "Globex Corporation",
          phones: ["work: +1 555 0177"], photo: .url("https://www.example.com/logos/globex.png")),
      ]),
  ]

  /// Files other readers recover: every card is kept, each recovery is a diagnostic (never a
  /// skipped card), and the line ends mix.
  static let damaged: [RealWorldFixture] = [
    RealWorldFixture(
      file: "damaged-backslash-continuation.vcf",
      contacts: [
        ExpectedContact(
          display: "Piotr Kowalski", name: ["Kowalski", "Piotr"], phones: ["mobile: +48 601 234 567"],
          addresses: ["home: 12 Main St\nApt 4 / Springfield / IL / 62701 / USA"])
      ],
      diagnostics: [ExpectedDiagnostic(line: 5, "backslash", "continuation", "continued")]),
    RealWorldFixture(
      file: "damaged-nested-card.vcf",
      contacts: [
        // The outer card keeps what comes after the inner card's END (its work e-mail).
        ExpectedContact(
          uid: "outer-olivia", display: "Olivia Outer", name: ["Outer", "Olivia"],
          phones: ["mobile: +44 7700 900123"], emails: ["work: olivia@example.org"]),
        ExpectedContact(
          uid: "inner-ivan", display: "Ivan Inner", name: ["Inner", "Ivan"], emails: ["home: ivan@example.org"]),
      ],
      diagnostics: [ExpectedDiagnostic(line: 6, "nested", "inside")]),
    RealWorldFixture(
      file: "damaged-no-end.vcf",
      contacts: [
        ExpectedContact(display: "Carla Complete", name: ["Complete", "Carla"], phones: ["mobile: +39 347 123 4567"]),
        ExpectedContact(
          display: "Tomas Truncated", name: ["Truncated", "Tomas"], emails: ["home: tomas@example.cz"],
          note: "the file ends inside this card"),
      ],
      diagnostics: [ExpectedDiagnostic(line: 6, "END:VCARD")]),
    RealWorldFixture(
      file: "mixed-line-ends.vcf",
      contacts: [
        ExpectedContact(
          display: "Lara Linefeed", name: ["Linefeed", "Lara"], note: "folded with a space after a line feed"),
        ExpectedContact(
          display: "Carl Return", name: ["Return", "Carl"], note: "folded with a tab after a carriage return"),
        ExpectedContact(display: "Dora Double", name: ["Double", "Dora"], note: "folded after CR CR LF"),
        ExpectedContact(
          display: "Max Mixed", name: ["Mixed", "Max"], phones: ["mobile: +1 555 0100"],
          note: "soft break across every end"),
      ]),
  ]
}
