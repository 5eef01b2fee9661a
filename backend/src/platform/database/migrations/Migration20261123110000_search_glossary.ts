import { Migration } from '@mikro-orm/migrations';

/**
 * The numismatic glossary search expands query words with (decisions/0046): each concept lists its
 * English and Devanagari words with their common spellings, one word each, lower case, NFC. A word
 * of a search found here also matches every other word of its concept, so "मोहर" finds "Gold Mohur"
 * and "mohur" finds "सोने की मोहर". Words that are the start of common unrelated English words
 * ("pie" → piece, "dam" → damaged, "hun" → hundred) are left out, because every term is a prefix.
 */
export const SEARCH_GLOSSARY: Record<string, string[]> = {
  // Denominations and kinds of coin
  mohur: ['mohur', 'mohurs', 'मोहर', 'मुहर', 'मोहरें'],
  rupee: ['rupee', 'rupees', 'rupaya', 'रुपया', 'रुपये', 'रुपए', 'रूपया', 'रूपये'],
  paisa: ['paisa', 'paise', 'pice', 'पैसा', 'पैसे'],
  anna: ['anna', 'annas', 'आना', 'आने'],
  fanam: ['fanam', 'फणम', 'फनम'],
  pagoda: ['pagoda', 'pagodas', 'होन', 'वराह'],
  jital: ['jital', 'जीतल'],
  tanka: ['tanka', 'tankah', 'टंका', 'टंक'],
  taka: ['taka', 'टका'],
  dinar: ['dinar', 'दीनार'],
  tola: ['tola', 'तोला'],
  kori: ['kori', 'कोरी'],
  half: ['half', 'आधा', 'आधी', 'अर्ध'],
  quarter: ['quarter', 'चौथाई'],
  coin: ['coin', 'coins', 'सिक्का', 'सिक्के', 'सिक्कों'],
  token: ['token', 'tokens', 'टोकन'],
  medal: ['medal', 'medals', 'पदक', 'मेडल'],
  proof: ['proof', 'प्रूफ'],
  commemorative: ['commemorative', 'स्मारक', 'स्मारकीय'],
  error: ['error', 'त्रुटि', 'त्रुटिपूर्ण'],
  punchmarked: ['punchmarked', 'punch', 'आहत'],
  ancient: ['ancient', 'प्राचीन'],
  old: ['old', 'पुराना', 'पुराने', 'पुरानी'],
  rare: ['rare', 'दुर्लभ'],
  mint: ['mint', 'टकसाल'],
  // Metals
  gold: ['gold', 'golden', 'सोना', 'सोने', 'स्वर्ण', 'सुवर्ण'],
  silver: ['silver', 'चाँदी', 'चांदी', 'रजत'],
  copper: ['copper', 'ताँबा', 'तांबा', 'ताँबे', 'तांबे', 'ताम्र'],
  bronze: ['bronze', 'कांस्य', 'काँसा', 'कांसा'],
  brass: ['brass', 'पीतल'],
  nickel: ['nickel', 'निकल', 'गिलट'],
  aluminium: ['aluminium', 'aluminum', 'एल्युमिनियम', 'एल्यूमीनियम', 'एल्युमीनियम'],
  billon: ['billon', 'बिलन'],
  steel: ['steel', 'स्टील', 'इस्पात'],
  // Rulers and titles
  akbar: ['akbar', 'अकबर'],
  babur: ['babur', 'babar', 'बाबर'],
  humayun: ['humayun', 'हुमायूँ', 'हुमायूं'],
  jahangir: ['jahangir', 'जहाँगीर', 'जहांगीर'],
  shahjahan: ['shahjahan', 'शाहजहाँ', 'शाहजहां'],
  aurangzeb: ['aurangzeb', 'aurangzib', 'औरंगज़ेब', 'औरंगजेब'],
  alamgir: ['alamgir', 'आलमगीर'],
  shah: ['shah', 'शाह'],
  alam: ['alam', 'आलम'],
  bahadur: ['bahadur', 'बहादुर'],
  farrukhsiyar: ['farrukhsiyar', 'फ़र्रुख़सियर', 'फर्रुखसियर'],
  muhammad: ['muhammad', 'mohammad', 'mohammed', 'मुहम्मद', 'मोहम्मद'],
  sher: ['sher', 'शेर'],
  suri: ['suri', 'सूरी'],
  ashoka: ['ashoka', 'ashok', 'अशोक'],
  shivaji: ['shivaji', 'शिवाजी'],
  ranjit: ['ranjit', 'रणजीत'],
  tipu: ['tipu', 'टीपू'],
  victoria: ['victoria', 'विक्टोरिया'],
  edward: ['edward', 'एडवर्ड'],
  george: ['george', 'जॉर्ज', 'जार्ज'],
  william: ['william', 'विलियम'],
  gandhi: ['gandhi', 'गांधी', 'गाँधी'],
  nehru: ['nehru', 'नेहरू'],
  king: ['king', 'राजा', 'किंग'],
  queen: ['queen', 'रानी', 'महारानी', 'क्वीन'],
  emperor: ['emperor', 'बादशाह', 'सम्राट'],
  sultan: ['sultan', 'sultanate', 'सुल्तान', 'सल्तनत'],
  nawab: ['nawab', 'नवाब'],
  nizam: ['nizam', 'निज़ाम', 'निजाम'],
  maharaja: ['maharaja', 'महाराजा'],
  // Dynasties, peoples and powers
  mughal: ['mughal', 'mughals', 'moghul', 'mogul', 'मुग़ल', 'मुगल', 'मुग़लिया', 'मुगलिया'],
  gupta: ['gupta', 'गुप्त'],
  maurya: ['maurya', 'mauryan', 'मौर्य'],
  kushan: ['kushan', 'kushana', 'कुषाण', 'कुशाण'],
  chola: ['chola', 'चोल'],
  satavahana: ['satavahana', 'सातवाहन'],
  vijayanagara: ['vijayanagara', 'vijayanagar', 'विजयनगर'],
  maratha: ['maratha', 'marathas', 'मराठा'],
  sikh: ['sikh', 'सिख'],
  rajput: ['rajput', 'राजपूत'],
  holkar: ['holkar', 'होलकर'],
  scindia: ['scindia', 'sindhia', 'सिंधिया'],
  gaekwad: ['gaekwad', 'gaekwar', 'गायकवाड़', 'गायकवाड'],
  bahmani: ['bahmani', 'बहमनी'],
  khilji: ['khilji', 'khalji', 'ख़िलजी', 'खिलजी'],
  tughlaq: ['tughlaq', 'tughluq', 'तुग़लक़', 'तुगलक'],
  lodi: ['lodi', 'लोदी'],
  british: ['british', 'ब्रिटिश', 'अंग्रेज़ी', 'अंग्रेजी'],
  india: ['india', 'indian', 'भारत', 'भारतीय', 'इंडिया'],
  company: ['company', 'कंपनी', 'कम्पनी'],
  east: ['east', 'ईस्ट'],
  republic: ['republic', 'गणतंत्र', 'गणराज्य'],
  princely: ['princely', 'रियासत', 'रियासती', 'रियासतें'],
  portuguese: ['portuguese', 'पुर्तगाली'],
  french: ['french', 'फ़्रांसीसी', 'फ्रांसीसी', 'फ्रेंच'],
  dutch: ['dutch', 'डच'],
  // States and mints
  delhi: ['delhi', 'दिल्ली'],
  mysore: ['mysore', 'mysuru', 'मैसूर'],
  hyderabad: ['hyderabad', 'हैदराबाद'],
  travancore: ['travancore', 'त्रावणकोर'],
  jaipur: ['jaipur', 'जयपुर'],
  gwalior: ['gwalior', 'ग्वालियर'],
  indore: ['indore', 'इंदौर'],
  baroda: ['baroda', 'vadodara', 'बड़ौदा', 'वडोदरा'],
  kutch: ['kutch', 'kachchh', 'कच्छ'],
  awadh: ['awadh', 'oudh', 'अवध'],
  bengal: ['bengal', 'बंगाल'],
  bombay: ['bombay', 'mumbai', 'बॉम्बे', 'बंबई', 'मुंबई'],
  calcutta: ['calcutta', 'kolkata', 'कलकत्ता', 'कोलकाता'],
  madras: ['madras', 'chennai', 'मद्रास', 'चेन्नई'],
  surat: ['surat', 'सूरत'],
  lahore: ['lahore', 'लाहौर'],
  agra: ['agra', 'आगरा'],
  ahmedabad: ['ahmedabad', 'ahmadabad', 'अहमदाबाद'],
  patna: ['patna', 'पटना'],
  murshidabad: ['murshidabad', 'मुर्शिदाबाद'],
  goa: ['goa', 'गोवा'],
  pondicherry: ['pondicherry', 'puducherry', 'पांडिचेरी', 'पुडुचेरी'],
};

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

export class Migration20261123110000SearchGlossary extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "search_glossary" (
        "term" text PRIMARY KEY,
        "concept" text NOT NULL,
        CONSTRAINT "search_glossary_term_check" CHECK ("term" = lower("term") AND "term" <> '' AND strpos("term", ' ') = 0)
      );`);
    this.addSql('CREATE INDEX "search_glossary_concept_index" ON "search_glossary" ("concept");');
    const rows = Object.entries(SEARCH_GLOSSARY).flatMap(([concept, terms]) => terms.map((term) => `(${literal(term.normalize('NFC'))}, ${literal(concept)})`));
    this.addSql(`INSERT INTO "search_glossary" ("term", "concept") VALUES ${rows.join(', ')};`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "search_glossary";');
  }
}
