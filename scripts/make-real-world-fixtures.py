#!/usr/bin/env python3
"""Writes Tests/VCardTests/Fixtures/real-world/*.vcf: address books in the shapes that real
programs export (iPhone, Mac, Android, Japanese feature phones, BlackBerry, Outlook, Lotus Notes,
Google, Evolution, Thunderbird, Nextcloud, DAVx5) and the damaged files other readers recover.

Every card is written here, byte by byte, from what those exporters are known to produce: line
ends (CR CR LF from iOS 5 and 6), charsets (Shift_JIS, Windows-1252), quoted-printable with soft
breaks and folds are deliberate. docs/VCARD.md ("Fixtures") says what each file stands for, and
Tests/VCardTests/RealWorldExportTests.swift holds the values a reader must find in them.

    python3 scripts/make-real-world-fixtures.py      # rewrites the files; commit the result

Standard library only; the output is the same on every run.
"""

import base64
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "VCardTests", "Fixtures", "real-world")

CRLF = b"\r\n"
LF = b"\n"
CR = b"\r"
CRCRLF = b"\r\r\n"  # iOS 5 and 6 exports


def payload(magic, size, seed, tail=b""):
    """Deterministic image-like bytes: `magic`, filler from a small LCG, then `tail`."""
    out = bytearray(magic)
    state = seed
    while len(out) < size - len(tail):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        out.append((state >> 16) & 0xFF)
    return bytes(out) + tail


