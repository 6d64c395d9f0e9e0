#!/usr/bin/env python3
"""Writes the charset fixtures of Tests/VCardTests/Fixtures/charsets/ (read by
Tests/VCardTests/VCardCharsetTests.swift, whose table holds the same texts as Swift literals).

Each <charset>.vcf holds the same card four times, in the bytes of that charset, as an exporter
writes it: vCard 2.1 plain, 2.1 quoted-printable with soft line breaks, 3.0 plain (folded every 30
octets, often in the middle of a character) and 3.0 quoted-printable. UTF-16
values exist only in quoted-printable form (their NUL bytes cannot stand in a line). The texts
are chosen so that a wrong decoding shows: Shift_JIS, GBK and Big5 characters whose second byte
is 0x5C ('\\') end N components, ISO-2022-JP and UTF-16 characters contain ';' and ','.

Only Python's standard codecs are used. Run from anywhere: python3 scripts/make-charset-fixtures.py
"""

import os
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "VCardTests", "Fixtures", "charsets")

# (family, given, organization, title, street, city, note): note holds ',' and ';', escaped in
# the card. The Swift test's `Sample` table repeats these.
SAMPLES = {
    "japanese-cp932": ("山田表", "ソ十", "能率技研", "代表", "表参道①-2 ｱｲ十", "渋谷区", "表示, ソフト; 能力十分"),
    "japanese": ("山田表", "ソ十", "能率技研", "代表", "表参道1-2 ｱｲ十", "渋谷区", "表示, ソフト; 能力十分"),
    "japanese-jis": ("山本", "三子", "府中市場", "代表", "宮崎浦1-2", "岡山", "最新, 分; 桜"),
    "chinese": ("张", "伟", "北京科技有限公司", "经理", "中关村大街27号", "北京", "你好, 世界; 再见"),
    "chinese-gbk": ("乗", "偉", "北京科技有限公司", "经理", "中关村大街27号", "北京", "你好, 世界; 再见"),
    "chinese-gb18030": ("张", "𠀀伟", "北京科技有限公司", "经理", "中关村大街27号", "北京", "你好, 世界; 再见"),
    "chinese-big5": ("許", "功蓋", "台灣科技股份有限公司", "經理", "信義路五段7號", "台北市", "許功蓋, 測試; 完成"),
    "korean": ("김", "민준", "삼성전자", "부장", "세종대로 110", "서울특별시", "똠방각하, 안녕; 끝"),
    "latin1": ("Müller", "José", "Café Société", "Señor", "Straße 5", "Zürich", "Ça va, très; bien"),
    "polish": ("Łęcki", "Zażółć", "Gęślą Jaźń", "Dyrektor", "Świętokrzyska 5", "Łódź", "Żółw, gęś; jaźń"),
    "maltese": ("Ħabib", "Ġorġ", "Żebbuġ Ltd", "Kap", "Triq il-Ħġejjeġ", "Għajnsielem", "Ċaw, ħbieb; ġew"),
    "latvian": ("Ķēniņš", "Ģirts", "Rīgas Ūdens", "Vadītājs", "Brīvības iela 1", "Rīga", "Ļoti, labi; ņemt"),
    "russian": ("Иванов", "Пётр", "Газпром", "Директор", "Тверская 1", "Москва", "Привет, мир; пока"),
    "arabic": ("محمد", "علي", "شركة", "مدير", "شارع النيل", "القاهرة", "مرحبا, عالم; وداعا"),
    "greek": ("Παπαδόπουλος", "Γιώργος", "Εταιρεία", "Διευθυντής", "Οδός Αθηνάς 5", "Αθήνα", "Γεια σου, κόσμε; αντίο"),
    "hebrew": ("כהן", "דוד", "חברה", "מנהל", "רחוב הרצל 5", "תל אביב", "שלום, עולם; להתראות"),
    "turkish": ("Şahin", "İbrahim", "Türk Şirketi", "Müdür", "Atatürk Cad. 5", "İstanbul", "Merhaba, dünya; güle güle"),
    "sami": ("Ŋieida", "Þóra", "Sámediggi", "Jođiheaddji", "Ávjovárgeaidnu 50", "Kárášjohka", "Buorre, beaivi; ŧ"),
    "thai": ("สมชาย", "ใจดี", "บริษัท", "ผู้จัดการ", "ถนนสุขุมวิท", "กรุงเทพฯ", "สวัสดี, โลก; ลาก่อน"),
    "lithuanian": ("Šimkus", "Ąžuolas", "Įmonė", "Direktorius", "Gedimino pr. 1", "Vilnius", "Labas, pasauli; iki"),
    "welsh": ("Ŵyn", "Siôn", "Cwmni Ŷd", "Rheolwr", "Heol y Ŵy", "Aberystwyth", "Shwmae, byd; ḃ ẅ"),
    "latin9": ("Lœuvre", "Šárka", "Prix 5 €", "Chef", "Rue de l'Œuf", "Zürich", "Coût: 10 €, œuf; Ÿ"),
    "romanian": ("Ștefănescu", "Ionuț", "Societatea Română", "Director", "Strada Științei 5", "București", "Bună, lume; la revedere"),
    "czech": ("Dvořák", "Šťastný", "Škoda Auto", "Ředitel", "Náměstí Míru 5", "Praha", "Ahoj, světe; „sbohem“"),
    "russian-1251": ("Смирнов", "Иван", "Яндекс", "Директор", "ул. Льва Толстого 16", "Москва", "Привет, мир; «пока» №5"),
    "western-1252": ("Müller", "José", "“Quote” Ltd", "Señor", "Straße 5", "Zürich", "Price: 5 €, – dash; …"),
    "greek-1253": ("Παπαδόπουλος", "Άννα", "Εταιρεία", "Διευθυντής", "Οδός Αθηνάς 5", "Αθήνα", "Γεια σου, κόσμε; € ‰"),
    "turkish-1254": ("Şahin", "İbrahim", "Türk Şirketi", "Müdür", "Atatürk Cad. 5", "İstanbul", "Fiyat: 5 €, dünya; “ğ”"),
    "hebrew-1255": ("כהן", "דוד", "חברה", "מנהל", "רחוב הרצל 5", "תל אביב", "מחיר: 5 ₪, עולם; “שלום”"),
    "persian-1256": ("محمدي", "پژمان", "شرکت گچ", "مدير", "خيابان وليعصر", "تهران", "سلام, دنيا; “خداحافظ”"),
    "baltic-1257": ("Šimkus", "Ąžuolas", "Įmonė", "Direktorius", "Gedimino pr. 1", "Vilnius", "Kaina: 5 €, pasauli; „iki“"),
    "vietnamese": ("Nguyễn", "Văn Đức", "Công ty Việt Nam", "Giám đốc", "Đường Lê Lợi", "Hà Nội", "Xin chào, thế giới; tạm biệt"),
    "ukrainian": ("Шевченко", "Тарас", "Українська Ґазета", "Директор", "вул. Хрещатик 1", "Київ", "Привіт, світ; ї є ґ і"),
    "utf16": ("尻田", "㬀子", "Ünïcode Ltd", "代表", "Straße 5 尻", "東京", "Hello, world; 尻"),
}

