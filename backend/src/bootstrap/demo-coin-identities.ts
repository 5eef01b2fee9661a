/**
 * Which coin each demo listing is (issue 13): denomination, issuer, ruler, mint, the era of its year,
 * catalogue references where the type has a well-known one, weight and diameter as its description
 * gives them, shape, edge and a Sheldon grade matching its condition; three are in a grading service's
 * slab. Every demo seller confirms the coin is genuine. Keyed by the listing's title.
 */
export interface DemoCoinIdentity {
  denomination: string | null;
  issuer: string;
  ruler?: string;
  mint?: string;
  era?: 'AD' | 'AH' | 'VS' | 'SE' | 'FE' | 'RY';
  catalogueRefs?: { catalogue: string; number: string }[];
  weightGrams?: number;
  diameterMm?: number;
  shape?: string;
  edge?: string;
  grade?: number;
  certification?: { service: 'NGC' | 'PCGS' | 'ANACS' | 'ICG' | 'other'; serviceName: string | null; number: string };
}

const EIC = 'East India Company';
const BI = 'British India';
const MUGHAL = 'Mughal Empire';
const REPUBLIC = 'Republic of India';
const KM = (number: string) => [{ catalogue: 'KM', number }];

export const DEMO_COIN_IDENTITIES: Readonly<Record<string, DemoCoinIdentity>> = {
  // East India Company
  '1835 William IV One Rupee, Calcutta Mint': { denomination: 'Rupee', issuer: EIC, ruler: 'William IV', mint: 'Calcutta', era: 'AD', catalogueRefs: KM('450'), weightGrams: 11.66, diameterMm: 30.5, shape: 'Round', edge: 'Milled', grade: 35 },
  '1840 Victoria One Rupee, East India Company (Divided Legend)': { denomination: 'Rupee', issuer: EIC, ruler: 'Victoria', mint: 'Calcutta', era: 'AD', catalogueRefs: KM('457'), weightGrams: 11.66, diameterMm: 30.8, shape: 'Round', edge: 'Reeded', grade: 15 },
  '1818 Madras Presidency Arcot Rupee (Alamgir II frozen date)': { denomination: 'Rupee', issuer: 'Madras Presidency', ruler: 'Alamgir II', mint: 'Madras', era: 'AD', weightGrams: 11.4, diameterMm: 25, shape: 'Round', edge: 'Plain', grade: 6 },
  '1835 East India Company Quarter Anna, copper': { denomination: '¼ Anna', issuer: EIC, mint: 'Calcutta', era: 'AD', weightGrams: 6.48, diameterMm: 25.4, shape: 'Round', edge: 'Plain', grade: 10 },
  '1791 Bombay Presidency Half Pice, Bale Mark': { denomination: '½ Pice', issuer: 'Bombay Presidency', mint: 'Bombay', era: 'AD', shape: 'Round', edge: 'Plain', grade: 3 },
  'Murshidabad Rupee in the name of Shah Alam II, Bengal Presidency': { denomination: 'Rupee', issuer: 'Bengal Presidency', ruler: 'Shah Alam II', mint: 'Murshidabad', era: 'AH', weightGrams: 11.66, diameterMm: 25.5, shape: 'Round', edge: 'Oblique milled', grade: 12 },
  '1841 Victoria Gold Mohur, East India Company': { denomination: 'Mohur', issuer: EIC, ruler: 'Victoria', mint: 'Calcutta', era: 'AD', weightGrams: 11.66, diameterMm: 28, shape: 'Round', edge: 'Reeded', grade: 45 },
  // British India
  '1862 Victoria One Rupee, Bombay Mint': { denomination: 'Rupee', issuer: BI, ruler: 'Victoria', mint: 'Bombay', era: 'AD', catalogueRefs: KM('473'), weightGrams: 11.66, diameterMm: 30.5, shape: 'Round', edge: 'Reeded', grade: 30 },
  '1862 Victoria Gold Mohur (Queen, crowned bust)': { denomination: 'Mohur', issuer: BI, ruler: 'Victoria', mint: 'Calcutta', era: 'AD', weightGrams: 11.66, diameterMm: 28, shape: 'Round', edge: 'Reeded', grade: 55 },
  '1877 Victoria Empress One Rupee — first "Empress" year': { denomination: 'Rupee', issuer: BI, ruler: 'Victoria', mint: 'Calcutta', era: 'AD', catalogueRefs: KM('492'), weightGrams: 11.66, diameterMm: 30.6, shape: 'Round', edge: 'Reeded', grade: 35 },
  '1904 Edward VII Quarter Anna': { denomination: '¼ Anna', issuer: BI, ruler: 'Edward VII', mint: 'Calcutta', era: 'AD', weightGrams: 6.48, diameterMm: 25.4, shape: 'Round', edge: 'Plain', grade: 15 },
  '1911 George V "Pig Rupee" — withdrawn issue': { denomination: 'Rupee', issuer: BI, ruler: 'George V', mint: 'Calcutta', era: 'AD', catalogueRefs: KM('523'), weightGrams: 11.66, diameterMm: 30.5, shape: 'Round', edge: 'Reeded', grade: 12 },
  '1919 George V One Rupee, Bombay Mint (NGC)': {
    denomination: 'Rupee',
    issuer: BI,
    ruler: 'George V',
    mint: 'Bombay',
    era: 'AD',
    catalogueRefs: KM('524'),
    weightGrams: 11.66,
    diameterMm: 30.5,
    shape: 'Round',
    edge: 'Reeded',
    grade: 35,
    certification: { service: 'NGC', serviceName: null, number: '4725312-006' },
  },
  '1918 Sovereign, Bombay Mint "I" mark': {
    denomination: 'Sovereign',
    issuer: BI,
    ruler: 'George V',
    mint: 'Bombay',
    era: 'AD',
    catalogueRefs: KM('525'),
    weightGrams: 7.99,
    diameterMm: 22,
    shape: 'Round',
    edge: 'Reeded',
    grade: 58,
    certification: { service: 'PCGS', serviceName: null, number: '38215904' },
  },
  '1939 George VI Quarter Rupee': { denomination: '¼ Rupee', issuer: BI, ruler: 'George VI', mint: 'Bombay', era: 'AD', weightGrams: 2.92, diameterMm: 19, shape: 'Round', edge: 'Reeded', grade: 30 },
  '1940 George VI Half Anna, square copper-nickel': { denomination: '½ Anna', issuer: BI, ruler: 'George VI', mint: 'Calcutta', era: 'AD', shape: 'Square with rounded corners', edge: 'Plain', grade: 6 },
  '1942 George VI One Pie (1/12 Anna), bronze': { denomination: 'Pie', issuer: BI, ruler: 'George VI', mint: 'Calcutta', era: 'AD', diameterMm: 17.5, shape: 'Round', edge: 'Plain', grade: 45 },
  '1943 Two Annas, George VI (square, nickel-brass)': { denomination: '2 Annas', issuer: BI, ruler: 'George VI', mint: 'Bombay', era: 'AD', shape: 'Square with rounded corners', edge: 'Plain', grade: 4 },
  '1947 George VI One Rupee, nickel "Tiger" reverse': { denomination: 'Rupee', issuer: BI, ruler: 'George VI', mint: 'Bombay', era: 'AD', weightGrams: 11.66, diameterMm: 28, shape: 'Round', edge: 'Security', grade: 55 },
  // Mughal
  'Akbar Silver Rupee, Ahmedabad Mint (मुग़ल सिक्का)': { denomination: 'Rupee', issuer: MUGHAL, ruler: 'Akbar', mint: 'Ahmedabad', era: 'RY', weightGrams: 11.4, diameterMm: 21, shape: 'Round', edge: 'Plain', grade: 25 },
  'Shah Jahan Gold Mohur, Surat Mint': {
    denomination: 'Mohur',
    issuer: MUGHAL,
    ruler: 'Shah Jahan',
    mint: 'Surat',
    era: 'AH',
    weightGrams: 10.95,
    diameterMm: 21,
    shape: 'Round',
    edge: 'Plain',
    grade: 35,
    certification: { service: 'NGC', serviceName: null, number: '5782104-012' },
  },
  'Aurangzeb Silver Rupee, Surat Mint — औरंगज़ेब का रुपया': { denomination: 'Rupee', issuer: MUGHAL, ruler: 'Aurangzeb', mint: 'Surat', era: 'AH', weightGrams: 11.4, diameterMm: 22, shape: 'Round', edge: 'Plain', grade: 12 },
  'Jahangir Zodiac Rupee, Aries (Mesha) — Ahmedabad Mint': { denomination: 'Rupee', issuer: MUGHAL, ruler: 'Jahangir', mint: 'Ahmedabad', era: 'AH', weightGrams: 11.3, diameterMm: 20, shape: 'Round', edge: 'Plain', grade: 30 },
  'Muhammad Shah Rupee, Shahjahanabad Mint': { denomination: 'Rupee', issuer: MUGHAL, ruler: 'Muhammad Shah', mint: 'Shahjahanabad', era: 'AH', weightGrams: 11.2, diameterMm: 23, shape: 'Round', edge: 'Plain', grade: 15 },
  'Akbar Copper Dam, Lahore Mint': { denomination: 'Dam', issuer: MUGHAL, ruler: 'Akbar', mint: 'Lahore', era: 'AH', weightGrams: 20.5, diameterMm: 20, shape: 'Round', edge: 'Plain', grade: 3 },
  'Aurangzeb Copper Paisa (मुग़ल पैसा)': { denomination: 'Paisa', issuer: MUGHAL, ruler: 'Aurangzeb', weightGrams: 14, diameterMm: 20, shape: 'Round', edge: 'Plain', grade: 6 },
  'Farrukhsiyar Silver Rupee, Azimabad (Patna) Mint': { denomination: 'Rupee', issuer: MUGHAL, ruler: 'Farrukhsiyar', mint: 'Azimabad', era: 'AH', weightGrams: 11.3, diameterMm: 22, shape: 'Round', edge: 'Plain', grade: 20 },
  'Humayun Silver Shahrukhi, Agra Mint': { denomination: 'Shahrukhi', issuer: MUGHAL, ruler: 'Humayun', mint: 'Agra', era: 'AH', weightGrams: 4.7, diameterMm: 26, shape: 'Round', edge: 'Plain', grade: 12 },
  "Jahangir Rupee with Nur Jahan's name, Patna Mint": { denomination: 'Rupee', issuer: MUGHAL, ruler: 'Jahangir', mint: 'Patna', era: 'AH', weightGrams: 11.4, diameterMm: 21, shape: 'Round', edge: 'Plain', grade: 30 },
  // Republic of India
  '1950 Anna Series Complete Set — 7 Coins': { denomination: null, issuer: REPUBLIC, era: 'AD' },
  '1950 One Pice, Horse reverse (bronze)': { denomination: 'Pice', issuer: REPUBLIC, era: 'AD', catalogueRefs: KM('1.1'), diameterMm: 21, shape: 'Round', edge: 'Plain', grade: 30 },
  '1950 One Rupee, nickel (Ashoka Lion)': { denomination: 'Rupee', issuer: REPUBLIC, era: 'AD', weightGrams: 11.66, diameterMm: 28, shape: 'Round', edge: 'Security', grade: 64 },
  '1957 One Naya Paisa, bronze': { denomination: 'Naya Paisa', issuer: REPUBLIC, mint: 'Bombay', era: 'AD', diameterMm: 16, shape: 'Round', edge: 'Plain', grade: 58 },
  '1964 Jawaharlal Nehru One Rupee — नेहरू स्मारक सिक्का': { denomination: 'Rupee', issuer: REPUBLIC, era: 'AD', weightGrams: 10, diameterMm: 28, shape: 'Round', edge: 'Reeded', grade: 45 },
  '1969 Mahatma Gandhi Centenary 10 Rupees, silver': { denomination: '10 Rupees', issuer: REPUBLIC, mint: 'Bombay', era: 'AD', weightGrams: 15, diameterMm: 34, shape: 'Round', edge: 'Reeded', grade: 58 },
  '1972 Silver Jubilee of Independence 10 Rupees (रजत जयंती)': { denomination: '10 Rupees', issuer: REPUBLIC, mint: 'Bombay', era: 'AD', weightGrams: 22.5, diameterMm: 34, shape: 'Round', edge: 'Reeded', grade: 65 },
  '1968 Twenty Paise, Lotus (nickel-brass)': { denomination: '20 Paise', issuer: REPUBLIC, era: 'AD', diameterMm: 22, shape: 'Round', edge: 'Plain', grade: 25 },
  '1974 FAO "Planned Families, Food for All" 10 Paise, aluminium': { denomination: '10 Paise', issuer: REPUBLIC, era: 'AD', weightGrams: 2.3, diameterMm: 26, shape: 'Scalloped', edge: 'Plain', grade: 63 },
  '1985 One Rupee — off-centre striking error': { denomination: 'Rupee', issuer: REPUBLIC, era: 'AD', weightGrams: 8, diameterMm: 26, shape: 'Round', edge: 'Reeded', grade: 30 },
  '1982 IX Asian Games Two Rupees, copper-nickel': { denomination: '2 Rupees', issuer: REPUBLIC, era: 'AD', diameterMm: 28, shape: 'Round', edge: 'Reeded', grade: 15 },
  'Lot of 40 Republic India coins, 1950-1990': { denomination: null, issuer: REPUBLIC },
  // Princely states
  'Hyderabad Nizam Gold Ashrafi, Mir Osman Ali Khan': { denomination: 'Ashrafi', issuer: 'Hyderabad (princely state)', ruler: 'Mir Osman Ali Khan', mint: 'Hyderabad', era: 'AH', weightGrams: 11.18, diameterMm: 22, shape: 'Round', edge: 'Reeded', grade: 55 },
  'Hyderabad Charminar Rupee, Mir Mahbub Ali Khan': { denomination: 'Rupee', issuer: 'Hyderabad (princely state)', ruler: 'Mir Mahbub Ali Khan', mint: 'Hyderabad', era: 'AH', weightGrams: 11.18, diameterMm: 30, shape: 'Round', edge: 'Reeded', grade: 30 },
  'Mysore Tipu Sultan Copper Paisa, Elephant': { denomination: 'Paisa', issuer: 'Mysore (princely state)', ruler: 'Tipu Sultan', mint: 'Srirangapatna', era: 'AD', weightGrams: 11.5, diameterMm: 22, shape: 'Round', edge: 'Plain', grade: 1 },
  'Travancore Gold Fanam (Anantaraya Fanam)': { denomination: 'Fanam', issuer: 'Travancore (princely state)', mint: 'Trivandrum', weightGrams: 0.38, diameterMm: 7, shape: 'Irregular', edge: 'Plain', grade: 25 },
  'Travancore Silver Chuckram, conch (sankha)': { denomination: 'Chuckram', issuer: 'Travancore (princely state)', mint: 'Trivandrum', era: 'AD', weightGrams: 0.35, diameterMm: 6, shape: 'Irregular', edge: 'Plain', grade: 4 },
  'Gwalior Quarter Anna, Jivaji Rao Scindia': { denomination: '¼ Anna', issuer: 'Gwalior (princely state)', ruler: 'Jivaji Rao Scindia', mint: 'Gwalior', era: 'VS', weightGrams: 6.4, diameterMm: 25, shape: 'Round', edge: 'Plain', grade: 12 },
  'Baroda One Rupee, Sayajirao Gaekwad III': { denomination: 'Rupee', issuer: 'Baroda (princely state)', ruler: 'Sayajirao Gaekwad III', mint: 'Baroda', era: 'VS', weightGrams: 10.7, diameterMm: 30, shape: 'Round', edge: 'Reeded', grade: 35 },
  'Jaipur State Rupee, Madho Singh II (jhar mark)': { denomination: 'Rupee', issuer: 'Jaipur (princely state)', ruler: 'Madho Singh II', mint: 'Jaipur', era: 'AD', weightGrams: 11.2, diameterMm: 20, shape: 'Round', edge: 'Plain', grade: 30 },
  'Kutch "Jai Hind" Kori, Madanasinhji': { denomination: 'Kori', issuer: 'Kutch (princely state)', ruler: 'Madansinhji', mint: 'Bhuj', era: 'VS', weightGrams: 4.7, diameterMm: 20, shape: 'Round', edge: 'Plain', grade: 50 },
  'Awadh Rupee, Ghazi-ud-din Haidar (fish coat of arms)': { denomination: 'Rupee', issuer: 'Awadh', ruler: 'Ghazi-ud-din Haidar', mint: 'Lucknow', era: 'AH', weightGrams: 11.1, diameterMm: 26, shape: 'Round', edge: 'Plain', grade: 10 },
  'Indore Quarter Anna, Shivaji Rao Holkar (bull)': { denomination: '¼ Anna', issuer: 'Indore (princely state)', ruler: 'Shivaji Rao Holkar', mint: 'Indore', era: 'VS', weightGrams: 6.3, diameterMm: 25, shape: 'Round', edge: 'Plain', grade: 8 },
  'Mewar Half Rupee, "Dosti London" legend': { denomination: '½ Rupee', issuer: 'Mewar (princely state)', ruler: 'Fateh Singh', mint: 'Udaipur', weightGrams: 5.5, diameterMm: 17, shape: 'Round', edge: 'Plain', grade: 12 },
  // Portuguese and French India
  'Portuguese India 1 Tanga 1881, Luiz I': { denomination: 'Tanga', issuer: 'Portuguese India', ruler: 'Luiz I', era: 'AD', weightGrams: 12.6, diameterMm: 30, shape: 'Round', edge: 'Plain', grade: 10 },
  'Portuguese India 1 Rupia 1912, Republic': { denomination: 'Rupia', issuer: 'Portuguese India', era: 'AD', weightGrams: 11.66, diameterMm: 30, shape: 'Round', edge: 'Reeded', grade: 30 },
  'Portuguese India 1 Rupia 1935': { denomination: 'Rupia', issuer: 'Portuguese India', era: 'AD', weightGrams: 12, diameterMm: 30, shape: 'Round', edge: 'Reeded', grade: 15 },
  'Portuguese India 1/2 Rupia 1952, copper-nickel': { denomination: '½ Rupia', issuer: 'Portuguese India', era: 'AD', diameterMm: 24, shape: 'Round', edge: 'Reeded', grade: 63 },
  'French India Silver Fanon, Pondicherry': { denomination: 'Fanon', issuer: 'French India', mint: 'Pondicherry', weightGrams: 1.4, diameterMm: 11, shape: 'Round', edge: 'Plain', grade: 12 },
  'French India Double Fanon, Pondicherry': { denomination: 'Double Fanon', issuer: 'French India', mint: 'Pondicherry', weightGrams: 2.8, diameterMm: 14, shape: 'Round', edge: 'Plain', grade: 25 },
  'French India Copper Doudou, Pondicherry': { denomination: 'Doudou', issuer: 'French India', mint: 'Pondicherry', era: 'AD', weightGrams: 4.5, diameterMm: 16, shape: 'Round', edge: 'Plain', grade: 1 },
};

/** The identity of a demo listing as the listing form's fields, the seller's confirmation included. */
export function demoIdentityFields(title: string): Record<string, unknown> {
  const identity = DEMO_COIN_IDENTITIES[title];
  if (!identity) throw new Error(`demo listing "${title}" has no coin identity`);
  return { ...identity, catalogueRefs: identity.catalogueRefs ?? [], certification: identity.certification ?? null, genuineConfirmed: true };
}
