/// Expected screens, checked in. To update one, print `surface.text()` in its test and review the diff.
enum Snapshots {
  static let dialog80x24 = """







              ┌──────────────────────────────────────────────────────────┐
              │                                                          │
              │    “Contacts Demo” Would Like to Access Your Contacts    │
              │                                                          │
              │  Contacts Demo shows your address book so you can find   │
              │                 and call people quickly.                 │
              │                                                          │
              │                 [ Don’t Allow ]  [ OK ]                  │
              └──────────────────────────────────────────────────────────┘








    """

  static let compact60x3 = """

    “Contacts Demo” Would Like to Access You… [Don’t Allow] [OK]

    """

  static let compact20x1 = """
    “Contacts D… [n] [y]
    """

  static let list44x12 = """

     A
     Anna Müller               anna@example.com
     José Álvarez               +34 600 123 456
     L
     李小龙                    +86 10 1234 5678
     Ελένη Λάμπρου             eleni@example.gr
     S
     Bartholomew Aloysius Smi…  bart@example.c…
     Søren Sørensen 👩‍💻


    """
}
