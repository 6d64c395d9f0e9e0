#!/usr/bin/env python3
"""Writes Resources/Sample/contacts.vcf: the bundled sample address book, 250 cards that read
like one person's phone book (friends, family, colleagues abroad, a plumber and a pizzeria).

Every value comes from the curated tables below, one culture at a time, so a card never mixes
cultures: a Russian woman has a female patronymic and a family name in its female form, a
Japanese colleague is written family name first and works at a Japanese company, a number has
its country's format. Where a country reserves numbers for fiction (the US and Canada 555-01xx,
Ofcom's drama ranges, ARCEP's, the Bundesnetzagentur's, PTS's, ACMA's) the numbers come from
those ranges; elsewhere the format is right and the digits are made up. E-mails use example
domains only (example.com, .org, .net and *.example). docs/SAMPLE.md says which edge cases the
sample carries and which tests rely on them.

    python3 scripts/make-sample.py            # rewrites Resources/Sample/contacts.vcf
    python3 scripts/make-sample.py --check    # exits 1 when the committed file differs

Standard library only; the output is the same on every run (a fixed seed, no clock).
"""

import base64
import os
import random
import re
import sys
import unicodedata
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Resources", "Sample", "contacts.vcf")
TOTAL = 250
SEED = 14


# --- phone numbers ---------------------------------------------------------------------------
# Each function returns a number in the country's international format. `n` is a small
# per-call counter so numbers in one table stay distinct.

def us(area):
    return lambda r: f"+1 {area}-555-01{r.randrange(0, 100):02d}"


def uk_mobile(r):
    return f"+44 7700 900{r.randrange(0, 1000):03d}"


def uk_geo(prefix):
    # Ofcom's drama ranges: 020 7946 0xxx, 0161 496 0xxx, 0131 496 0xxx, …
    return lambda r: f"+44 {prefix}{r.randrange(0, 1000):03d}"


def fr(prefix):
    # ARCEP's fiction ranges: 01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98.
    return lambda r: f"+33 {prefix} {r.randrange(0, 100):02d} {r.randrange(0, 100):02d}"


def de(prefix):
    # The Bundesnetzagentur's ranges for films: 030 23125, 069 90009, 040 66969, 0221 4710, 089 99998.
    return lambda r: f"+49 {prefix}{r.randrange(0, 1000):03d}"


def se(prefix):
    # PTS: 070-174 06 05…99 and 08-465 004 00…99.
    if prefix == "70":
        return lambda r: f"+46 70 174 06 {r.randrange(5, 100):02d}"
    return lambda r: f"+46 8 465 004 {r.randrange(0, 100):02d}"


def au(state):
    # ACMA: (0x) 5550 xxxx for landlines, 0491 570 156…159 and a few more for mobiles.
    if state == "mobile":
        return lambda r: "+61 491 570 " + r.choice(["006", "156", "157", "158", "159", "110", "313", "737"])
    return lambda r: f"+61 {state} 5550 {r.randrange(0, 10000):04d}"


def made_up(pattern):
    """A number in the country's format with made-up digits: every '#' is a digit."""

    def build(r):
        return "".join(str(r.randrange(0, 10)) if c == "#" else c for c in pattern)

    return build


# --- cultures --------------------------------------------------------------------------------
# given: (male, female) names; family: family names, or (male, female) pairs where the family
# name has a gendered form; latin: the Latin spelling of non-Latin names for e-mail addresses.

