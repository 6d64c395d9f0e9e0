/// Name, organisation and text pools for the benchmark corpus, in the scripts real address books
/// mix: Latin with and without accents, CJK, Cyrillic, Arabic, Greek, Hebrew, Thai.
enum CorpusPools {
  static let latinGiven = [
    "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth", "David",
    "Susan", "Oliver", "Emma", "Lucas", "Mia", "Noah", "Olivia", "Hannah", "Peter", "Anna", "Marco", "Giulia",
    "Kwame", "Amara", "Rahul", "Priya",
  ]
  static let latinFamily = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Taylor", "Rossi", "de Vries",
    "van der Berg", "O'Brien", "MacLeod", "Schmidt", "Novak", "Mensah", "Okafor", "Sharma", "Silva", "Kowalski",
  ]
  static let accentGiven = [
    "José", "François", "Zoë", "Łukasz", "Ángel", "Hélène", "Jürgen", "Søren", "Øyvind", "Şükrü", "Ömer", "João",
    "Inês", "Chloé", "Björn", "Agnès", "Renée", "Đức", "Ștefan", "Íñigo", "Émile", "Þór", "Çağla", "Niña",
  ]
  static let accentFamily = [
    "Müller", "Gómez", "Muñoz", "Pérez", "García Márquez", "Lefèvre", "Dupré", "Brontë", "Wójcik", "Dvořáková",
    "Kovačević", "Ødegård", "Åström", "Jóhannsdóttir", "Nguyễn", "Yılmaz", "Öztürk", "Gonçalves", "Conceição",
  ]
  static let cjkFamily = ["王", "李", "张", "刘", "陈", "欧阳", "佐藤", "鈴木", "高橋", "田中", "김", "이", "박", "남궁"]
  static let cjkGiven = ["伟", "芳", "秀英", "浩然", "國華", "翔太", "さくら", "ゆうき", "美咲", "민준", "서연", "지훈"]
  static let cyrillicGiven = ["Александр", "Екатерина", "Дмитрий", "Ольга", "Сергей", "Наталья", "Андрій", "Фёдор"]
  static let cyrillicFamily = ["Иванов", "Смирнова", "Кузнецов", "Шевченко", "Петров", "Йорданов", "Јовановић"]
  static let arabicGiven = ["محمد", "أحمد", "فاطمة", "علي", "عمر", "مريم", "يوسف", "ليلى"]
  static let arabicFamily = ["العلي", "الحسن", "منصور", "الخطيب", "حداد", "عبد الله"]
  static let otherNames = [
    ("Γιώργος", "Παπαδόπουλος"), ("Ελένη", "Οικονόμου"), ("דוד", "כהן"), ("प्रिया", "वर्मा"), ("สมชาย", "ใจดี"),
  ]
  static let romanised = ["james", "maria", "jose", "wei", "olga", "ali", "sakura", "minjun", "eleni", "priya"]
  static let organizations = [
    "Acme Corp.", "Globex, Inc.", "Initech", "Umbrella Holdings; Europe", "Müller & Söhne GmbH", "株式会社サンプル",
    "示例科技有限公司", "ООО «Пример»", "شركة المثال للتجارة", "Café Olé", "Back\\slash Studio",
  ]
  static let departments = ["Engineering", "Sales", "R&D", "Legal, Compliance", "営業部", "Отдел продаж"]
  static let titles = ["Engineer", "Account Manager", "CEO", "Consultant", "部長", "Главный бухгалтер", "Head, Mobile"]
  static let nicknames = ["Bobby", "Lulu", "Sasha", "小明", "Ники", "Doc", "🦊 Fox"]
  static let telTypes = [
    "TYPE=CELL,VOICE", "TYPE=HOME;TYPE=VOICE", "TYPE=WORK,VOICE", "TYPE=CELL", "TYPE=WORK,FAX", "TYPE=HOME",
    "TYPE=MAIN", "TYPE=IPHONE,CELL,VOICE", "TYPE=PAGER",
  ]
  static let domains = ["example.com", "example.org", "example.net", "example.de", "example.jp", "example.ru"]
  static let addresses = [
    "123 Main Street\\, Apt 4B;Springfield;IL;62701;USA", "Königsallee 27;Düsseldorf;NRW;40212;Deutschland",
    "5 rue de l'Église\\, Bâtiment C;Paris;Île-de-France;75004;France", "千代田区丸の内1-1-1;東京都;;100-0005;日本",
    "ул. Тверская\\, д. 7;Москва;;125009;Россия", "세종대로 110;서울특별시;;04524;대한민국",
  ]
  static let notes = [
    "Met at the conference\\, Berlin 2019.", "Prefers e-mail\\; never call before 10:00.",
    "Speaks English\\, Français\\, Deutsch\\; some 日本語.", "Заметка: перезвонить после отпуска.",
    "ملاحظة: يفضل التواصل عبر البريد الإلكتروني.", "备注：周末不要打电话。", "Line one\\nLine two\\nLine three",
  ]
}
