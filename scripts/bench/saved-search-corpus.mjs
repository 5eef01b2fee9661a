/**
 * Listings and saved searches drawn from one vocabulary of coin words, for the saved-search bench.
 * Each list is ranked by how often collectors use it and drawn Zipf-like (weight 1/rank): "Victoria"
 * and "rupee" are common, "Farrukhsiyar" and "pagoda" rare. A listing's title is ruler, denomination
 * and year (a tenth in Hindi); its description names a mint or place, a metal word and a descriptor
 * or two. Category, metal and price follow the ruler and denomination, as they do in the real
 * catalogue. A saved search is what a collector types: one to three words of the same vocabulary
 * (a ruler, a denomination, a mint, a year, a Hindi word, a typed prefix), a one-word search
 * something specific (the most common words left out), many narrowed by a chip or a price range;
 * a tenth hold no words (chips with a price range), one in 200 only a price range and a place.
 */

/** A fixed pseudo-random sequence (mulberry32). */
export function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [words, category] of rulers, most collected first. */
const RULERS = [
  ['Victoria', 'british-india'], ['George V', 'british-india'], ['Akbar', 'mughal'], ['George VI', 'british-india'], ['Shah Jahan', 'mughal'],
  ['Aurangzeb', 'mughal'], ['Edward VII', 'british-india'], ['William IV', 'east-india-company'], ['Jahangir', 'mughal'], ['Tipu Sultan', 'princely'],
  ['Nizam', 'princely'], ['Shah Alam II', 'mughal'], ['Humayun', 'mughal'], ['Sher Shah Suri', 'mughal'], ['Ranjit Singh', 'princely'],
  ['Babur', 'mughal'], ['Muhammad Shah', 'mughal'], ['Farrukhsiyar', 'mughal'], ['Shivaji', 'princely'], ['Bahadur Shah', 'mughal'],
  ['Alamgir', 'mughal'], ['Jai Singh', 'princely'], ['Krishnaraja Wodeyar', 'princely'], ['Balarama Varma', 'princely'], ['Madho Rao', 'princely'],
  ['Republic India', 'republic'], ['Ashoka Lion', 'republic'], ['Gandhi', 'republic'], ['Nehru', 'republic'], ['Portuguese Goa', 'portuguese-india'],
  ['Pondicherry', 'french-india'], ['Louis XV', 'french-india'], ['Dom Luis', 'portuguese-india'], ['Maria II', 'portuguese-india'],
  ['Akbar II', 'mughal'], ['Jahandar Shah', 'mughal'], ['Rafi ud Darajat', 'mughal'], ['Ahmad Shah Bahadur', 'mughal'], ['Azam Shah', 'mughal'],
  ['Krishnadeva Raya', 'princely'], ['Hyder Ali', 'princely'], ['Sayaji Rao', 'princely'], ['Ganga Singh', 'princely'], ['Umaid Singh', 'princely'],
  ['Mahmud Ghazni', 'princely'], ['Iltutmish', 'princely'], ['Alauddin Khilji', 'princely'], ['Muhammad bin Tughluq', 'princely'], ['Kumaragupta', 'princely'],
  ['Chandragupta', 'princely'], ['Samudragupta', 'princely'], ['Kanishka', 'princely'], ['Menander', 'princely'], ['Satavahana', 'princely'],
  ['Wajid Ali Shah', 'princely'], ['Asaf ud Daula', 'princely'], ['Mir Osman Ali', 'princely'], ['Jivaji Rao', 'princely'], ['Tukoji Rao', 'princely'],
  ['Swati Tirunal', 'princely'], ['Chitra Tirunal', 'princely'], ['Bhupinder Singh', 'princely'], ['Pratap Singh', 'princely'], ['Kesari Singh', 'princely'],
];
/** [words, metal, price range] of denominations, most listed first. */
const DENOMINATIONS = [
  ['Rupee', 'silver', [400, 25_000]], ['Quarter Anna', 'copper', [30, 1500]], ['Half Rupee', 'silver', [300, 12_000]], ['Pice', 'copper', [40, 2000]],
  ['One Anna', 'copper-nickel', [50, 1500]], ['Mohur', 'gold', [40_000, 900_000]], ['Paisa', 'bronze', [20, 800]], ['Two Annas', 'silver', [200, 5000]],
  ['Quarter Rupee', 'silver', [200, 6000]], ['Half Pice', 'copper', [40, 1200]], ['Dam', 'copper', [300, 6000]], ['Half Mohur', 'gold', [25_000, 300_000]],
  ['Pagoda', 'gold', [15_000, 120_000]], ['Fanam', 'silver', [200, 4000]], ['Tanka', 'silver', [1500, 30_000]], ['Jital', 'other', [150, 3000]],
  ['Double Pice', 'copper', [60, 2500]], ['Nazarana Rupee', 'silver', [20_000, 250_000]], ['Tanga', 'copper', [150, 4000]], ['Cash', 'copper', [30, 900]],
  ['Rupia', 'silver', [800, 15_000]], ['Token', 'brass', [50, 2000]], ['Medal', 'bronze', [500, 20_000]], ['Dinar', 'gold', [30_000, 400_000]],
  ['Kori', 'silver', [300, 5000]], ['Chuckram', 'silver', [100, 2000]], ['Falus', 'copper', [200, 4000]], ['Shahrukhi', 'silver', [2000, 30_000]],
  ['Stater', 'gold', [50_000, 600_000]], ['Karshapana', 'silver', [500, 10_000]], ['Drachm', 'silver', [3000, 60_000]], ['Tola', 'gold', [30_000, 200_000]],
  ['Paisa Nazarana', 'copper', [1000, 20_000]], ['Double Rupee', 'silver', [5000, 90_000]], ['Five Rupees', 'nickel', [50, 3000]], ['Ten Paise', 'other', [10, 400]],
];
const MINTS = [
  'Calcutta', 'Bombay', 'Madras', 'Delhi', 'Agra', 'Lahore', 'Surat', 'Ahmedabad', 'Hyderabad', 'Murshidabad', 'Patna', 'Lucknow', 'Arcot',
  'Jaipur', 'Mysore', 'Travancore', 'Gwalior', 'Indore', 'Baroda', 'Kutch', 'Bikaner', 'Udaipur', 'Benares', 'Burhanpur', 'Ujjain', 'Multan',
  'Kabul', 'Goa', 'Farrukhabad', 'Srirangapatna', 'Jodhpur', 'Kota', 'Tonk', 'Awadh', 'Bharatpur', 'Ajmer', 'Allahabad', 'Aligarh', 'Akbarnagar',
  'Bareilly', 'Chunar', 'Daulatabad', 'Elichpur', 'Fatehpur', 'Gorakhpur', 'Hajipur', 'Itawa', 'Jaunpur', 'Kalpi', 'Kashmir', 'Khambayat', 'Machhlipatan',
  'Mustafabad', 'Narnol', 'Peshawar', 'Rajgarh', 'Sahrind', 'Sironj', 'Tatta', 'Zafarabad', 'Pondicherry Mint', 'Sholapur', 'Nasik',
];
const DESCRIPTORS = [
  'uncirculated', 'rare', 'proof', 'toned', 'error', 'commemorative', 'restrike', 'hoard', 'zodiac', 'die variety', 'overstrike', 'specimen',
  'lustrous', 'off-centre', 'countermarked', 'pattern', 'key date', 'high grade', 'cleaned', 'holed', 'brockage', 'mule', 'fantasy', 'plugged',
  'mounted', 'graded', 'slabbed', 'ngc', 'pcgs', 'sun mint', 'couplet', 'ilahi', 'square', 'scalloped', 'dump',
];
const METAL_WORDS = { gold: 'gold', silver: 'silver', copper: 'copper', bronze: 'bronze', 'copper-nickel': 'cupro-nickel', other: 'billon', brass: 'brass', nickel: 'nickel' };
/** Hindi: what a collector types, and what some titles are written in. */
const HINDI = ['मोहर', 'रुपया', 'चांदी', 'सोना', 'मुग़ल', 'अकबर', 'विक्टोरिया', 'पैसा', 'आना', 'जॉर्ज', 'शाहजहाँ', 'औरंगज़ेब', 'टकसाल', 'दुर्लभ', 'तांबा', 'टीपू'];
const HINDI_TITLES = ['अकबर की मोहर', 'विक्टोरिया का रुपया', 'जॉर्ज पंचम का आना', 'शाहजहाँ का रुपया', 'औरंगज़ेब का रुपया', 'चांदी का रुपया', 'तांबे का पैसा', 'टीपू सुल्तान का पैसा'];
const CONDITIONS = ['fine', 'very-fine', 'good', 'excellent', 'very-good', 'fair', 'mint', 'poor'];
const CITIES = ['Delhi', 'Mumbai', 'Kolkata', 'Bangalore', 'Chennai', 'Pune', 'Hyderabad', 'Jaipur', 'Ahmedabad', 'Lucknow', 'New Delhi', 'Navi Mumbai', 'Indore', 'Nagpur', 'Patna'];
/** Years collectors look for more than others come first; the rest are drawn at random. */
const KEY_YEARS = ['1835', '1862', '1911', '1947', '1950', '1840', '1877', '1906', '1919', '1939', '1943', '1862', '1918', '1891', '1936'];