# (file name, CHARSET as declared in the card, Python codec, sample). The declared names are
# those real exporters write, in their spelling.
CHARSETS = [
    ("shift_jis", "SHIFT_JIS", "cp932", "japanese-cp932"),
    ("euc-jp", "EUC-JP", "euc_jp", "japanese"),
    ("iso-2022-jp", "ISO-2022-JP", "iso2022_jp", "japanese-jis"),
    ("gb2312", "GB2312", "gb2312", "chinese"),
    ("gbk", "GBK", "gbk", "chinese-gbk"),
    ("gb18030", "GB18030", "gb18030", "chinese-gb18030"),
    ("big5", "BIG5", "big5", "chinese-big5"),
    # Korean phones say EUC-KR and write Windows' superset (똠 is not in EUC-KR).
    ("euc-kr", "EUC-KR", "cp949", "korean"),
    ("iso-8859-1", "ISO-8859-1", "iso8859_1", "latin1"),
    ("iso-8859-2", "ISO-8859-2", "iso8859_2", "polish"),
    ("iso-8859-3", "ISO-8859-3", "iso8859_3", "maltese"),
    ("iso-8859-4", "ISO-8859-4", "iso8859_4", "latvian"),
    ("iso-8859-5", "ISO-8859-5", "iso8859_5", "russian"),
    ("iso-8859-6", "ISO-8859-6", "iso8859_6", "arabic"),
    ("iso-8859-7", "ISO-8859-7", "iso8859_7", "greek"),
    ("iso-8859-8", "ISO-8859-8", "iso8859_8", "hebrew"),
    ("iso-8859-9", "ISO-8859-9", "iso8859_9", "turkish"),
    ("iso-8859-10", "ISO-8859-10", "iso8859_10", "sami"),
    ("iso-8859-11", "ISO-8859-11", "iso8859_11", "thai"),
    ("iso-8859-13", "ISO-8859-13", "iso8859_13", "lithuanian"),
    ("iso-8859-14", "ISO-8859-14", "iso8859_14", "welsh"),
    ("iso-8859-15", "ISO-8859-15", "iso8859_15", "latin9"),
    ("iso-8859-16", "ISO-8859-16", "iso8859_16", "romanian"),
    ("windows-1250", "WINDOWS-1250", "cp1250", "czech"),
    ("windows-1251", "windows-1251", "cp1251", "russian-1251"),
    ("windows-1252", "Windows-1252", "cp1252", "western-1252"),
    ("windows-1253", "WINDOWS-1253", "cp1253", "greek-1253"),
    ("windows-1254", "WINDOWS-1254", "cp1254", "turkish-1254"),
    ("windows-1255", "WINDOWS-1255", "cp1255", "hebrew-1255"),
    ("windows-1256", "WINDOWS-1256", "cp1256", "persian-1256"),
    ("windows-1257", "WINDOWS-1257", "cp1257", "baltic-1257"),
    ("windows-1258", "WINDOWS-1258", "cp1258", "vietnamese"),
    ("koi8-r", "KOI8-R", "koi8_r", "russian"),
    ("koi8-u", "KOI8-U", "koi8_u", "ukrainian"),
    ("utf-16le", "UTF-16LE", "utf_16_le", "utf16"),
    ("utf-16be", "UTF-16BE", "utf_16_be", "utf16"),
    ("utf-16", "UTF-16", "utf_16_be", "utf16"),  # no byte order mark: big-endian, as RFC 2781 says
]