# A JPEG-looking photo (SOI, JFIF APP0, filler, EOI): 600 bytes, so its base64 spans many folds.
JPEG = payload(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00", 600, 7, b"\xff\xd9")
# A PNG-looking photo (signature and IHDR start): 120 bytes.
PNG = payload(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 120, 11)
JPEG_B64 = base64.b64encode(JPEG)
PNG_B64 = base64.b64encode(PNG)


def fold(line, eol, width=75, indent=b" "):
    """Folds one content line (bytes) at `width` octets, continuation lines starting with
    `indent`, as 3.0 and 4.0 exporters do (never inside a UTF-8 sequence)."""
    if len(line) <= width:
        return line + eol
    parts = []
    start = 0
    limit = width
    while start < len(line):
        end = min(len(line), start + limit)
        while end < len(line) and end > start + 1 and (line[end] & 0xC0) == 0x80:
            end -= 1
        parts.append(line[start:end])
        start = end
        limit = width - len(indent)
    return (eol + indent).join(parts) + eol


def fold_base64_21(prefix, data, eol):
    """A 2.1 BASE64 value as Android writes it: the first chunk after the colon, every further
    chunk on its own line indented by two spaces, and an empty line after the value."""
    text = base64.b64encode(data)
    chunks = [text[i : i + 72] for i in range(0, len(text), 72)]
    out = prefix + chunks[0] + eol
    for chunk in chunks[1:]:
        out += b"  " + chunk + eol
    return out + eol


def qp(data, eol, width=76, keep=b""):
    """Quoted-printable as 2.1 exporters write it: bytes outside printable ASCII, and '=', as
    =XX; soft line breaks ('=' before the line end) to keep lines within `width`. A backslash
    (0x5C) stays literal, as it does in real exports: that is the Shift_JIS trap."""
    pieces = []
    for byte in data:
        if (0x21 <= byte <= 0x7E and byte != 0x3D) or byte == 0x20 or bytes([byte]) in keep:
            pieces.append(bytes([byte]))
        else:
            pieces.append(b"=%02X" % byte)
    lines = []
    current = b""
    for piece in pieces:
        if len(current) + len(piece) > width - 1:
            lines.append(current + b"=")
            current = b""
        current += piece
    lines.append(current)
    return eol.join(lines)


def card(lines, eol=CRLF, folding=True):
    """A card from content lines (str or bytes, without line ends)."""
    out = b""
    for line in lines:
        raw = line.encode("utf-8") if isinstance(line, str) else line
        out += fold(raw, eol) if folding else raw + eol
    return out


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as handle:
        handle.write(data)


def iphone_ios6():
    """iPhone, iOS 6.1: vCard 3.0 with CR CR LF line ends, item groups with X-ABLabel, a
    company card (X-ABShowAs:COMPANY), a folded JPEG photo and NOTE, X-ABUID, CATEGORIES."""
    eol = CRCRLF
    note = (
        "Met at WWDC 2012 in the Moscone Center. Prefers e-mail to calls; his assistant Maria "
        "books meetings. Allergic to peanuts, so no satay at the team dinner."
    )
    john = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:-//Apple Inc.//iOS 6.1.3//EN",
            "N:Appleseed;John;;;",
            "FN:John Appleseed",
            "ORG:Apple Inc.;Developer Relations",
            "TITLE:Evangelist",
            "EMAIL;type=INTERNET;type=WORK;type=pref:john.appleseed@example.com",
            "EMAIL;type=INTERNET;type=HOME:jappleseed@example.net",
            "TEL;type=CELL;type=VOICE;type=pref:+1 (408) 555-0123",
            "TEL;type=IPHONE;type=CELL;type=VOICE:+1 (408) 555-0124",
            "item1.TEL:+1 (408) 555-0199",
            "item1.X-ABLabel:Gym",
            "item2.ADR;type=HOME;type=pref:;;1 Infinite Loop;Cupertino;CA;95014;United States",
            "item2.X-ABADR:us",
            "NOTE:" + note.replace(",", "\\,").replace(";", "\\;"),
            "BDAY;value=date:1970-04-01",
            "CATEGORIES:Work,Friends",
            b"PHOTO;ENCODING=b;TYPE=JPEG:" + JPEG_B64,
            "X-ABUID:2E4CB084-4767-4C85-BBA4-B2E10D5A9A1E:ABPerson",
            "END:VCARD",
        ],
        eol,
    )
    acme = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:-//Apple Inc.//iOS 6.1.3//EN",
            "N:;;;;",
            "FN:Acme Widgets Inc.",
            "ORG:Acme Widgets Inc.;",
            "TEL;type=WORK;type=VOICE;type=pref:+1 (800) 555-0150",
            "TEL;type=WORK;type=FAX:+1 (800) 555-0151",
            "item1.URL;type=pref:https://acme.example.com",
            "item1.X-ABLabel:_$!<HomePage>!$_",
            "X-ABShowAs:COMPANY",
            "X-ABUID:9A6F13D2-05B1-4C3E-8E1A-6A1D2C0F5B77:ABPerson",
            "END:VCARD",
        ],
        eol,
    )
    kate = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:-//Apple Inc.//iOS 6.1.3//EN",
            "N:Bell;Kate;;;",
            "FN:Kate Bell",
            "NICKNAME:Katie",
            "item1.EMAIL;type=INTERNET;type=pref:kate-bell@mac.example",
            "item1.X-ABLabel:_$!<Other>!$_",
            "TEL;type=WORK;type=VOICE;type=pref:(555) 564-8583",
            "TEL;type=MAIN:(415) 555-3695",
            "X-ABUID:177C371E-701D-42F8-A03B-C61CA31627F6:ABPerson",
            "END:VCARD",
        ],
        eol,
    )
    write("iphone-ios6.vcf", john + acme + kate)