/** Draws from a list by Zipf-like weights (1/rank^s). */
function zipf(random, list, s = 1) {
  const weights = list.map((_, rank) => 1 / (rank + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let roll = random() * total;
    for (let i = 0; i < list.length; i++) if ((roll -= weights[i]) < 0) return list[i];
    return list.at(-1);
  };
}

function year(random, ruler) {
  if (random() < 0.3) return zipf(random, KEY_YEARS)();
  const [from, to] = ruler[1] === 'mughal' ? [1556, 1800] : ruler[1] === 'republic' ? [1950, 2000] : [1800, 1947];
  return String(from + Math.floor(random() * (to - from)));
}

/** `count` listings: {title, description, category, condition, metal, year, location, price}. */
export function listingsOf(count, seed = 12) {
  const random = sequence(seed);
  const ruler = zipf(random, RULERS);
  const denomination = zipf(random, DENOMINATIONS);
  const mint = zipf(random, MINTS);
  const descriptor = zipf(random, DESCRIPTORS);
  const condition = zipf(random, CONDITIONS, 0.6);
  const city = zipf(random, CITIES, 0.8);
  const listings = [];
  for (let i = 0; i < count; i++) {
    const r = ruler();
    const [kind, metal, [low, high]] = denomination();
    const y = year(random, r);
    const m = mint();
    const title = random() < 0.1 ? `${HINDI_TITLES[Math.floor(random() * HINDI_TITLES.length)]} ${y}` : `${r[0]} ${kind} ${y}`;
    const parts = [`${METAL_WORDS[metal]} ${kind.toLowerCase()} struck at ${m} mint`];
    if (random() < 0.6) parts.push(descriptor());
    if (random() < 0.3) parts.push(descriptor());
    parts.push(random() < 0.5 ? 'from an old family collection' : 'well preserved with clear legends');
    listings.push({
      title: title.slice(0, 120),
      description: `${parts.join(', ')}. Lot ${i + 1}`,
      category: r[1],
      condition: condition(),
      metal: random() < 0.95 ? metal : null,
      year: y,
      location: city(),
      price: Math.round(low * (high / low) ** random()),
    });
  }
  return listings;
}

/** `count` saved searches' filters, and the kinds drawn. */
export function savedSearchesOf(count, seed = 66) {
  const random = sequence(seed);
  // A search of one word alone names something specific ("farrukhsiyar", "nazarana"): nobody keeps an
  // alert on "rupee" or "victoria", which would fire for every other coin listed. Longer searches use any word.
  const [anyWord, specificWord] = [0, 6].map((skip) => {
    const ruler = zipf(random, RULERS.slice(skip));
    const denomination = zipf(random, DENOMINATIONS.slice(skip));
    const mint = zipf(random, MINTS.slice(skip));
    const descriptor = zipf(random, DESCRIPTORS.slice(skip / 2));
    const hindi = zipf(random, HINDI.slice(skip / 2));
    return () => {
      const roll = random();
      if (roll < 0.3) return ruler()[0];
      if (roll < 0.55) return denomination()[0];
      if (roll < 0.68) return mint();
      if (roll < 0.78) return year(random, ruler());
      if (roll < 0.88) return hindi();
      if (roll < 0.95) return descriptor();
      const whole = random() < 0.5 ? ruler()[0] : denomination()[0];
      return whole.toLowerCase().slice(0, 3 + Math.floor(random() * 3)); // typed half-way
    };
  });
  const city = zipf(random, CITIES, 0.8);
  const categories = zipf(random, ['british-india', 'mughal', 'princely', 'republic', 'east-india-company', 'portuguese-india', 'french-india']);
  const metals = zipf(random, ['silver', 'gold', 'copper', 'bronze', 'copper-nickel', 'nickel', 'brass', 'other']);
  const conditions = zipf(random, ['very-fine', 'excellent', 'fine', 'mint', 'good', 'very-good']);
  const priceRange = (filters) => {
    const low = Math.round(50 * 2000 ** random());
    const roll = random();
    if (roll < 0.4) filters.maxPrice = low * 4;
    else if (roll < 0.6) filters.minPrice = low;
    else [filters.minPrice, filters.maxPrice] = [low, low * 5];
  };
  const kinds = { words: 0, chips: 0, price: 0 };
  const searches = [];
  for (let i = 0; i < count; i++) {
    const filters = {};
    const roll = random();
    if (roll < 0.9) {
      const n = random() < 0.15 ? 1 : random() < 0.6 ? 2 : 3;
      const words = new Set(n === 1 ? [specificWord()] : []);
      while (words.size < n) words.add(anyWord()); // n different words ("Victoria Victoria" is no two-word search)
      filters.search = [...words].join(' ');
      if (random() < 0.35) filters.category = categories();
      if (random() < 0.15) filters.metal = metals();
      if (random() < 0.15) filters.condition = conditions();
      if (random() < 0.35) priceRange(filters);
      if (random() < 0.05) filters.location = city().toLowerCase();
      kinds.words++;
    } else if (roll < 0.995) {
      filters.category = categories();
      filters.metal = metals();
      if (random() < 0.6) filters.condition = conditions();
      priceRange(filters);
      if (random() < 0.1) filters.location = city().toLowerCase();
      kinds.chips++;
    } else {
      priceRange(filters);
      filters.location = city().toLowerCase();
      kinds.price++;
    }
    searches.push(filters);
  }
  return { searches, kinds };
}