CULTURES = [
    dict(
        key="us", count=52, country="USA",
        male=["James", "Michael", "David", "Daniel", "Matthew", "Christopher", "Andrew", "Joshua", "Ryan",
              "Brandon", "Kevin", "Tyler", "Marcus", "Jason", "Eric", "Nathan", "Derek", "Calvin",
              "Trevor", "Gregory", "Wesley", "Caleb", "Darnell", "Luis", "Ethan", "Patrick"],
        female=["Jennifer", "Jessica", "Ashley", "Emily", "Sarah", "Megan", "Lauren", "Rachel", "Amanda",
                "Brittany", "Nicole", "Heather", "Kayla", "Hannah", "Olivia", "Tamika", "Courtney",
                "Melissa", "Danielle", "Rebecca", "Kimberly", "Alyssa", "Maria", "Grace", "Stephanie",
                "Vanessa"],
        family=["Johnson", "Williams", "Brown", "Miller", "Davis", "Wilson", "Moore", "Taylor", "Thomas",
                "Jackson", "White", "Harris", "Martin", "Thompson", "Robinson", "Clark", "Lewis",
                "Walker", "Hall", "Young", "King", "Wright", "Hill", "Green", "Baker", "Nelson",
                "Carter", "Mitchell", "Campbell", "Parker", "Evans", "Collins", "Stewart", "Morris",
                "Reed", "Cooper", "Howard", "Ward", "Brooks", "Kelly", "Sanders", "Price", "Bennett",
                "Wood", "Hughes", "Foster", "Bryant", "Russell", "Griffin", "Hayes", "Myers"],
        cities=[("New York", "NY", "100{:02d}", us(212)), ("San Francisco", "CA", "941{:02d}", us(415)),
                ("Chicago", "IL", "606{:02d}", us(312)), ("Boston", "MA", "021{:02d}", us(617)),
                ("Seattle", "WA", "981{:02d}", us(206)), ("Austin", "TX", "787{:02d}", us(512)),
                ("Denver", "CO", "802{:02d}", us(303)), ("Atlanta", "GA", "303{:02d}", us(404))],
        streets=["{n} Maple Avenue", "{n} Oak Street", "{n} Cedar Lane", "{n} Lincoln Avenue",
                 "{n} Washington Street", "{n} Park Place, Apt {a}", "{n} Elm Street", "{n} Hillcrest Drive"],
        address="us", mobile=None,
        companies=["Northwind Analytics", "Bluebird Health", "Summit Ridge Realty", "Granite Peak Software",
                   "Harborview Medical Center", "Lakeside Credit Union", "Redwood Design Studio",
                   "Pioneer Freight"],
        titles=[("Data Analyst",) * 2, ("Product Manager",) * 2, ("Real Estate Agent",) * 2,
                ("Software Engineer",) * 2, ("Nurse Practitioner",) * 2, ("Loan Officer",) * 2,
                ("Graphic Designer",) * 2, ("Operations Manager",) * 2],
        domains=["example.com", "example.net"],
        nick={"Michael": "Mike", "Christopher": "Chris", "Daniel": "Dan", "Matthew": "Matt",
              "Jennifer": "Jen", "Rebecca": "Becca", "Gregory": "Greg", "Kimberly": "Kim"},
    ),
    dict(
        key="ca", count=6, country="Canada",
        male=["Étienne", "Mathieu", "Liam", "Owen"], female=["Geneviève", "Chloé", "Avery", "Brooke"],
        family=["Tremblay", "Gagnon", "Bouchard", "Lavoie", "MacDonald", "Fraser", "Côté", "Pelletier"],
        cities=[("Montréal", "QC", "H2X 1Y{}", us(514)), ("Toronto", "ON", "M5V 2T{}", us(416)),
                ("Vancouver", "BC", "V6B 1A{}", us(604))],
        streets={"Montréal": ["{n} rue Saint-Denis"], "Toronto": ["{n} Queen Street West"],
                 "Vancouver": ["{n} Granville Street"]},
        address="ca", mobile=None,
        companies=["Érable Conseil inc.", "Northern Lights Media"],
        titles=[("Analyste financier", "Analyste financière"), ("UX Designer",) * 2],
        domains=["example.ca", "example.com"], nick={},
    ),
    dict(
        key="uk", count=27, country="United Kingdom",
        male=["Oliver", "Harry", "George", "Jack", "Alfie", "Callum", "Rhys", "Samuel", "Thomas",
              "Edward", "Angus", "Rory", "Dominic", "Stuart"],
        female=["Charlotte", "Amelia", "Isla", "Poppy", "Imogen", "Harriet", "Eleanor", "Fiona",
                "Siobhan", "Gemma", "Lucy", "Bethan", "Kirsty", "Philippa"],
        family=["Smith", "Jones", "Davies", "Patel", "Hughes", "Edwards", "Roberts", "Turner", "Phillips",
                "Cartwright", "Whitfield", "Pemberton", "Ashworth", "Gallagher", "MacLeod", "Fletcher",
                "Lloyd", "Hargreaves", "Sutherland", "Blackwood", "Crawford", "Ellison", "Holloway",
                "Kendrick", "Thornton", "Barnes"],
        cities=[("London", "", "SW1A 1AA", uk_geo("20 7946 0")), ("Manchester", "", "M1 1AE", uk_geo("161 496 0")),
                ("Edinburgh", "", "EH1 1YZ", uk_geo("131 496 0")), ("Leeds", "", "LS1 4DY", uk_geo("113 496 0")),
                ("Bristol", "", "BS1 5TR", uk_geo("117 496 0")), ("Glasgow", "", "G1 1XQ", uk_geo("141 496 0"))],
        streets=["{n} High Street", "Flat {a}, {n} Victoria Road", "{n} Church Lane", "{n} The Crescent",
                 "{n} Station Road", "{n} Mill Lane"],
        address="uk", mobile=uk_mobile,
        companies=["Whitcombe & Hale LLP", "Brightwater Energy Ltd", "Kestrel Publishing",
                   "Thames Valley Lettings", "NHS Lothian"],
        titles=[("Solicitor",) * 2, ("Quantity Surveyor",) * 2, ("Commissioning Editor",) * 2,
                ("Lettings Manager",) * 2, ("Staff Nurse",) * 2],
        domains=["example.co.uk", "example.org"],
        nick={"Philippa": "Pippa", "Edward": "Ed", "Samuel": "Sam", "Thomas": "Tom"},
    ),
    dict(
        key="au", count=6, country="Australia",
        male=["Lachlan", "Hamish", "Cooper", "Flynn"], female=["Matilda", "Sienna", "Chelsea", "Tahlia"],
        family=["Nguyen", "Kelly", "O’Connor", "Ryan", "Murphy", "Walsh", "McKenzie", "Doyle"],
        cities=[("Sydney", "NSW", "2000", au("2")), ("Melbourne", "VIC", "3000", au("3")),
                ("Brisbane", "QLD", "4000", au("7"))],
        streets=["{n} George Street", "Unit {a}, {n} Beach Road", "{n} Brunswick Street"],
        address="au", mobile=au("mobile"),
        companies=["Southern Cross Surveying", "Wattle & Co."],
        titles=[("Site Engineer",) * 2, ("Marketing Coordinator",) * 2],
        domains=["example.com.au", "example.net"], nick={},
    ),
    dict(
        key="de", count=20, country="Deutschland",
        male=["Lukas", "Jonas", "Maximilian", "Felix", "Tobias", "Florian", "Stefan", "Jürgen",
              "Matthias", "Sebastian", "Björn", "Uwe"],
        female=["Lena", "Hannah", "Katharina", "Julia", "Sabine", "Anja", "Franziska", "Ulrike",
                "Johanna", "Svenja", "Birgit", "Jana"],
        family=["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker",
                "Hoffmann", "Schäfer", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
                "Braun", "Zimmermann", "Krüger", "Hartmann", "Lange", "Werner"],
        cities=[("Berlin", "", "10115", de("30 23125")), ("Frankfurt am Main", "", "60311", de("69 90009")),
                ("Hamburg", "", "20095", de("40 66969")), ("Köln", "", "50667", de("221 4710")),
                ("München", "", "80331", de("89 99998"))],
        streets=["Lindenstraße {n}", "Hauptstraße {n}", "Goethestraße {n}", "Am Markt {n}",
                 "Schillerplatz {n}", "Bahnhofstraße {n}"],
        address="de", mobile=None,
        companies=["Brandt & Söhne GmbH", "Nordlicht Software AG", "Stadtwerke Köln",
                   "Kanzlei Vogt & Partner", "Elbufer Architekten"],
        titles=[("Projektleiter", "Projektleiterin"), ("Softwareentwickler", "Softwareentwicklerin"),
                ("Vertriebsleiter", "Vertriebsleiterin"), ("Rechtsanwalt", "Rechtsanwältin"),
                ("Architekt", "Architektin")],
        domains=["example.de", "example.org"], nick={"Maximilian": "Max", "Katharina": "Kathi"},
    ),
    dict(
        key="fr", count=18, country="France",
        male=["Julien", "Nicolas", "Antoine", "Guillaume", "Maxime", "Thibault", "Benoît", "Rémi",
              "François", "Loïc", "Hugo"],
        female=["Camille", "Manon", "Léa", "Pauline", "Élodie", "Margaux", "Céline", "Aurélie",
                "Inès", "Sophie", "Mathilde"],
        family=["Martin", "Bernard", "Petit", "Durand", "Leroy", "Moreau", "Lefèvre", "Girard",
                "Fontaine", "Rousseau", "Mercier", "Chevalier", "Lambert", "Faure", "Gauthier",
                "Perrin", "Marchand"],
        cities=[("Paris", "", "750{:02d}", fr("1 99 00")), ("Lyon", "", "6900{}", fr("4 65 71")),
                ("Bordeaux", "", "33000", fr("5 36 49")), ("Lille", "", "59000", fr("3 53 01")),
                ("Nantes", "", "44000", fr("2 61 91"))],
        streets=["{n} rue de la République", "{n} avenue Jean Jaurès", "{n} rue Victor Hugo",
                 "{n} boulevard Voltaire", "{n}\u00a0bis rue des Lilas"],
        address="fr", mobile=fr("6 39 98"),
        companies=["Atelier Lumière SARL", "Banque Rhône-Alpes", "Cabinet Moreau Avocats",
                   "Vins & Terroirs", "Hôpital Saint-Louis"],
        titles=[("Chef de projet", "Cheffe de projet"), ("Développeur", "Développeuse"),
                ("Avocat", "Avocate"), ("Directeur commercial", "Directrice commerciale"), ("Infirmier", "Infirmière")],
        domains=["example.fr", "example.org"], nick={},
    ),
    dict(
        key="es", count=9, country="España",
        male=["Javier", "Alejandro", "Pablo", "Sergio", "Álvaro"], female=["Lucía", "Carmen", "Marta", "Nuria", "Pilar"],
        family=[("García López",) * 2, ("Fernández Ruiz",) * 2, ("Martínez Sanz",) * 2,
                ("Sánchez Gil",) * 2, ("Romero Ortega",) * 2, ("Navarro Díaz",) * 2,
                ("Moreno Castro",) * 2, ("Jiménez Vidal",) * 2, ("Torres Molina",) * 2],
        cities=[("Madrid", "Madrid", "280{:02d}", made_up("+34 91 ### ## ##")),
                ("Barcelona", "Barcelona", "080{:02d}", made_up("+34 93 ### ## ##")),
                ("Sevilla", "Sevilla", "41001", made_up("+34 954 ## ## ##"))],
        streets={"Madrid": ["Calle Mayor, {n}, {s}º", "Calle de Alcalá, {n}"],
                 "Barcelona": ["Carrer de Mallorca, {n}, {s}º 2ª"], "Sevilla": ["Avenida de la Constitución, {n}"]},
        address="es", mobile=made_up("+34 6## ### ###"),
        companies=["Construcciones Levante S.L.", "Editorial Sol y Sombra"],
        titles=[("Ingeniero de caminos", "Ingeniera de caminos"), ("Editor", "Editora")],
        domains=["example.es", "example.com"], nick={"Javier": "Javi"},
    ),
    dict(
        key="it", count=10, country="Italia",
        male=["Giuseppe", "Alessandro", "Lorenzo", "Matteo", "Davide", "Riccardo"],
        female=["Giulia", "Francesca", "Chiara", "Alessia", "Federica", "Valentina"],
        family=["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci",
                "Marino", "Greco", "Conti"],
        cities=[("Milano", "MI", "201{:02d}", made_up("+39 02 #### ####")),
                ("Roma", "RM", "001{:02d}", made_up("+39 06 #### ####")),
                ("Torino", "TO", "101{:02d}", made_up("+39 011 ### ####"))],
        streets={"Milano": ["Via Torino {n}", "Corso Buenos Aires {n}"], "Roma": ["Via del Corso {n}"],
                 "Torino": ["Via Garibaldi {n}"]},
        address="it", mobile=made_up("+39 3## ### ####"),
        companies=["Studio Associato Conti", "Officine Meccaniche Lombarde S.p.A."],
        titles=[("Commercialista",) * 2, ("Ingegnere meccanico", "Ingegnera meccanica")],
        domains=["example.it", "example.com"], nick={},
    ),
    dict(
        key="nl", count=4, country="Nederland",
        male=["Daan", "Sander", "Joost"], female=["Femke", "Sanne", "Marieke"],
        family=["de Vries", "van den Berg", "Bakker", "Visser", "van Dijk"],
        cities=[("Amsterdam", "", "1012 AB", made_up("+31 20 ### ####")),
                ("Utrecht", "", "3511 LX", made_up("+31 30 ### ####"))],
        streets={"Amsterdam": ["Prinsengracht {n}"], "Utrecht": ["Oudegracht {n}-{s}"]},
        address="nl", mobile=made_up("+31 6 #### ####"),
        companies=["Grachtenhuis Vastgoed B.V."], titles=[("Makelaar",) * 2],
        domains=["example.nl"], nick={},
    ),
    dict(
        key="se", count=4, country="Sverige",
        male=["Erik", "Johan", "Anders"], female=["Astrid", "Linnéa", "Ingrid"],
        family=["Lindqvist", "Åström", "Berglund", "Sjöberg", "Nyström"],
        cities=[("Stockholm", "", "111 {}2", se("8"))],
        streets=["Drottninggatan {n}", "Götgatan {n}"],
        address="se", mobile=se("70"),
        companies=["Fjällräven Konsult AB"], titles=[("Systemutvecklare",) * 2],
        domains=["example.se"], nick={},
    ),
    dict(
        key="pl", count=5, country="Polska",
        male=["Piotr", "Krzysztof", "Tomasz"], female=["Agnieszka", "Katarzyna", "Małgorzata"],
        family=[("Kowalski", "Kowalska"), ("Nowak", "Nowak"), ("Wiśniewski", "Wiśniewska"),
                ("Wójcik", "Wójcik"), ("Zieliński", "Zielińska"), ("Lewandowski", "Lewandowska")],
        cities=[("Warszawa", "", "00-0{:02d}", made_up("+48 22 ### ## ##")),
                ("Kraków", "", "31-0{:02d}", made_up("+48 12 ### ## ##"))],
        streets={"Warszawa": ["ul. Marszałkowska {n}/{a}"], "Kraków": ["ul. Floriańska {n}"]},
        address="pl", mobile=made_up("+48 5## ### ###"),
        companies=["Wisła Logistyka Sp. z o.o."], titles=[("Kierownik projektu", "Kierowniczka projektu")],
        domains=["example.pl"], nick={},
    ),
    dict(
        key="cz", count=3, country="Česko",
        male=["Jiří", "Tomáš"], female=["Lucie", "Tereza"],
        family=[("Dvořák", "Dvořáková"), ("Novotný", "Novotná"), ("Černý", "Černá"), ("Procházka", "Procházková")],
        cities=[("Praha", "", "110 00", made_up("+420 2## ### ###"))],
        streets=["Vodičkova {n}", "Karlova {n}"],
        address="se", mobile=made_up("+420 6## ### ###"),
        companies=["Vltava Software s.r.o."], titles=[("Programátor", "Programátorka")],
        domains=["example.cz"], nick={},
    ),
    dict(
        key="ru", count=10, country="Россия", script="Cyrillic",
        male=[("Алексей", "Aleksey"), ("Дмитрий", "Dmitry"), ("Сергей", "Sergey"), ("Михаил", "Mikhail"),
              ("Андрей", "Andrey"), ("Николай", "Nikolay")],
        female=[("Ольга", "Olga"), ("Татьяна", "Tatyana"), ("Екатерина", "Ekaterina"), ("Мария", "Maria"),
                ("Ирина", "Irina"), ("Наталья", "Natalya")],
        family=[(("Смирнов", "Smirnov"), ("Смирнова", "Smirnova")), (("Кузнецов", "Kuznetsov"), ("Кузнецова", "Kuznetsova")),
                (("Попов", "Popov"), ("Попова", "Popova")), (("Волков", "Volkov"), ("Волкова", "Volkova")),
                (("Соколов", "Sokolov"), ("Соколова", "Sokolova")), (("Лебедев", "Lebedev"), ("Лебедева", "Lebedeva")),
                (("Морозов", "Morozov"), ("Морозова", "Morozova")), (("Орлов", "Orlov"), ("Орлова", "Orlova")),
                (("Белов", "Belov"), ("Белова", "Belova")), (("Зайцев", "Zaytsev"), ("Зайцева", "Zaytseva")),
                (("Павлов", "Pavlov"), ("Павлова", "Pavlova"))],
        # father's name: (son's patronymic, daughter's patronymic)
        patronymics=[("Иванович", "Ивановна"), ("Петрович", "Петровна"), ("Сергеевич", "Сергеевна"),
                     ("Александрович", "Александровна"), ("Викторович", "Викторовна"),
                     ("Николаевич", "Николаевна"), ("Андреевич", "Андреевна")],
        cities=[("Москва", "", "1250{:02d}", made_up("+7 495 ###-##-##")),
                ("Санкт-Петербург", "", "1910{:02d}", made_up("+7 812 ###-##-##")),
                ("Новосибирск", "", "6300{:02d}", made_up("+7 383 ###-##-##"))],
        streets={"Москва": ["ул. Тверская, д. {n}, кв. {a}"], "Санкт-Петербург": ["Невский пр-т, д. {n}, кв. {a}"],
                 "Новосибирск": ["Красный пр-т, д. {n}, кв. {a}"]},
        address="ru", mobile=made_up("+7 9## ###-##-##"),
        companies=[("ООО «Северный ветер»", "severny-veter"), ("АО «Волга-Телеком»", "volga-telecom"), ("ПАО «Уралсталь»", "uralstal")],
        titles=[("Главный инженер",) * 2, ("Руководитель отдела продаж",) * 2, ("Бухгалтер",) * 2],
        domains=["example.ru", "example.com"], nick={"Алексей": "Лёша", "Мария": "Маша", "Екатерина": "Катя"},
    ),
    dict(
        key="ua", count=3, country="Україна", script="Cyrillic",
        male=[("Олександр", "Oleksandr"), ("Тарас", "Taras")], female=[("Оксана", "Oksana"), ("Юлія", "Yuliia")],
        family=[("Шевченко", "Shevchenko"), ("Коваленко", "Kovalenko"), ("Бондаренко", "Bondarenko"),
                ("Мельник", "Melnyk")],
        cities=[("Київ", "", "010{:02d}", made_up("+380 44 ### ## ##"))],
        streets=["вул. Хрещатик, {n}, кв. {a}"],
        address="ua", mobile=made_up("+380 67 ### ## ##"),
        companies=[("ТОВ «Дніпро Софт»", "dnipro-soft")], titles=[("Розробник", "Розробниця")],
        domains=["example.com.ua"], nick={},
    ),
    dict(
        key="gr", count=5, country="Ελλάδα", script="Greek",
        male=[("Γιώργος", "Giorgos"), ("Νίκος", "Nikos"), ("Δημήτρης", "Dimitris")],
        female=[("Ελένη", "Eleni"), ("Κατερίνα", "Katerina"), ("Σοφία", "Sofia")],
        family=[(("Παπαδόπουλος", "Papadopoulos"), ("Παπαδοπούλου", "Papadopoulou")),
                (("Οικονόμου", "Oikonomou"),) * 2,
                (("Γεωργίου", "Georgiou"),) * 2,
                (("Καραγιάννης", "Karagiannis"), ("Καραγιάννη", "Karagianni")),
                (("Βλάχος", "Vlachos"), ("Βλάχου", "Vlachou")),
                (("Αλεξίου", "Alexiou"),) * 2],
        cities=[("Αθήνα", "", "105 5{}", made_up("+30 21# ### ####")),
                ("Θεσσαλονίκη", "", "546 2{}", made_up("+30 231# ### ###"))],
        streets={"Αθήνα": ["Ερμού {n}"], "Θεσσαλονίκη": ["Τσιμισκή {n}"]},
        address="gr", mobile=made_up("+30 69# ### ####"),
        companies=[("Αιγαίο Ναυτιλιακή Α.Ε.", "aegean-shipping")], titles=[("Λογιστής", "Λογίστρια")],
        domains=["example.gr"], nick={},
    ),
    dict(
        key="il", count=4, country="ישראל", script="Hebrew",
        male=[("דוד", "David"), ("יונתן", "Yonatan"), ("אבי", "Avi")],
        female=[("נועה", "Noa"), ("מיכל", "Michal"), ("תמר", "Tamar")],
        family=[("כהן", "Cohen"), ("לוי", "Levi"), ("מזרחי", "Mizrahi"), ("פרץ", "Peretz"), ("ביטון", "Biton")],
        cities=[("תל אביב-יפו", "", "61000", made_up("+972 3-###-####")), ("ירושלים", "", "91000", made_up("+972 2-###-####"))],
        streets={"תל אביב-יפו": ["שדרות רוטשילד {n}"], "ירושלים": ["רחוב יפו {n}"]},
        address="il", mobile=made_up("+972 5#-###-####"),
        companies=[("גלים טכנולוגיות בע״מ", "galim-tech")], titles=[("מהנדס תוכנה", "מהנדסת תוכנה")],
        domains=["example.co.il"], nick={},
    ),
    dict(
        key="ar", count=5, country="مصر", script="Arabic",
        male=[("محمد", "Mohamed"), ("أحمد", "Ahmed"), ("عمر", "Omar"), ("خالد", "Khaled")],
        female=[("فاطمة", "Fatma"), ("نور", "Nour"), ("ليلى", "Layla"), ("مريم", "Mariam")],
        family=[("حسن", "Hassan"), ("إبراهيم", "Ibrahim"), ("منصور", "Mansour"), ("السيد", "El-Sayed"),
                ("عبد الله", "Abdallah"), ("الشريف", "El-Sherif")],
        cities=[("القاهرة", "", "11511", made_up("+20 2 #### ####")), ("الإسكندرية", "", "21500", made_up("+20 3 ### ####"))],
        streets={"القاهرة": ["{n} شارع التحرير"], "الإسكندرية": ["{n} طريق الحرية"]},
        address="ar", mobile=made_up("+20 10 #### ####"),
        companies=[("شركة النيل للتجارة", "nile-trading")], titles=[("مدير مبيعات", "مديرة مبيعات")],
        domains=["example.com.eg", "example.com"], nick={},
    ),
    dict(
        key="cn", count=7, country="中国", script="Han", family_first=True,
        male=[("伟", "Wei"), ("强", "Qiang"), ("磊", "Lei"), ("志明", "Zhiming")],
        female=[("芳", "Fang"), ("静", "Jing"), ("丽娟", "Lijuan"), ("晓燕", "Xiaoyan")],
        family=[("王", "Wang"), ("李", "Li"), ("张", "Zhang"), ("刘", "Liu"), ("陈", "Chen"), ("杨", "Yang"),
                ("赵", "Zhao"), ("周", "Zhou")],
        cities=[("上海市", "", "2000{:02d}", made_up("+86 21 #### ####")), ("北京市", "", "1000{:02d}", made_up("+86 10 #### ####"))],
        streets={"上海市": ["静安区南京西路{n}号"], "北京市": ["朝阳区建国门外大街{n}号"]},
        address="cn", mobile=made_up("+86 13# #### ####"),
        companies=[("上海华信科技有限公司", "huaxin-tech"), ("北京远航贸易有限公司", "yuanhang-trade")],
        titles=[("软件工程师",) * 2, ("销售经理",) * 2],
        domains=["example.cn", "example.com"], nick={},
    ),
    dict(
        key="jp", count=7, country="日本", script="Han", family_first=True,
        male=[("健太", "Kenta"), ("大輔", "Daisuke"), ("翔", "Sho"), ("拓也", "Takuya")],
        female=[("陽子", "Yoko"), ("美咲", "Misaki"), ("さくら", "Sakura"), ("由美", "Yumi")],
        family=[("佐藤", "Sato"), ("鈴木", "Suzuki"), ("高橋", "Takahashi"), ("田中", "Tanaka"), ("渡辺", "Watanabe"),
                ("伊藤", "Ito"), ("中村", "Nakamura"), ("小林", "Kobayashi")],
        cities=[("東京都", "", "100-000{}", made_up("+81 3-####-####")), ("大阪府", "", "530-000{}", made_up("+81 6-####-####"))],
        streets={"東京都": ["千代田区丸の内1-{s}-{t}"], "大阪府": ["大阪市北区梅田2-{s}-{t}"]},
        address="jp", mobile=made_up("+81 90-####-####"),
        companies=[("株式会社みらい電機", "mirai-denki"), ("桜井商事株式会社", "sakurai-shoji")], titles=[("エンジニア",) * 2, ("営業部長",) * 2],
        domains=["example.jp", "example.co.jp"], nick={},
    ),
    dict(
        key="kr", count=5, country="대한민국", script="Hangul", family_first=True,
        male=[("지훈", "Jihoon"), ("현우", "Hyunwoo"), ("성민", "Sungmin")],
        female=[("서연", "Seoyeon"), ("지은", "Jieun"), ("수빈", "Subin")],
        family=[("이", "Lee"), ("박", "Park"), ("최", "Choi"), ("정", "Jung"), ("강", "Kang"), ("윤", "Yoon")],
        cities=[("서울특별시", "", "0{}164", made_up("+82 2-####-####")), ("부산광역시", "", "48{}58", made_up("+82 51-###-####"))],
        streets={"서울특별시": ["중구 세종대로 {n}"], "부산광역시": ["해운대구 해운대로 {n}"]},
        address="kr", mobile=made_up("+82 10-####-####"),
        companies=[("한빛소프트 주식회사", "hanbit-soft")], titles=[("선임 연구원",) * 2],
        domains=["example.kr"], nick={},
    ),
    dict(
        key="vn", count=4, country="Việt Nam", family_first=True,
        male=["Minh", "Tuấn", "Đức"], female=["Lan", "Thảo", "Hương"],
        family=["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng"],
        middle={"m": ["Văn", "Đức", "Quang"], "f": ["Thị", "Ngọc", "Thu"]},
        cities=[("Hà Nội", "", "100000", made_up("+84 24 #### ####")), ("TP. Hồ Chí Minh", "", "700000", made_up("+84 28 #### ####"))],
        streets={"Hà Nội": ["{n} Phố Huế"], "TP. Hồ Chí Minh": ["{n} Lê Lợi, Quận 1"]},
        address="vn", mobile=made_up("+84 9# ### ## ##"),
        companies=["Công ty TNHH Sao Mai"], titles=[("Kế toán trưởng",) * 2],
        domains=["example.vn"], nick={},
    ),
    dict(
        key="in", count=7, country="India",
        male=["Arjun", "Rahul", "Vikram", "Sanjay", "Karthik"], female=["Priya", "Ananya", "Deepika", "Kavya", "Meera"],
        family=["Sharma", "Iyer", "Reddy", "Gupta", "Nair", "Mehta", "Banerjee", "Krishnan"],
        cities=[("Bengaluru", "Karnataka", "5600{:02d}", made_up("+91 80 #### ####")),
                ("Mumbai", "Maharashtra", "4000{:02d}", made_up("+91 22 #### ####"))],
        streets={"Bengaluru": ["{n}, 4th Cross, Indiranagar"], "Mumbai": ["Flat {a}, Sea View Apartments, Linking Road"]},
        address="in", mobile=made_up("+91 98### #####"),
        companies=["Infosphere Technologies Pvt. Ltd.", "Ganga Textiles"],
        titles=[("Senior Developer",) * 2, ("Chartered Accountant",) * 2],
        domains=["example.in", "example.com"], nick={},
    ),
    dict(
        key="br", count=5, country="Brasil",
        male=["João", "Thiago", "Rafael"], female=["Ana Clara", "Fernanda", "Beatriz"],
        family=["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Carvalho"],
        cities=[("São Paulo", "SP", "01310-{}00", made_up("+55 11 ####-####")),
                ("Rio de Janeiro", "RJ", "22021-{}00", made_up("+55 21 ####-####"))],
        streets={"São Paulo": ["Av. Paulista, {n}, apto {a}"], "Rio de Janeiro": ["Rua Barata Ribeiro, {n}"]},
        address="br", mobile=made_up("+55 11 9####-####"),
        companies=["Ipê Consultoria Ltda."], titles=[("Gerente de projetos",) * 2],
        domains=["example.com.br"], nick={},
    ),
    dict(
        key="tr", count=3, country="Türkiye",
        male=["Emre", "Burak"], female=["Zeynep", "Elif"],
        family=["Yılmaz", "Kaya", "Demir", "Şahin"],
        cities=[("İstanbul", "", "344{:02d}", made_up("+90 212 ### ## ##"))],
        streets=["İstiklal Cad. No: {n} D: {a}"],
        address="tr", mobile=made_up("+90 5## ### ## ##"),
        companies=["Boğaziçi Yazılım A.Ş."], titles=[("Yazılım Mühendisi",) * 2],
        domains=["example.com.tr"], nick={},
    ),
    dict(
        key="hu", count=2, country="Magyarország", family_first=True,
        male=["Bence", "Gábor"], female=["Réka", "Zsófia"],
        family=["Nagy", "Kovács", "Szabó"],
        cities=[("Budapest", "", "10{}2", made_up("+36 1 ### ####"))],
        streets=["Andrássy út {n}."],
        address="hu", mobile=made_up("+36 30 ### ####"),
        companies=["Duna Informatika Kft."], titles=[("Rendszergazda",) * 2],
        domains=["example.hu"], nick={},
    ),
    dict(
        key="ng", count=3, country="Nigeria",
        male=["Chinedu", "Emeka", "Tunde"], female=["Ngozi", "Adaeze", "Folake"],
        family=["Okafor", "Adeyemi", "Eze", "Balogun"],
        cities=[("Lagos", "Lagos", "1010{:02d}", made_up("+234 1 ### ####"))],
        streets=["{n} Awolowo Road, Ikoyi"],
        address="in", mobile=made_up("+234 803 ### ####"),
        companies=["Lekki Ventures Ltd"], titles=[("Investment Analyst",) * 2],
        domains=["example.ng"], nick={},
    ),
]