def mac_address_book():
    """Mac OS X Address Book 6: vCard 3.0, CRLF, item groups, X-ABADR, X-SOCIALPROFILE,
    X-ABRELATEDNAMES, IMPP, a birthday without a year (X-APPLE-OMIT-YEAR)."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "PRODID:-//Apple Inc.//Mac OS X 10.8.2//EN",
        "N:Åström;Ingrid;Maria;;",
        "FN:Ingrid Maria Åström",
        "NICKNAME:Inga",
        "ORG:Nordvind AB;Design",
        "TITLE:Art Director",
        "item1.EMAIL;type=INTERNET;type=pref:ingrid@nordvind.example",
        "item1.X-ABLabel:_$!<Other>!$_",
        "EMAIL;type=INTERNET;type=HOME:inga.astrom@example.se",
        "TEL;type=CELL;type=VOICE;type=pref:+46 70 123 45 67",
        "TEL;type=HOME;type=FAX:+46 8 123 456 78",
        "item2.ADR;type=WORK;type=pref:;;Sveavägen 44;Stockholm;;111 34;Sweden",
        "item2.X-ABADR:se",
        "item3.X-ABRELATEDNAMES;type=pref:Lars Åström",
        "item3.X-ABLabel:_$!<Spouse>!$_",
        "IMPP;X-SERVICE-TYPE=Skype;type=HOME;type=pref:skype:inga.astrom",
        "X-SOCIALPROFILE;type=twitter:http://twitter.com/ingaastrom",
        "item4.URL;type=pref:http://nordvind.example/ingrid",
        "item4.X-ABLabel:_$!<HomePage>!$_",
        "BDAY;X-APPLE-OMIT-YEAR=1604:1604-11-23",
        "X-ABUID:8C1D3F0A-2B3C-4D5E-9F60-718293A4B5C6:ABPerson",
        "END:VCARD",
    ]
    write("mac-address-book.vcf", card(lines, CRLF))


def android():
    """Android's contacts app: vCard 2.1, CRLF, CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE with soft
    breaks, X-ANDROID-CUSTOM (its nickname, which 2.1 has no property for), several TEL types,
    a BASE64 photo in 2.1 layout."""
    eol = CRLF
    note = "Wohnt im Hinterhaus, 3. Stock links. Klingel geht nicht – bitte anrufen! Schlüssel bei Frau Özdemir."
    juergen = (
        card(
            [
                "BEGIN:VCARD",
                "VERSION:2.1",
                b"N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + qp("Müller;Jürgen;;;".encode(), eol),
                b"FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + qp("Jürgen Müller".encode(), eol),
                "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Jogi;1;;;;;;;;;;;;;",
                "TEL;CELL;PREF:+49 170 1234567",
                "TEL;HOME:+49 30 1234567",
                "TEL;WORK:+49 30 7654321",
                "TEL;WORK;FAX:+49 30 7654322",
                "TEL;PAGER:+49 1681 234567",
                "EMAIL;HOME:juergen.mueller@example.de",
                b"ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:"
                + qp(";;Hauptstraße 5;München;;80331;Deutschland".encode(), eol),
                b"ORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + qp("Bäckerei Müller".encode(), eol),
                "TITLE:Inhaber",
                b"NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + qp(note.encode(), eol),
                "BDAY:1980-05-17",
            ],
            eol,
            folding=False,
        )
        + fold_base64_21(b"PHOTO;ENCODING=BASE64;JPEG:", JPEG, eol)
        + b"END:VCARD" + eol
    )
    ana = card(
        [
            "BEGIN:VCARD",
            "VERSION:2.1",
            "N:Lima;Ana;;;",
            "FN:Ana Lima",
            "TEL;CELL:+55 11 91234-5678",
            "TEL;HOME;FAX:+55 11 3123-4567",
            "EMAIL;WORK:ana.lima@empresa.example",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Pedro Lima;1;;;;;;;;;;;;;",
            "END:VCARD",
        ],
        eol,
        folding=False,
    )
    write("android.vcf", juergen + ana)


def sjis(text):
    return text.encode("shift_jis")


def japanese_feature_phone():
    """A Japanese feature phone (docomo/au/SoftBank era): vCard 2.1, CHARSET=SHIFT_JIS, plain and
    quoted-printable, SOUND;X-IRMC-N with the reading in half-width katakana. The names hold
    characters whose Shift_JIS second byte is 0x5C ('\\'): 十 (8F 5C), 能 (94 5C), 表 (95 5C),
    ソ (83 5C), 申 (90 5C): a reader that splits or unescapes before decoding breaks them."""
    eol = CRLF
    sogo = b"".join(
        [
            b"BEGIN:VCARD" + eol,
            b"VERSION:2.1" + eol,
            b"N;CHARSET=SHIFT_JIS:" + sjis("十河;能子;;;") + eol,
            b"SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:" + sjis("ｿｺﾞｳ;ﾖｼｺ;;;") + eol,
            b"TEL;CELL:090-1234-5678" + eol,
            b"TEL;HOME:086-123-4567" + eol,
            b"EMAIL;INTERNET:yoshiko.sogo@docomo.example.ne.jp" + eol,
            b"ADR;HOME;CHARSET=SHIFT_JIS:" + sjis(";;表町1-2-3;岡山市;岡山県;700-0822;日本") + eol,
            b"NOTE;CHARSET=SHIFT_JIS:" + sjis("ソフトボール部の先輩") + eol,
            b"END:VCARD" + eol,
        ]
    )
    nose = b"".join(
        [
            b"BEGIN:VCARD" + eol,
            b"VERSION:2.1" + eol,
            b"N;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:" + qp(sjis("能勢;ソラ;;;"), eol) + eol,
            b"SOUND;X-IRMC-N;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:" + qp(sjis("ﾉｾ;ｿﾗ;;;"), eol) + eol,
            b"TEL;CELL:080-9876-5432" + eol,
            b"ORG;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:" + qp(sjis("申請サポート株式会社"), eol) + eol,
            b"END:VCARD" + eol,
        ]
    )
    write("japanese-feature-phone-sjis.vcf", sogo + nose)


def blackberry():
    """BlackBerry Desktop Manager: vCard 2.1, CRLF, a two-part N, bare TYPE words, an ADR with
    fewer than seven parts, the PIN in the note."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:2.1",
        "N:Okafor;Chidi",
        "FN:Chidi Okafor",
        "ORG:Waterloo Logistics",
        "TITLE:Fleet Manager",
        "TEL;WORK:+1 519 555 0142",
        "TEL;CELL:+1 519 555 0143",
        "TEL;HOME:+1 519 555 0144",
        "EMAIL;INTERNET;PREF:chidi.okafor@logistics.example",
        "ADR;WORK:;;295 Phillip St;Waterloo;ON;N2L 3W8",
        "URL:http://logistics.example",
        "NOTE:PIN 2100000A",
        "END:VCARD",
    ]
    write("blackberry.vcf", card(lines, CRLF, folding=False))