def encode(text, codec):
    """`text` in `codec`; for Windows-1258, which has few precomposed Vietnamese letters, a letter
    it lacks is written as its longest encodable composed base and combining marks, as Windows
    does (the reader's iconv composes them again)."""
    if codec != "cp1258":
        return text.encode(codec)
    out = b""
    for char in unicodedata.normalize("NFC", text):
        try:
            out += char.encode(codec)
            continue
        except UnicodeEncodeError:
            pass
        # The letter without one of its marks, then that mark: ệ is ê and a dot below.
        decomposed = unicodedata.normalize("NFD", char)
        for index in range(1, len(decomposed)):
            base = unicodedata.normalize("NFC", decomposed[:index] + decomposed[index + 1 :])
            try:
                out += base.encode(codec) + decomposed[index].encode(codec)
                break
            except UnicodeEncodeError:
                continue
        else:
            raise UnicodeEncodeError(codec, char, 0, 1, "no form of this letter")
    return out


def escape(text, version):
    # vCard 2.1 has one escape, `\;` (its section 2.1.3): a backslash before anything else is text.
    if version == "2.1":
        return text.replace(";", "\\;")
    return text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")


def quoted_printable(data, first_line_length):
    """Every byte outside printable ASCII (and '=') as =XX, with soft line breaks ('=' CRLF)
    every 66 characters or so, wherever they fall between escapes (often inside a character)."""
    pieces = []
    for byte in data:
        if 0x21 <= byte <= 0x7E and byte != 0x3D:
            pieces.append(chr(byte))
        else:
            pieces.append("=%02X" % byte)
    lines, line = [], ""
    limit = 72 - first_line_length
    for piece in pieces:
        if len(line) + len(piece) > limit:
            lines.append(line)
            line, limit = "", 72
        line += piece
    lines.append(line)
    return "=\r\n".join(lines).encode("ascii")