GROUPS = ["Family", "Friends", "Work", "Book club", "Neighbours", "School", "Climbing"]

NOTES = [
    "Met at the Lisbon conference, 2019.",
    "Vegetarian. Allergic to nuts.",
    "Kids: Ella (9) and Sam (6).",
    "Spare key is with the neighbour at no. 14.",
    "Prefers text messages to calls.",
    "Wedding anniversary 14 June.",
    "Owes me a book: “The Remains of the Day”.",
    "Call after 6 pm; works nights at the hospital.",
    "Gate code 4721#, then the second door on the left.",
    "Introduced by Hannah; ask about the flat in Leith.",
]

# One long note, so a card has to scroll (and a note with paragraphs, commas and a semicolon).
LONG_NOTE = (
    "Planning the reunion, summer 2025:\n"
    "- venue: the boathouse by the lake, booked for the second Saturday of July; deposit paid\n"
    "- catering: her cousin's restaurant, vegetarian menu for 12, the rest as usual\n"
    "- music: ask Tom whether the band still plays, otherwise a playlist\n"
    "- invitations: printed, not e-mail; addresses in the shared sheet\n\n"
    "She keeps the old photos from school and will bring the slide projector. "
    "Call her before the 20th to confirm the numbers, and again a week before to settle "
    "the bill with the boathouse.\n\n"
    "Gift ideas: a good fountain pen, tea from the shop on Marchmont Road, the new "
    "edition of the atlas she lost in the move."
)