def w1252(text):
    return text.encode("cp1252")


def outlook():
    """Microsoft Outlook 2003-2010: vCard 2.1, CRLF, CHARSET=Windows-1252 in 8-bit and
    quoted-printable, LANGUAGE, LABEL, X-MS-OL-DEFAULT-POSTAL-ADDRESS, REV."""
    eol = CRLF
    note = w1252("Preis: 100 € – „Angebot“ gilt bis Mai.\r\nRückruf erwünscht.")
    label = w1252("Königstraße 1\r\nMünchen, Bayern 80331\r\nDeutschland")
    data = b"".join(
        [
            b"BEGIN:VCARD" + eol,
            b"VERSION:2.1" + eol,
            b"N;LANGUAGE=de;CHARSET=Windows-1252:" + w1252("Größer;Jörg;;Herr;") + eol,
            b"FN;CHARSET=Windows-1252:" + w1252("Jörg Größer") + eol,
            b"ORG:Contoso GmbH;Vertrieb" + eol,
            b"TITLE:Verkaufsleiter" + eol,
            b"TEL;WORK;VOICE:+49 (89) 1234-0" + eol,
            b"TEL;CELL;VOICE:+49 (171) 9876543" + eol,
            b"TEL;WORK;FAX:+49 (89) 1234-99" + eol,
            b"ADR;WORK;PREF;CHARSET=Windows-1252:" + w1252(";;Königstraße 1;München;Bayern;80331;Deutschland") + eol,
            b"LABEL;WORK;PREF;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:" + qp(label, eol) + eol,
            b"X-MS-OL-DEFAULT-POSTAL-ADDRESS:2" + eol,
            b"EMAIL;PREF;INTERNET:joerg.groesser@contoso.example" + eol,
            b"NOTE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:" + qp(note, eol) + eol,
            b"X-MS-OL-DESIGN;CHARSET=utf-8:<card xmlns=\"http://schemas.microsoft.com/office/outlook/12/electronicbusinesscards\" ver=\"1.0\"/>"
            + eol,
            b"REV:20130512T093012Z" + eol,
            b"END:VCARD" + eol,
        ]
    )
    write("outlook-windows-1252.vcf", data)