def fold(line, width=30):
    """3.0 folding: CRLF and a space every `width` octets (RFC 2426 allows folding anywhere, and
    a short width puts folds inside multi-byte characters and between a backslash and what it
    escapes)."""
    parts = [line[:width]]
    rest = line[width:]
    while rest:
        parts.append(b" " + rest[: width - 1])
        rest = rest[width - 1 :]
    return b"\r\n".join(parts)


def card(version, declared, codec, sample, qp):
    family, given, org, title, street, city, note = sample
    values = [
        ("N", escape(family, version) + ";" + escape(given, version) + ";;;"),
        ("FN", escape(given + " " + family, version)),
        ("ORG", escape(org, version)),
        ("TITLE", escape(title, version)),
        ("ADR;TYPE=HOME" if version == "3.0" else "ADR;HOME", ";;" + escape(street, version) + ";" + escape(city, version) + ";;;"),
        ("NOTE", escape(note, version)),
    ]
    lines = [b"BEGIN:VCARD", ("VERSION:" + version).encode("ascii")]
    for name, value in values:
        charset = declared if version == "2.1" or name != "ORG" else '"' + declared + '"'
        head = (name + ";CHARSET=" + charset + (";ENCODING=QUOTED-PRINTABLE" if qp else "") + ":").encode("ascii")
        data = encode(value, codec)
        if qp:
            lines.append(head + quoted_printable(data, len(head)))
        elif version == "3.0":
            lines.append(fold(head + data))
        else:
            lines.append(head + data)
    lines += [b"TEL;CELL:+1 555 0100", b"END:VCARD"]
    return b"\r\n".join(lines) + b"\r\n"


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as file:
        file.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, declared, codec, sample in CHARSETS:
        forms = [(version, qp) for version in ("2.1", "3.0") for qp in (False, True)]
        if codec.startswith("utf_16"):
            forms = [(version, True) for version in ("2.1", "3.0")]
        write(name + ".vcf", b"".join(card(v, declared, codec, SAMPLES[sample], qp) for v, qp in forms))

    # A charset no system has: a diagnostic, and the value read as Latin-1.
    write(
        "unknown-charset.vcf",
        b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=X-KLINGON:Caf\xe9;Jos\xe9;;;\r\nTEL:+1 555 0101\r\nEND:VCARD\r\n",
    )
    # Shift_JIS with a lead byte cut short by ';' and a byte Shift_JIS never uses (0xFF), both
    # in one line: one diagnostic for the line, each bad sequence a U+FFFD.
    write(
        "invalid-shift_jis.vcf",
        b"BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:"
        + "山田".encode("cp932") + b"\x95;" + "太郎".encode("cp932") + b"\xff;;;\r\n"
        + b"NOTE;CHARSET=SHIFT_JIS:" + "表".encode("cp932") + b"\r\nEND:VCARD\r\n",
    )
    # Windows-1252 text with no CHARSET anywhere, in three cards: one warning for the file.
    undeclared = b""
    for family, given in ((b"M\xfcller", b"J\xfcrgen"), (b"\x93Quote\x94", b"Ren\xe9e"), (b"Ol\xe9", b"\x80uro")):
        undeclared += (
            b"BEGIN:VCARD\r\nVERSION:3.0\r\nN:" + family + b";" + given + b";;;\r\nNOTE:fa\xe7ade\r\nEND:VCARD\r\n"
        )
    write("undeclared-windows-1252.vcf", undeclared)
    # Whole files in UTF-16 without a byte order mark.
    text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Łęcki;尻子;;;\r\nNOTE:世界\\, 㬀\\; 尻\r\nEND:VCARD\r\n"
    write("utf-16le-no-bom.vcf", text.encode("utf_16_le"))
    write("utf-16be-no-bom.vcf", text.encode("utf_16_be"))


if __name__ == "__main__":
    main()