def rng_uuid(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def escape(value):
    return value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")


def fold(line, width=75):
    """Folds one content line at `width` octets, never inside a UTF-8 sequence (RFC 6350 3.2)."""
    data = line.encode("utf-8")
    out = []
    start, limit = 0, width
    while start < len(data):
        end = min(len(data), start + limit)
        while end < len(data) and (data[end] & 0xC0) == 0x80:
            end -= 1
        out.append(data[start:end])
        start, limit = end, width - 1
    return b"\r\n ".join(out) + b"\r\n"


def ascii_fold(text):
    """Latin text without accents, for e-mail addresses: "Jürgen" -> "jurgen"."""
    special = {"ß": "ss", "ł": "l", "Ł": "L", "ø": "o", "đ": "d", "Đ": "D", "ı": "i", "’": "", "'": ""}
    text = "".join(special.get(c, c) for c in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in " -")).lower()


def latin(value):
    """(native, latin) pairs give their Latin spelling; Latin names give themselves."""
    return value[1] if isinstance(value, tuple) else value


def native(value):
    return value[0] if isinstance(value, tuple) else value


def pick_family(culture, gender):
    """A family name in the gender's form. Latin cultures list plain names or (male, female)
    pairs; other scripts list (native, latin) pairs or ((native, latin), (native, latin)) pairs."""
    entry = culture["family_pool"].pop()
    if isinstance(entry, str):
        return entry
    if "script" in culture and isinstance(entry[0], str):
        return entry
    return entry[0] if gender == "m" else entry[1]