def lotus_notes():
    """Lotus Notes 8.5's export, which follows Apple's 3.0 layout: CRLF, N with middle names,
    prefix and several suffixes, item groups with X-ABLabel, escaped commas and line breaks."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "PRODID:-//Apple Inc.//Address Book 6.1//EN",
        "N:Doe;Jonathan;Michael;Mr.;III\\,PhD",
        "FN:Mr. Jonathan Michael Doe III",
        "ORG:IBM;Lotus Division",
        "TITLE:Software Architect",
        "EMAIL;type=INTERNET;type=WORK;type=pref:jonathan.doe@lotus.example",
        "TEL;type=WORK;type=pref:+1 617 555 0100",
        "TEL;type=CELL:+1 617 555 0101",
        "item1.ADR;type=WORK;type=pref:;;1 Rogers St;Cambridge;MA;02142;USA",
        "item1.X-ABADR:us",
        "item2.TEL:+1 617 555 0102",
        "item2.X-ABLabel:Lab",
        "NOTE:Notes ID: Jonathan Doe/Cambridge/IBM\\nSametime: jdoe",
        "END:VCARD",
    ]
    write("lotus-notes.vcf", card(lines, CRLF))


def google():
    """Gmail's "Export to vCard" and Google's CardDAV: vCard 3.0, CRLF, item1.EMAIL with a custom
    X-ABLabel, CATEGORIES:myContacts,…, URLs with escaped colons, a UID and a PHOTO URL."""
    gmail = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "FN:Priya Raman",
            "N:Raman;Priya;;;",
            "NICKNAME:Pri",
            "EMAIL;TYPE=INTERNET;TYPE=HOME:priya.raman@example.com",
            "item1.EMAIL;TYPE=INTERNET:priya@lab.example.org",
            "item1.X-ABLabel:Lab",
            "TEL;TYPE=CELL:+91 98765 43210",
            "ADR;TYPE=HOME:;;12 MG Road;Bengaluru;KA;560001;India",
            "item2.URL:https\\://priya.example.com",
            "item2.X-ABLabel:PROFILE",
            "BDAY:1990-02-14",
            "NOTE:Met at PyCon India\\, Bengaluru.",
            "CATEGORIES:myContacts,Friends",
            "END:VCARD",
        ],
        CRLF,
    )
    carddav = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:-//Google Inc//Google Contacts//EN",
            "UID:4a1b9c2e0f7d3a8b",
            "FN:Wei Chen",
            "N:Chen;Wei;;;",
            "EMAIL;TYPE=INTERNET;TYPE=WORK:wei.chen@example.com",
            "TEL;TYPE=WORK:+86 10 5555 0101",
            "PHOTO;VALUE=uri:https://photos.example.com/a/ACg8ocK-wei-chen=s96-c",
            "CATEGORIES:myContacts,Colleagues",
            "REV:2024-03-05T10:20:30Z",
            "END:VCARD",
        ],
        CRLF,
    )
    write("google-contacts.vcf", gmail + carddav)


def evolution():
    """GNOME Evolution: vCard 3.0, CRLF, X-EVOLUTION-FILE-AS (with an escaped comma),
    X-EVOLUTION-SPOUSE, X-EVOLUTION-UI-SLOT parameters, LABEL, CATEGORIES, UID and REV."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "UID:pas-id-4E7B3A0C00000001",
        "FN:Tomás Ferreira",
        "N:Ferreira;Tomás;;;",
        "X-EVOLUTION-FILE-AS:Ferreira\\, Tomás",
        "NICKNAME:Tom",
        "X-EVOLUTION-SPOUSE:Ana Ferreira",
        "X-EVOLUTION-BLOG-URL:https://tomas.example.pt/blog",
        "EMAIL;X-EVOLUTION-UI-SLOT=1;TYPE=HOME:tomas@example.pt",
        "TEL;X-EVOLUTION-UI-SLOT=1;TYPE=CELL:+351 912 345 678",
        "TEL;X-EVOLUTION-UI-SLOT=2;TYPE=WORK;TYPE=VOICE:+351 213 456 789",
        "ADR;TYPE=HOME:;;Rua Augusta 100;Lisboa;;1100-053;Portugal",
        "LABEL;TYPE=HOME:Rua Augusta 100\\nLisboa\\n1100-053\\nPortugal",
        "CATEGORIES:Family,Friends",
        "X-MOZILLA-HTML:FALSE",
        "REV:2013-05-12T09:30:12Z",
        "END:VCARD",
    ]
    write("evolution.vcf", card(lines, CRLF))


