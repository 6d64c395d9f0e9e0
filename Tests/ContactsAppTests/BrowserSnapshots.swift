/// The browser's expected screens, checked in. To update one, print `surface.text()` in its test
/// and review the diff line by line.
enum BrowserSnapshots {
  static let list = """
     Contacts Demo                          Sample address book
     A                                          Company / Phone
     Acme Pizza 🍕                            +1 (555) 010-0199
     Anna Adams                               +1 (555) 010-0100
     José Álvarez                                Cafetería Luna
     B
     Bob Brown                                  bob@example.com
     D
     Renée Dubois                       renee.dubois@example.fr
     David Dunn                                     Dunn & Sons
     M
     1 of 12 contacts                  ? help  / search  q quit
    """

  static let sectionBoundary = """
     Contacts Demo                          Sample address book
     A                                          Company / Phone
     José Álvarez                                Cafetería Luna
     B
     Bob Brown                                  bob@example.com
     D
     Renée Dubois                       renee.dubois@example.fr
     5 of 12 contacts                  ? help  / search  q quit
    """

  static let search = """
     Contacts Demo                          Sample address book
     José Álvarez                                Cafetería Luna





     /jose   1 match             ↑↓ move  Enter open  Esc clear
    """

  static let searchApplied = """
     Contacts Demo                          Sample address book
     José Álvarez                               jose@example.es
     Bob Brown                                  bob@example.com
     Renée Dubois                       renee.dubois@example.fr
     Zoë O’Brien-Ng                              zoe@example.ie
     Yuki Yamamoto                                   Example KK
     Søren Zander                              soren@example.dk
     2 of 6 matches for “example”             Esc clear  / edit
    """

  static let noResults = """
     Contacts Demo                          Sample address book

                             No results

            Backspace widens the search, Esc clears it.


     /zzz   No results           ↑↓ move  Enter open  Esc clear
    """

  static let detail = """
     Contacts Demo                          Sample address book
      José Álvarez
      “Pepe”
      Head Barista · Coffee
      Cafetería Luna

        mobile  +34 600 123 456
          work  +34 910 000 111
          home  jose@example.es
      homepage  https://luna.example.es
          work  Calle Mayor 1
                Madrid, 28013
                Spain
      birthday  April 12, 1985
          note  Roasts his own beans. Ask about the
                single-origin from Huila before ordering
                anything.


     José Álvarez                              Esc back  q quit
    """

  static let help = """
     Contacts Demo                                              Sample address book
     A  ┌──────────────────────────────────────────────────────────────────────┐one
     Acm│                                 Keys                                 │199
     Ann│                                                                      │100
     Jos│ ↑ ↓  j k  ^N ^P   move                                               │una
     B  │ PgUp PgDn ^B ^F   page (Space pages down)                            │
     Bob│ Home End g G  [ ] first, last; previous, next section                │com
     D  │ ' then a letter   jump to that section                               │
     Ren│ /                 search names, companies, e-mails, phones           │.fr
     Dav│   ↑↓ Enter Bksp   in the results: move, open the card; widen         │ons
     M  │ Enter             open the contact card                              │
     Mar│ Esc               back, or clear the search                          │567
     O  │ a  e              add a contact, edit this one (also on its card)    │
     Zoë│ d  u              delete (asks first), undo the last change (again)  │.ie
     S  │   Tab ↑↓ ^S Esc   form: next/previous field, save, cancel            │
     山 │   ^T ^D ^K ^U     form: next label, remove row, cut to end/start     │678
     Y  │ M                 merge the contact with its likely duplicates       │
     Yuk│ w                 cards that could not be read                       │ KK
     Z  │ ?                 this help                                          │
     Sør│ q                 quit                                               │.dk
     Zed│ mouse             wheel scrolls, click selects, double-click opens   │100
        │                                                                      │
        └──────────────────────────────────────────────────────────────────────┘
     Keys                                                                 Esc close
    """

  static let wide = """
     Contacts Demo
     S          Company / Phone
     山田太郎   +81 3 1234 5678
     Y
     Yuki Yamamoto   Example KK
     Z
     Søren Zander  soren@examp…
     Zed Zimmer        555 0100
     9 of 12 contacts
    """

  static let tiny = """
     Contacts Demo
     A  Company / Phone
     Acme Pizz…  +1 (5…
     Anna Adams  +1 (5…
     2 of 12 contacts
    """

  static let empty = """
     Contacts Demo                Sample address book

                     No contacts yet

          Add a vCard file or a folder of them:
               contacts-tui --contacts PATH

     No contacts             ? help  / search  q quit
    """

  static let warnings = """
     Contacts Demo                          Sample address book
     3 cards could not be read:

     friends.vcf:12: card has no END:VCARD; skipped
     friends.vcf:40: line is not a property (no ':'); skipped
     work.vcf:3: unsupported VERSION 5.0; skipped


     3 cards could not be read (w)                     Esc back
    """

  static let warningStatus = """
     Contacts Demo                                    Sample address book
     A                                                    Company / Phone
     Acme Pizza 🍕                                      +1 (555) 010-0199
     1 of 12 contacts  2 cards could not be read (w)
    """
}