def slug(company):
    """The company's mail domain: its Latin spelling, or the slug the table gives."""
    name = company[1] if isinstance(company, tuple) else company
    words = re.sub(r"[^a-z0-9 ]", " ", ascii_fold(name)).split()
    stop = {"gmbh", "ag", "sarl", "ltd", "llp", "inc", "co", "sa", "spa", "sl", "bv", "ab", "sp", "z", "o", "sro", "kft", "pvt", "ltda", "as", "oo"}
    out = []
    for word in (w for w in words if w not in stop):
        if out and len("-".join(out + [word])) > 24:
            break
        out.append(word)
    return "-".join(out)


def address(culture, r, city):
    name, region, post, _ = city
    n = r.randrange(1, 120)
    a = r.randrange(1, 40)
    streets = culture["streets"]
    if isinstance(streets, dict):
        streets = streets[name]
    street = r.choice(streets).format(n=n, a=a, s=r.randrange(1, 10), t=r.randrange(1, 20))
    code = post.format(r.randrange(1, 10)) if "{" in post else post
    return (street, name, region, code, culture["country"])


class Person:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def people(r):
    """The generated people, culture by culture."""
    out = []
    used = set()
    for culture in CULTURES:
        culture["family_pool"] = list(culture["family"])
        r.shuffle(culture["family_pool"])
        males, females = list(culture["male"]), list(culture["female"])
        r.shuffle(males)
        r.shuffle(females)
        for i in range(culture["count"]):
            gender = "f" if i % 2 == 0 else "m"
            pool = females if gender == "f" else males
            if not pool:
                gender = "m" if gender == "f" else "f"
                pool = females if gender == "f" else males
            given = pool.pop()
            if not culture["family_pool"]:
                culture["family_pool"] = list(culture["family"])
                r.shuffle(culture["family_pool"])
            family = pick_family(culture, gender)
            key = (native(given), native(family))
            if key in used:
                continue
            used.add(key)
            out.append(Person(culture=culture, gender=gender, given=given, family=family))
    return out


