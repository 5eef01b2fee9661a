import type { VocabularyName } from './vocabulary-types';

/** Who issued the coin: empires, the Company and its presidencies, British India, princely states, the Republic. */
export const ISSUERS: readonly VocabularyName[] = [
  { en: 'Delhi Sultanate', hi: 'दिल्ली सल्तनत' },
  { en: 'Sur Empire', hi: 'सूर साम्राज्य' },
  { en: 'Mughal Empire', hi: 'मुग़ल साम्राज्य' },
  { en: 'Maratha Empire', hi: 'मराठा साम्राज्य' },
  { en: 'Sikh Empire', hi: 'सिख साम्राज्य' },
  { en: 'East India Company', hi: 'ईस्ट इंडिया कंपनी' },
  { en: 'Bengal Presidency', hi: 'बंगाल प्रेसीडेंसी' },
  { en: 'Bombay Presidency', hi: 'बंबई प्रेसीडेंसी' },
  { en: 'Madras Presidency', hi: 'मद्रास प्रेसीडेंसी' },
  { en: 'British India', hi: 'ब्रिटिश भारत' },
  { en: 'Republic of India', hi: 'भारत गणराज्य' },
  { en: 'Awadh', hi: 'अवध' },
  { en: 'Baroda (princely state)', hi: 'बड़ौदा रियासत' },
  { en: 'Gwalior (princely state)', hi: 'ग्वालियर रियासत' },
  { en: 'Hyderabad (princely state)', hi: 'हैदराबाद रियासत' },
  { en: 'Indore (princely state)', hi: 'इंदौर रियासत' },
  { en: 'Jaipur (princely state)', hi: 'जयपुर रियासत' },
  { en: 'Kutch (princely state)', hi: 'कच्छ रियासत' },
  { en: 'Mewar (princely state)', hi: 'मेवाड़ रियासत' },
  { en: 'Mysore (princely state)', hi: 'मैसूर रियासत' },
  { en: 'Travancore (princely state)', hi: 'त्रावणकोर रियासत' },
  { en: 'Portuguese India', hi: 'पुर्तगाली भारत' },
  { en: 'French India', hi: 'फ़्रांसीसी भारत' },
];
