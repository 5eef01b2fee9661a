import { script, squareCartouche } from './coin-faces-calligraphy';
import { charminar, conch, elephant, lionCapital, lotus, shield } from './coin-faces-emblems';
import { crown, fleurDeLis, rosette } from './coin-faces-ornaments';
import { C, Relief, arcSpan, arcText, dotRing } from './coin-faces-parts';
import { PortraitStyle, portrait } from './coin-faces-portrait';
import type { FaceTexts } from './coin-faces-text';

/**
 * The obverse: who issued the coin. A ruler's bust for the Company, the Raj and Portugal's king, the
 * lion capital for the Republic, a state's device for the princely states, the fleur-de-lis for
 * French India, and for Mughal coins a cartouche of script with more script in the margins. The
 * legend (issuer or ruler's titles) runs round the rim.
 */

export interface ObverseSubject {
  category: string;
  title: string;
  year: string | null;
}

const LEGEND_RADIUS = 226;

/** The legend round the top, in letters that fit within about 250 degrees. */
function legend(text: string, relief: Relief): string {
  const natural = arcSpan(text, LEGEND_RADIUS, 40);
  const size = natural > 250 ? Math.floor((40 * 250) / natural) : 40;
  return arcText(text, LEGEND_RADIUS, -90, size, false, relief) + rosette(C, C + LEGEND_RADIUS + 12, 13, 6, relief);
}

/** Which bust a ruler's coins show. */
function portraitStyle(ruler: string, year: string | null): PortraitStyle {
  const dated = /^\s*(\d{4})/.exec(year ?? '');
  const yearAd = dated ? Number(dated[1]) : 1900;
  switch (ruler) {
    case 'Victoria':
      return { headgear: yearAd >= 1862 ? 'crown' : 'bare', hair: 'bun', beard: false };
    case 'William IV':
      return { headgear: 'bare', hair: 'short', beard: false };
    case 'Luiz I':
      return { headgear: 'bare', hair: 'short', beard: true };
    case 'George VI':
      return { headgear: 'crown', hair: 'short', beard: false };
    default:
      return { headgear: 'crown', hair: 'short', beard: true };
  }
}

/** Mughal obverse: the ruler's name and titles in a square cartouche, more of them in the four margins. */
function mughalObverse(texts: FaceTexts, relief: Relief): string {
  const name = texts.ruler ?? 'Badshah';
  const inside = [-52, 6, 64].map((dy, i) => ({ text: `${name}|cartouche|${i}`, y: C + dy, right: C + 92, left: C - 92, size: 44 }));
  const margins = [0, 90, 180, 270]
    .map((turn, i) => `<g transform="rotate(${turn} ${C} ${C})">${script([{ text: `${name}|margin|${i}`, y: C - 150, right: C + 96, left: C - 96, size: 40 }], relief)}</g>`)
    .join('');
  return dotRing(110, 238, 3.6, relief) + squareCartouche(120, relief) + script(inside, relief) + margins;
}

/** A princely state's device, by what the title says its coin shows. */
function princelyEmblem(subject: ObverseSubject, texts: FaceTexts, relief: Relief): string {
  const title = subject.title.toLowerCase();
  if (/elephant|mysore|tipu/.test(title)) return elephant(185, relief);
  if (/charminar/.test(title)) return charminar(180, relief);
  if (/conch|sankha|travancore|chuckram|fanam/.test(title)) return conch(150, relief);
  if (/baroda|gwalior/.test(title) && texts.ruler) return portrait({ headgear: 'turban', hair: 'short', beard: false }, 190, relief);
  return lotus(140, relief);
}

export function obverseDesign(subject: ObverseSubject, texts: FaceTexts, relief: Relief): string {
  if (texts.persian) return mughalObverse(texts, relief);
  const ring = dotRing(120, 252, 2.6, relief);
  switch (subject.category) {
    case 'republic':
      return ring + lionCapital(176, relief) + legend(texts.obverseLegend, relief);
    case 'princely':
      return ring + princelyEmblem(subject, texts, relief) + legend(texts.obverseLegend, relief);
    case 'portuguese-india':
      if (texts.ruler === 'Luiz I') return ring + portrait(portraitStyle('Luiz I', subject.year), 190, relief) + legend(texts.obverseLegend, relief);
      return ring + shield(176, 'quinas', relief) + crown(C, C - 142, 100, relief) + legend(texts.obverseLegend, relief);
    case 'french-india':
      return ring + crown(C, C - 112, 100, relief) + fleurDeLis(C, C + 40, 190, relief) + legend(texts.obverseLegend, relief);
    default:
      if (!texts.ruler) return ring + shield(160, 'cross', relief) + legend(texts.obverseLegend, relief);
      return ring + portrait(portraitStyle(texts.ruler, subject.year), 196, relief) + legend(texts.obverseLegend, relief);
  }
}