USED_NUMBERS = set()


def unique(draw, r):
    """A number nobody else in the book has (a shared number would read as a duplicate)."""
    for _ in range(1000):
        number = draw(r)
        if number not in USED_NUMBERS:
            USED_NUMBERS.add(number)
            return number
    sys.exit("a phone table ran out of numbers")


def card_lines(p, r):
    c = p.culture
    given, family = native(p.given), native(p.family)
    middle = ""
    if "patronymics" in c and r.random() < 0.8:
        middle = r.choice(c["patronymics"])[0 if p.gender == "m" else 1]
    if "middle" in c:
        middle = r.choice(c["middle"][p.gender])
    if c.get("family_first"):
        sep = "" if c.get("script") in ("Han", "Hangul") else " "
        fn = family + sep + (middle + " " if middle else "") + given
    else:
        fn = f"{given} {family}"  # a patronymic stays in N; a phone book shows given and family name
    lines = [f"FN:{escape(fn)}", f"N:{escape(family)};{escape(given)};{escape(middle)};;"]
    nick = c.get("nick", {}).get(given)
    if nick:
        lines.append(f"NICKNAME:{escape(nick)}")
    city = r.choice(c["cities"])
    works = r.random() < 0.45
    if works:
        which = r.randrange(len(c["companies"]))
        company = c["companies"][which]
        org = native(company)
        title = c["titles"][which % len(c["titles"])][0 if p.gender == "m" else -1]
        lines.append(f"ORG:{escape(org)}")
        lines.append(f"TITLE:{escape(title)}")
    mobile = c["mobile"] or city[3]
    lines.append(f"TEL;TYPE=CELL,VOICE,pref:{unique(mobile, r)}")
    if r.random() < 0.35:
        lines.append(f"TEL;TYPE=HOME,VOICE:{unique(city[3], r)}")
    if works and r.random() < 0.4:
        lines.append(f"TEL;TYPE=WORK,VOICE:{unique(city[3], r)}")
    local = f"{ascii_fold(latin(p.given))}.{ascii_fold(latin(p.family))}".replace(" ", "")
    style = r.randrange(4)
    if style == 1:
        local = f"{ascii_fold(latin(p.given))[0]}{ascii_fold(latin(p.family))}".replace(" ", "")
    elif style == 2:
        local = f"{ascii_fold(latin(p.given))}{r.randrange(70, 100)}".replace(" ", "")
    if r.random() < 0.9:
        lines.append(f"EMAIL;TYPE=INTERNET,HOME:{local}@{r.choice(c['domains'])}")
    if works and r.random() < 0.5:
        lines.append(f"EMAIL;TYPE=INTERNET,WORK:{ascii_fold(latin(p.given)).split(' ')[0]}@{slug(company)}.example")
    if r.random() < 0.4:
        street, town, region, code, country = address(c, r, city)
        lines.append("ADR;TYPE=HOME:;;" + ";".join(escape(x) for x in (street, town, region, code, country)))
    if r.random() < 0.4:
        year = r.randrange(1948, 2006)
        month, day = r.randrange(1, 13), r.randrange(1, 29)
        lines.append(f"BDAY:{year:04d}-{month:02d}-{day:02d}" if r.random() < 0.8 else f"BDAY:--{month:02d}-{day:02d}")
    if r.random() < 0.25:
        lines.append("CATEGORIES:" + ",".join(escape(g) for g in sorted(r.sample(GROUPS, r.choice([1, 1, 2])))))
    if r.random() < 0.12:
        lines.append(f"NOTE:{escape(r.choice(NOTES))}")
    rev = f"20{r.randrange(18, 26):02d}-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}Z"
    lines.append(f"REV:{rev}")
    return lines