def grouped_begin_end():
    """RFC 2426's grammar allows a group on BEGIN and END: `home.begin:vcard` … `home.end:vcard`
    (every line of the card in the group, lower case as some exporters write), then a plain card."""
    grouped = card(
        [
            "home.begin:vcard",
            "home.version:3.0",
            "home.n:Nakamura;Aiko;;;",
            "home.fn:Aiko Nakamura",
            "home.tel;type=home:+81 3 5555 0100",
            "home.email;type=internet:aiko@example.jp",
            "home.end:vcard",
        ],
        CRLF,
    )
    plain = card(
        ["BEGIN:VCARD", "VERSION:3.0", "N:Olsen;Per;;;", "FN:Per Olsen", "TEL;TYPE=CELL:+47 912 34 567", "END:VCARD"],
        CRLF,
    )
    write("grouped-begin-end.vcf", grouped + plain)


def thunderbird():
    """Thunderbird 115: vCard 4.0, CRLF, PHOTO as a data: URI, VALUE=TEXT on TEL, PREF=1."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:4.0",
        "PRODID:-//Mozilla.org/NONSGML Mozilla Thunderbird//EN",
        "UID:6b1e3a0c-2f4d-4e5a-9b8c-7d6e5f4a3b2c",
        "FN:Lena Fischer",
        "N:Fischer;Lena;;;",
        "NICKNAME:Leni",
        "EMAIL;PREF=1:lena.fischer@example.de",
        "EMAIL;TYPE=work:l.fischer@firma.example",
        "TEL;TYPE=cell;VALUE=TEXT:+49 151 2345678",
        "TEL;TYPE=home;VALUE=TEXT:+49 30 9876543",
        "ADR;TYPE=work:;;Alexanderplatz 1;Berlin;;10178;Germany",
        "URL;VALUE=URL:https://lena.example.de",
        "NOTE:Radfahrerin\\, Kletterin.",
        "BDAY;VALUE=DATE:19850611",
        b"PHOTO:data:image/png;base64," + PNG_B64,
        "END:VCARD",
    ]
    write("thunderbird.vcf", card(lines, CRLF))


def nextcloud():
    """Nextcloud / ownCloud (sabre/vobject): vCard 3.0, CRLF, PHOTO;ENCODING=b;TYPE=image/jpeg,
    CATEGORIES, CLOUD, X- properties, UID, REV."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "PRODID:-//Sabre//Sabre VObject 4.5.4//EN",
        "UID:1d2c3b4a-5e6f-4a0b-8c9d-0e1f2a3b4c5d",
        "FN:Mariam Haddad",
        "N:Haddad;Mariam;;;",
        "ADR;TYPE=HOME:;;5 Rue de Rivoli;Paris;;75001;France",
        "EMAIL;TYPE=HOME:mariam.haddad@example.fr",
        "TEL;TYPE=CELL:+33 6 12 34 56 78",
        "CATEGORIES:Family,Nextcloud",
        "CLOUD:mariam@cloud.example.org",
        "X-MANAGERSNAME:Karim Benali",
        "X-SOCIALPROFILE;TYPE=mastodon:https://social.example/@mariam",
        b"PHOTO;ENCODING=b;TYPE=image/jpeg:" + JPEG_B64,
        "REV:20230512T093012Z",
        "END:VCARD",
    ]
    write("nextcloud.vcf", card(lines, CRLF))


