import fc from 'fast-check';

/**
 * A value a hostile client puts in one field. `value` travels as itself (JSON) or as its text (query,
 * path, multipart, header); `json` is a JSON literal written verbatim into a JSON body (1e309, -0,
 * a `__proto__` key), `url` the exact bytes of a URL component (broken percent-escapes); each is
 * sent as plain text where it cannot be written verbatim.
 */
export type Hostile =
  | { kind: 'value'; value: unknown; label: string }
  | { kind: 'json'; raw: string; label: string }
  | { kind: 'url'; raw: string; label: string };

const LONE_SURROGATES = ['\ud800', 'x\udc00y', '\udbff', 'a\ud83d'];

/** Text no valid request needs: control bytes, broken UTF-16, tricks aimed at parsers, SQL and paths. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  ...LONE_SURROGATES,
  '\ufffd',
  '\u202e\u0627\u0644',
  'हिन्दी ₹ 🪙',
  '\u{1F4A9}'.repeat(64),
  'A'.repeat(5_000),
  "' OR 1=1 --",
  '"; DROP TABLE coins; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[]',
  '{}',
];

/** Ways of writing numbers that are not plain decimal digits, and numbers past every limit. */
const HOSTILE_NUMBER_TEXT = ['1e309', '-1e309', '-0', '0x10', '016', '+1', '1.5', '-1', '0', '1e3', '0b11', '9007199254740993', '2147483648', '99999999999999999999', ' 7', '7 '];

const HOSTILE_NUMBERS = [0, -0, -1, 0.5, 1.5, 1e21, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE];

/** JSON number literals JSON.stringify never writes. */
const RAW_JSON_NUMBERS = ['1e309', '-1e309', '-0', '1E400', '1e-400', '123456789012345678901234567890', '0.1e1'];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const HOSTILE_STRUCTURES: unknown[] = [
  null,
  true,
  false,
  [],
  ['a', 'b'],
  [1],
  [[['x']]],
  [null],
  {},
  { a: 1 },
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  nested(40),
];

/** Raw JSON objects whose keys reach for prototypes once parsed. */
const RAW_JSON_POLLUTION = ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"__proto__":null}'];

const label = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, (_k, v: unknown) => (Object.is(v, -0) ? '-0' : v)) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

const asValue = (value: unknown): Hostile => ({ kind: 'value', value, label: label(value) });
const asJson = (raw: string): Hostile => ({ kind: 'json', raw, label: `JSON ${raw}` });
const asUrl = (raw: string): Hostile => ({ kind: 'url', raw, label: `URL bytes ${raw}` });

/** Percent-escapes that do not decode: truncated, invalid, overlong or surrogate UTF-8. */
const RAW_URL_TEXT = ['%', '%ZZ', '%E0%A4', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%2e%2e%2f'];

/** Strings made of lone surrogates, NUL and ordinary letters, in any order. */
const brokenText = fc
  .array(fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)), fc.constantFrom('\u0000', 'a', 'é', '🪙')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

/** Every hostile value, the fixed catalogue first among the generated ones. */
export const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_NUMBER_TEXT).map(asValue) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_STRUCTURES).map(asValue) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_JSON_NUMBERS, ...RAW_JSON_POLLUTION).map(asJson) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_TEXT).map(asUrl) },
  { weight: 2, arbitrary: brokenText.map(asValue) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(asValue) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)).map(asValue) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(asValue) },
);

/** Whole bodies that are not the object an operation expects. */
export const HOSTILE_BODIES: { label: string; text: string }[] = [
  { label: 'a JSON array', text: '[1,2,3]' },
  { label: 'a JSON string', text: '"x"' },
  { label: 'a JSON number', text: '1e309' },
  { label: 'JSON null', text: 'null' },
  { label: 'JSON true', text: 'true' },
  { label: 'an empty body', text: '' },
  { label: 'broken JSON', text: '{"a":' },
  { label: '3,000 nested arrays', text: `${'['.repeat(3000)}${']'.repeat(3000)}` },
  { label: '__proto__ pollution', text: RAW_JSON_POLLUTION[0] },
  { label: 'constructor pollution', text: RAW_JSON_POLLUTION[1] },
  { label: 'a NUL key', text: '{"\\u0000":"x"}' },
  { label: 'a lone surrogate key', text: '{"\\ud800":"x"}' },
  { label: '200 kB of text', text: JSON.stringify({ filler: 'x'.repeat(200_000) }) },
];

/** Whether `text` is a canonical positive whole number small enough to be a real row id. */
export function couldBeARealId(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647;
}

/** The text of a hostile value in a URL, percent-encoded byte for byte (a lone surrogate as its 3 CESU-8 bytes). */
export function urlText(hostile: Hostile): string {
  if (hostile.kind !== 'value') return hostile.raw;
  const { value } = hostile;
  const text = plainText(value);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** The text of a hostile value where only text travels (multipart fields, headers). */
export function plainText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