# Cards written by hand: the cases the tests and the docs name (docs/SAMPLE.md).
RENEE = unicodedata.normalize("NFD", "Renée")
PHOTO = base64.b64encode(bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + bytes((i * 37 + 11) % 256 for i in range(180))).decode()

FIXED = [
    ["FN:José Álvarez", "N:Álvarez;José;;;", "ORG:Cafetería Luna", "TITLE:Dueño",
     "TEL;TYPE=CELL,VOICE:+34 612 48 90 17", "EMAIL;TYPE=INTERNET:jose@example.es",
     "ADR;TYPE=WORK:;;Calle de Cervantes\\, 14;Madrid;Madrid;28014;España", "CATEGORIES:Friends"],
    [f"FN:{RENEE} Dubois", f"N:Dubois;{RENEE};;;", "ORG:Cabinet Moreau Avocats", "TITLE:Avocate",
     "EMAIL;TYPE=INTERNET,WORK:renee.dubois@example.fr", "TEL;TYPE=WORK,VOICE:+33 1 99 00 45 67"],
    ["FN:Émile Zola", "N:Zola;Émile;;;", "NICKNAME:Mimile", "TEL;TYPE=HOME,VOICE:+33 4 65 71 20 02",
     "BDAY:--04-02", "NOTE:Writes a lot.\\nLikes long walks in Aix.", "CATEGORIES:Book club"],
    ["FN:山田太郎", "N:山田;太郎;;;", "ORG:株式会社みらい電機;開発部", "TITLE:エンジニア",
     "TEL;TYPE=CELL,VOICE:+81 90-4821-5567", "EMAIL;TYPE=INTERNET:taro.yamada@example.jp",
     "ADR;TYPE=WORK:;;千代田区丸の内1-9-2;東京都;;100-0005;日本"],
    ["FN:김민준", "N:김;민준;;;", "NICKNAME:민준 🎸", "TEL;TYPE=CELL,VOICE:+82 10-2345-6789",
     "EMAIL;TYPE=INTERNET:minjun.kim@example.kr", "CATEGORIES:Friends"],
    ["FN:Анна Каренина", "N:Каренина;Анна;Аркадьевна;;", "TEL;TYPE=CELL,VOICE:+7 912 345-67-89",
     "EMAIL;TYPE=INTERNET:anna.karenina@example.ru",
     "ADR;TYPE=HOME:;;Дворцовая наб.\\, д. 32\\, кв. 5;Санкт-Петербург;;191186;Россия",
     "BDAY:1986-11-03", "CATEGORIES:Book club"],
    ["FN:Ada Lovelace", "N:Lovelace;Ada;;;", "ORG:Analytical Engines Ltd", "TITLE:Programmer",
     "item1.TEL:+44 20 7946 0018", "item1.X-ABLabel:_$!<Mobile>!$_",
     "item2.EMAIL;TYPE=INTERNET:ada@example.org", "item2.X-ABLabel:Engine room",
     "URL:https://example.org/ada", "BDAY:1815-12-10"],
    ["FN:Acme Pizza 🍕", "N:;;;;", "ORG:Acme Pizza 🍕", "X-ABShowAs:COMPANY",
     "TEL;TYPE=WORK,VOICE:+1 212-555-0199", "URL:https://acme-pizza.example/menu",
     "ADR;TYPE=WORK:;;431 Amsterdam Avenue;New York;NY;10024;USA",
     "NOTE:Open till midnight. The garlic knots are the thing; ask for Sal."],
    ["FN:Zoë O’Brien-Ng", "N:O’Brien-Ng;Zoë;;;", "EMAIL;TYPE=INTERNET:zoe@example.ie",
     "TEL;TYPE=CELL,VOICE:+44 7700 900461", "CATEGORIES:Climbing,Friends"],
    ["FN:Ngũgĩ wa Thiong’o", "N:wa Thiong’o;Ngũgĩ;;;", "ORG:Nairobi Writers Guild",
     "EMAIL;TYPE=INTERNET:ngugi@example.ke", "TEL;TYPE=CELL,VOICE:+254 712 480 336"],
    # Businesses, as a real phone book has them.
    ["FN:Harbourside Plumbing", "N:;;;;", "ORG:Harbourside Plumbing", "X-ABShowAs:COMPANY",
     "TEL;TYPE=WORK,VOICE:+44 117 496 0321", "EMAIL;TYPE=INTERNET,WORK:jobs@harbourside-plumbing.example",
     "NOTE:Gas Safe registered. Fixed the boiler in March; 12-month guarantee."],
    ["FN:Dr. Helen Marsh", "N:Marsh;Helen;;Dr.;", "ORG:Cedar Lane Family Practice", "TITLE:GP",
     "TEL;TYPE=WORK,VOICE:+1 617-555-0123", "EMAIL;TYPE=INTERNET,WORK:reception@cedarlane-practice.example"],
    ["FN:Happy Paws Veterinary Clinic", "N:;;;;", "ORG:Happy Paws Veterinary Clinic", "X-ABShowAs:COMPANY",
     "TEL;TYPE=WORK,VOICE:+1 206-555-0172", "URL:https://happypaws.example",
     "ADR;TYPE=WORK:;;1820 Westlake Avenue N;Seattle;WA;98109;USA"],
    ["FN:Louise Fournier", "N:Fournier;Louise;;;", "NICKNAME:Lulu", "TEL;TYPE=CELL,VOICE:+33 6 39 98 12 40",
     "EMAIL;TYPE=INTERNET,HOME:lulu.fournier@example.fr", "BDAY:1991-07-14", "CATEGORIES:Family"],
    ["FN:Margaret Chen", "N:Chen;Margaret;;;", "NICKNAME:Maggie", "TEL;TYPE=CELL,VOICE:+1 415-555-0156",
     "EMAIL;TYPE=INTERNET,HOME:maggie.chen@example.com", "CATEGORIES:Family", "BDAY:1958-02-21",
     f"PHOTO;ENCODING=b;TYPE=PNG:{PHOTO}", f"NOTE:{escape(LONG_NOTE)}"],
    ["FN:Yusuf Al-Amin 🌙", "N:Al-Amin;Yusuf;;;", "TEL;TYPE=CELL,VOICE:+971 50 318 4426",
     "EMAIL;TYPE=INTERNET:yusuf@al-amin.example", "ORG:Gulf Horizon Logistics", "TITLE:Fleet Manager"],
]


