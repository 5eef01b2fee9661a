import type { VocabularyRuler } from './vocabulary-types';

/**
 * Rulers whose coins Indian collectors meet most, with their names as a Hindi-speaking collector
 * writes them and the years of their reign. `reignFrom` is the accession year a regnal year (RY)
 * counts from: RY 1 is that year. `issuer` is the `en` of an entry of issuers.ts.
 */
export const RULERS: readonly VocabularyRuler[] = [
  // Delhi Sultanate
  { en: 'Iltutmish', hi: 'इल्तुतमिश', issuer: 'Delhi Sultanate', reignFrom: 1211, reignTo: 1236 },
  { en: 'Razia Sultan', hi: 'रज़िया सुल्तान', issuer: 'Delhi Sultanate', reignFrom: 1236, reignTo: 1240 },
  { en: 'Balban', hi: 'बलबन', issuer: 'Delhi Sultanate', reignFrom: 1266, reignTo: 1287 },
  { en: 'Alauddin Khalji', hi: 'अलाउद्दीन ख़िलजी', issuer: 'Delhi Sultanate', reignFrom: 1296, reignTo: 1316 },
  { en: 'Muhammad bin Tughluq', hi: 'मुहम्मद बिन तुग़लक़', issuer: 'Delhi Sultanate', reignFrom: 1325, reignTo: 1351 },
  { en: 'Firuz Shah Tughluq', hi: 'फ़ीरोज़ शाह तुग़लक़', issuer: 'Delhi Sultanate', reignFrom: 1351, reignTo: 1388 },
  { en: 'Bahlul Lodi', hi: 'बहलोल लोदी', issuer: 'Delhi Sultanate', reignFrom: 1451, reignTo: 1489 },
  { en: 'Sikandar Lodi', hi: 'सिकंदर लोदी', issuer: 'Delhi Sultanate', reignFrom: 1489, reignTo: 1517 },
  { en: 'Ibrahim Lodi', hi: 'इब्राहीम लोदी', issuer: 'Delhi Sultanate', reignFrom: 1517, reignTo: 1526 },
  // Sur Empire
  { en: 'Sher Shah Suri', hi: 'शेरशाह सूरी', issuer: 'Sur Empire', reignFrom: 1540, reignTo: 1545 },
  { en: 'Islam Shah Suri', hi: 'इस्लाम शाह सूरी', issuer: 'Sur Empire', reignFrom: 1545, reignTo: 1553 },
  // Mughal emperors
  { en: 'Babur', hi: 'बाबर', issuer: 'Mughal Empire', reignFrom: 1526, reignTo: 1530 },
  { en: 'Humayun', hi: 'हुमायूँ', issuer: 'Mughal Empire', reignFrom: 1530, reignTo: 1556 },
  { en: 'Akbar', hi: 'अकबर', issuer: 'Mughal Empire', reignFrom: 1556, reignTo: 1605 },
  { en: 'Jahangir', hi: 'जहाँगीर', issuer: 'Mughal Empire', reignFrom: 1605, reignTo: 1627 },
  { en: 'Shah Jahan', hi: 'शाहजहाँ', issuer: 'Mughal Empire', reignFrom: 1628, reignTo: 1658 },
  { en: 'Aurangzeb', hi: 'औरंगज़ेब', issuer: 'Mughal Empire', reignFrom: 1658, reignTo: 1707 },
  { en: 'Bahadur Shah I', hi: 'बहादुर शाह प्रथम', issuer: 'Mughal Empire', reignFrom: 1707, reignTo: 1712 },
  { en: 'Jahandar Shah', hi: 'जहाँदार शाह', issuer: 'Mughal Empire', reignFrom: 1712, reignTo: 1713 },
  { en: 'Farrukhsiyar', hi: 'फ़र्रुख़सियर', issuer: 'Mughal Empire', reignFrom: 1713, reignTo: 1719 },
  { en: 'Muhammad Shah', hi: 'मुहम्मद शाह', issuer: 'Mughal Empire', reignFrom: 1719, reignTo: 1748 },
  { en: 'Ahmad Shah Bahadur', hi: 'अहमद शाह बहादुर', issuer: 'Mughal Empire', reignFrom: 1748, reignTo: 1754 },
  { en: 'Alamgir II', hi: 'आलमगीर द्वितीय', issuer: 'Mughal Empire', reignFrom: 1754, reignTo: 1759 },
  { en: 'Shah Alam II', hi: 'शाह आलम द्वितीय', issuer: 'Mughal Empire', reignFrom: 1759, reignTo: 1806 },
  { en: 'Akbar II', hi: 'अकबर द्वितीय', issuer: 'Mughal Empire', reignFrom: 1806, reignTo: 1837 },
  { en: 'Bahadur Shah II', hi: 'बहादुर शाह ज़फ़र', issuer: 'Mughal Empire', reignFrom: 1837, reignTo: 1857 },
  // The East India Company and British India
  { en: 'William IV', hi: 'विलियम चतुर्थ', issuer: 'East India Company', reignFrom: 1830, reignTo: 1837 },
  { en: 'Victoria', hi: 'विक्टोरिया', issuer: 'British India', reignFrom: 1837, reignTo: 1901 },
  { en: 'Edward VII', hi: 'एडवर्ड सप्तम', issuer: 'British India', reignFrom: 1901, reignTo: 1910 },
  { en: 'George V', hi: 'जॉर्ज पंचम', issuer: 'British India', reignFrom: 1910, reignTo: 1936 },
  { en: 'George VI', hi: 'जॉर्ज षष्ठम', issuer: 'British India', reignFrom: 1936, reignTo: 1947 },
  // Princely states
  { en: 'Hyder Ali', hi: 'हैदर अली', issuer: 'Mysore (princely state)', reignFrom: 1761, reignTo: 1782 },
  { en: 'Tipu Sultan', hi: 'टीपू सुल्तान', issuer: 'Mysore (princely state)', reignFrom: 1782, reignTo: 1799 },
  { en: 'Krishnaraja Wodeyar III', hi: 'कृष्णराज वोडेयार तृतीय', issuer: 'Mysore (princely state)', reignFrom: 1799, reignTo: 1868 },
  { en: 'Afzal ud-Daulah', hi: 'अफ़ज़ल-उद-दौला', issuer: 'Hyderabad (princely state)', reignFrom: 1857, reignTo: 1869 },
  { en: 'Mir Mahbub Ali Khan', hi: 'मीर महबूब अली ख़ान', issuer: 'Hyderabad (princely state)', reignFrom: 1869, reignTo: 1911 },
  { en: 'Mir Osman Ali Khan', hi: 'मीर उस्मान अली ख़ान', issuer: 'Hyderabad (princely state)', reignFrom: 1911, reignTo: 1948 },
  { en: 'Marthanda Varma', hi: 'मार्तंड वर्मा', issuer: 'Travancore (princely state)', reignFrom: 1729, reignTo: 1758 },
  { en: 'Moolam Thirunal Rama Varma', hi: 'मूलम तिरुनाल राम वर्मा', issuer: 'Travancore (princely state)', reignFrom: 1885, reignTo: 1924 },
  { en: 'Chithira Thirunal Balarama Varma', hi: 'चित्तिरा तिरुनाल बालराम वर्मा', issuer: 'Travancore (princely state)', reignFrom: 1924, reignTo: 1949 },
  { en: 'Jayaji Rao Scindia', hi: 'जयाजीराव सिंधिया', issuer: 'Gwalior (princely state)', reignFrom: 1843, reignTo: 1886 },
  { en: 'Madho Rao Scindia', hi: 'माधवराव सिंधिया', issuer: 'Gwalior (princely state)', reignFrom: 1886, reignTo: 1925 },
  { en: 'Jivaji Rao Scindia', hi: 'जीवाजीराव सिंधिया', issuer: 'Gwalior (princely state)', reignFrom: 1925, reignTo: 1948 },
  { en: 'Sayajirao Gaekwad III', hi: 'सयाजीराव गायकवाड़ तृतीय', issuer: 'Baroda (princely state)', reignFrom: 1875, reignTo: 1939 },
  { en: 'Tukoji Rao Holkar II', hi: 'तुकोजीराव होलकर द्वितीय', issuer: 'Indore (princely state)', reignFrom: 1844, reignTo: 1886 },
  { en: 'Shivaji Rao Holkar', hi: 'शिवाजीराव होलकर', issuer: 'Indore (princely state)', reignFrom: 1886, reignTo: 1903 },
  { en: 'Madho Singh II', hi: 'माधो सिंह द्वितीय', issuer: 'Jaipur (princely state)', reignFrom: 1880, reignTo: 1922 },
  { en: 'Man Singh II', hi: 'मान सिंह द्वितीय', issuer: 'Jaipur (princely state)', reignFrom: 1922, reignTo: 1949 },
  { en: 'Khengarji III', hi: 'खेंगारजी तृतीय', issuer: 'Kutch (princely state)', reignFrom: 1876, reignTo: 1942 },
  { en: 'Madansinhji', hi: 'मदनसिंहजी', issuer: 'Kutch (princely state)', reignFrom: 1947, reignTo: 1948 },
  { en: 'Fateh Singh', hi: 'फ़तह सिंह', issuer: 'Mewar (princely state)', reignFrom: 1884, reignTo: 1930 },
  { en: 'Ghazi-ud-din Haidar', hi: 'ग़ाज़ीउद्दीन हैदर', issuer: 'Awadh', reignFrom: 1814, reignTo: 1827 },
  { en: 'Wajid Ali Shah', hi: 'वाजिद अली शाह', issuer: 'Awadh', reignFrom: 1847, reignTo: 1856 },
  { en: 'Ranjit Singh', hi: 'रणजीत सिंह', issuer: 'Sikh Empire', reignFrom: 1801, reignTo: 1839 },
  { en: 'Shivaji', hi: 'शिवाजी', issuer: 'Maratha Empire', reignFrom: 1674, reignTo: 1680 },
  // European India
  { en: 'Luiz I', hi: 'लुईस प्रथम', issuer: 'Portuguese India', reignFrom: 1861, reignTo: 1889 },
  { en: 'Louis XV', hi: 'लुई पंद्रहवाँ', issuer: 'French India', reignFrom: 1715, reignTo: 1774 },
];