def davx5():
    """DAVx5 (ez-vcard): vCard 3.0, CRLF, a contact and a group card. With the "groups are
    separate vCards" method a group is a card of its own: X-ADDRESSBOOKSERVER-KIND:group and one
    X-ADDRESSBOOKSERVER-MEMBER per member (urn:uuid: of the member's UID)."""
    contact = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:DAVx5/4.3.12-ose ez-vcard/0.12.1",
            "UID:f0e1d2c3-b4a5-4968-8776-655443322110",
            "FN:Jonas Weber",
            "N:Weber;Jonas;;;",
            "TEL;TYPE=cell:+49 160 5550123",
            "EMAIL;TYPE=home:jonas.weber@example.de",
            "REV:20240301T081500Z",
            "END:VCARD",
        ],
        CRLF,
    )
    group = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "PRODID:DAVx5/4.3.12-ose ez-vcard/0.12.1",
            "UID:9b8a7c6d-5e4f-4321-9abc-def012345678",
            "FN:Climbing Club",
            "N:Climbing Club;;;;",
            "X-ADDRESSBOOKSERVER-KIND:group",
            "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:f0e1d2c3-b4a5-4968-8776-655443322110",
            "REV:20240301T081500Z",
            "END:VCARD",
        ],
        CRLF,
    )
    write("davx5.vcf", contact + group)


def damaged_backslash_continuation():
    """A 2.1 export (older Nokia and Sony Ericsson phones) that continued a value over physical
    lines ending in a backslash: the ADR's street goes on after `Main St\\`."""
    eol = CRLF
    data = (
        b"BEGIN:VCARD" + eol
        + b"VERSION:2.1" + eol
        + b"N:Kowalski;Piotr;;;" + eol
        + b"TEL;CELL:+48 601 234 567" + eol
        + b"ADR;HOME:;;12 Main St\\" + eol
        + b"Apt 4;Springfield;IL;62701;USA" + eol
        + b"END:VCARD" + eol
    )
    write("damaged-backslash-continuation.vcf", data)


def damaged_nested():
    """A card with another card inside it (a merge tool that pasted one card into another): the
    outer card goes on after the inner card's END."""
    eol = CRLF
    data = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "UID:outer-olivia",
            "N:Outer;Olivia;;;",
            "TEL;TYPE=CELL:+44 7700 900123",
            "BEGIN:VCARD",
            "VERSION:3.0",
            "UID:inner-ivan",
            "N:Inner;Ivan;;;",
            "EMAIL;TYPE=HOME:ivan@example.org",
            "END:VCARD",
            "EMAIL;TYPE=WORK:olivia@example.org",
            "END:VCARD",
        ],
        eol,
    )
    write("damaged-nested-card.vcf", data)


def damaged_no_end():
    """A file cut off in its last card: no END:VCARD at end of file."""
    eol = CRLF
    data = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "N:Complete;Carla;;;",
            "TEL;TYPE=CELL:+39 347 123 4567",
            "END:VCARD",
            "BEGIN:VCARD",
            "VERSION:3.0",
            "N:Truncated;Tomas;;;",
            "EMAIL;TYPE=HOME:tomas@example.cz",
            "NOTE:the file ends inside this card",
        ],
        eol,
    )
    write("damaged-no-end.vcf", data)


