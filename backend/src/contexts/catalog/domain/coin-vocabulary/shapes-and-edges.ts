import type { VocabularyName } from './vocabulary-types';

export const SHAPES: readonly VocabularyName[] = [
  { en: 'Round', hi: 'गोल' },
  { en: 'Square', hi: 'चौकोर' },
  { en: 'Square with rounded corners', hi: 'गोल कोनों वाला चौकोर' },
  { en: 'Scalloped', hi: 'लहरदार' },
  { en: 'Octagonal', hi: 'अष्टकोणीय' },
  { en: 'Hexagonal', hi: 'षट्कोणीय' },
  { en: 'Irregular', hi: 'अनियमित' },
];

export const EDGES: readonly VocabularyName[] = [
  { en: 'Plain', hi: 'सादा किनारा' },
  { en: 'Reeded', hi: 'धारीदार किनारा' },
  { en: 'Milled', hi: 'दांतेदार किनारा' },
  { en: 'Oblique milled', hi: 'तिरछा दांतेदार किनारा' },
  { en: 'Security', hi: 'सुरक्षा किनारा' },
  { en: 'Ornamented', hi: 'अलंकृत किनारा' },
];