def main():
    r = random.Random(SEED)
    for card in FIXED:
        USED_NUMBERS.update(line.split(":", 1)[1] for line in card if "TEL" in line.split(":", 1)[0])
    cards = [card_lines(p, r) for p in people(r)]
    cards = cards[: TOTAL - len(FIXED)]
    r.shuffle(cards)  # an address book is not grouped by country
    if len(cards) + len(FIXED) != TOTAL:
        sys.exit(f"the tables give {len(cards) + len(FIXED)} cards, not {TOTAL}")
    # The hand-written cards go in among the others, at fixed places.
    for offset, card in enumerate(FIXED):
        cards.insert((offset * 37 + 11) % (len(cards) + 1), card + ["REV:2024-05-01T09:00:00Z"])
    out = bytearray()
    for card in cards:
        out += b"BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//contacts-tui//make-sample.py//EN\r\n"
        for line in card:
            out += fold(line)
        out += fold(f"UID:{rng_uuid(r)}")
        out += b"END:VCARD\r\n"
    if "--check" in sys.argv[1:]:
        with open(OUT, "rb") as f:
            if f.read() != bytes(out):
                sys.exit(f"{OUT} differs from what scripts/make-sample.py writes")
        return
    with open(OUT, "wb") as f:
        f.write(out)
    print(f"wrote {OUT}: {len(cards)} cards")


if __name__ == "__main__":
    main()