def mixed_line_ends():
    """One file whose cards (and lines within a card) end in LF, CRLF, CR alone and CR CR LF, with
    a folded line under each style (space and tab folds) and a 2.1 quoted-printable soft break."""

    def lines(pieces):
        return b"".join(pieces)

    lf = lines(
        [
            b"BEGIN:VCARD\n",
            b"VERSION:3.0\n",
            b"N:Linefeed;Lara;;;\n",
            b"NOTE:folded with a space after a line\n",
            b"  feed\n",
            b"END:VCARD\n",
        ]
    )
    cr = lines(
        [
            b"BEGIN:VCARD\r",
            b"VERSION:3.0\r",
            b"N:Return;Carl;;;\r",
            b"NOTE:folded with a tab after a carriage\r",
            b"\t return\r",
            b"END:VCARD\r",
        ]
    )
    crcrlf = lines(
        [
            b"BEGIN:VCARD\r\r\n",
            b"VERSION:3.0\r\r\n",
            b"N:Double;Dora;;;\r\r\n",
            b"NOTE:folded after CR CR\r\r\n",
            b"  LF\r\r\n",
            b"END:VCARD\r\r\n",
        ]
    )
    mixed = lines(
        [
            b"BEGIN:VCARD\r\n",
            b"VERSION:2.1\n",
            b"N:Mixed;Max;;;\r",
            b"TEL;CELL:+1 555 0100\r\r\n",
            b"NOTE;ENCODING=QUOTED-PRINTABLE:soft =\r\n",
            b"break across =\n",
            b"every end\r",
            b"END:VCARD\r\n",
        ]
    )
    write("mixed-line-ends.vcf", lf + cr + crcrlf + mixed)


def multi_valued():
    """Several values where a reader keeps one: NICKNAME lists and repeats, CATEGORIES with a name
    repeated in another case, NOTE, ORG and TITLE given twice (the first is the one shown)."""
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "UID:multi-robert",
        "N:Roberts;Robert;;;",
        "FN:Robert Roberts",
        "NICKNAME:Rob,Bobby",
        "NICKNAME:Bert",
        "ORG:First Company;Sales",
        "ORG:Second Company",
        "TITLE:Manager",
        "TITLE:Volunteer",
        "NOTE:First note",
        "NOTE:Second note",
        "CATEGORIES:Work,Family",
        "CATEGORIES:work,Chess Club",
        "END:VCARD",
    ]
    write("multi-valued.vcf", card(lines, CRLF))


def formatted_names_and_photo_urls():
    """The name as the user wrote it (FN) where N would compose something else, a company card
    whose FN differs from its ORG, and photos given as https: URLs in 3.0 and 4.0; the company
    card also carries 4.0 properties the model does not show (LOGO, GEO, TZ, RELATED, KEY)."""
    jane = card(
        [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "UID:jane-public",
            "N:Public;Jane;Quincy;Dr.;Esq.",
            "FN:Dr. Jane Q. Public\\, Esq.",
            "EMAIL;TYPE=INTERNET;TYPE=WORK:jane@public.example",
            "PHOTO;VALUE=uri:https://www.example.com/people/jane.jpg",
            "END:VCARD",
        ],
        CRLF,
    )
    company = card(
        [
            "BEGIN:VCARD",
            "VERSION:4.0",
            "UID:urn:uuid:0f0e0d0c-0b0a-4908-8706-050403020100",
            "KIND:org",
            "FN:Globex (Springfield office)",
            "N:;;;;",
            "ORG:Globex Corporation",
            "TEL;TYPE=work:+1 555 0177",
            "PHOTO:https://www.example.com/logos/globex.png",
            "LOGO:https://www.example.com/logos/globex-wide.png",
            "GEO:geo:39.7817,-89.6501",
            "TZ:America/Chicago",
            "RELATED;TYPE=contact:urn:uuid:f0e1d2c3-b4a5-4968-8776-655443322110",
            "KEY:https://www.example.com/keys/globex.asc",
            "END:VCARD",
        ],
        CRLF,
    )
    write("formatted-names-and-photo-urls.vcf", jane + company)


def main():
    os.makedirs(OUT, exist_ok=True)
    for make in [
        iphone_ios6,
        mac_address_book,
        android,
        japanese_feature_phone,
        blackberry,
        outlook,
        lotus_notes,
        google,
        evolution,
        grouped_begin_end,
        thunderbird,
        nextcloud,
        davx5,
        damaged_backslash_continuation,
        damaged_nested,
        damaged_no_end,
        mixed_line_ends,
        multi_valued,
        formatted_names_and_photo_urls,
    ]:
        make()
    return 0


if __name__ == "__main__":
    sys.exit(main())
