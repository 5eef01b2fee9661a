import type { CertificationService } from '@/api/coin-identity';

/**
 * The bounds of a listing's identity, grade and certification, as the server checks them (issue 13's
 * contract), and pure checks that name the problem. The form turns problems into messages.
 */
export const IDENTITY_TEXT_MAX = {
  denomination: 60,
  issuer: 80,
  ruler: 80,
  mint: 80,
  shape: 40,
  edge: 40,
} as const;
export type IdentityTextField = keyof typeof IDENTITY_TEXT_MAX;

export const CATALOGUE_REFS_MAX = 5;
export const CATALOGUE_LENGTH = { min: 1, max: 30 } as const;
export const CATALOGUE_NUMBER_LENGTH = { min: 1, max: 20 } as const;
export const WEIGHT_GRAMS = { min: 0.01, max: 500, decimals: 2 } as const;
export const DIAMETER_MM = { min: 1, max: 150, decimals: 1 } as const;
export const SERVICE_NAME_LENGTH = { min: 2, max: 60 } as const;
export const CERTIFICATE_NUMBER = { min: 4, max: 30, pattern: /^[A-Za-z0-9\-/.]+$/ } as const;

export const CERTIFICATION_SERVICES = ['NGC', 'PCGS', 'ANACS', 'ICG', 'other'] as const satisfies readonly CertificationService[];

/** The catalogues collectors of Indian coins cite, suggested when the vocabulary has not arrived. */
export const KNOWN_CATALOGUES = ['KM', 'Pridmore', 'Prigg', 'Rajgor', 'Numista', 'Craig'] as const;

/** Keys of the `coin-identity` namespace's `validation` messages. */
export type IdentityProblem =
  | 'textLength'
  | 'yearInEra'
  | 'catalogueRequired'
  | 'catalogueLength'
  | 'catalogueNumberRequired'
  | 'catalogueNumberLength'
  | 'weightRange'
  | 'weightDecimals'
  | 'diameterRange'
  | 'diameterDecimals'
  | 'serviceRequired'
  | 'certificateRequired'
  | 'certificateFormat'
  | 'serviceNameRequired'
  | 'serviceNameLength'
  | 'genuineRequired';

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** Free text of at most `max` characters once trimmed (empty is fine: every field is optional). */
export function checkTextLength(value: string | null | undefined, max: number): IdentityProblem | null {
  return trimmed(value).length > max ? 'textLength' : null;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function checkMeasure(
  value: number | null | undefined,
  { min, max, decimals }: { min: number; max: number; decimals: number },
  problems: { range: IdentityProblem; decimals: IdentityProblem },
): IdentityProblem | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || value < min || value > max) return problems.range;
  return hasAtMostDecimals(value, decimals) ? null : problems.decimals;
}

/** 0.01 to 500 g, at most two decimals. */
export const checkWeight = (value: number | null | undefined) =>
  checkMeasure(value, WEIGHT_GRAMS, { range: 'weightRange', decimals: 'weightDecimals' });

/** 1 to 150 mm, at most one decimal. */
export const checkDiameter = (value: number | null | undefined) =>
  checkMeasure(value, DIAMETER_MM, { range: 'diameterRange', decimals: 'diameterDecimals' });

export interface CatalogueRefDraft {
  catalogue?: string | null;
  number?: string | null;
}

/** A row both of whose boxes are empty is left out, not an error. */
export const isBlankRef = (ref: CatalogueRefDraft | null | undefined) => !trimmed(ref?.catalogue) && !trimmed(ref?.number);

export function checkCatalogue(ref: CatalogueRefDraft | null | undefined): IdentityProblem | null {
  if (isBlankRef(ref)) return null;
  const catalogue = trimmed(ref?.catalogue);
  if (!catalogue) return 'catalogueRequired';
  return catalogue.length > CATALOGUE_LENGTH.max ? 'catalogueLength' : null;
}

export function checkCatalogueNumber(ref: CatalogueRefDraft | null | undefined): IdentityProblem | null {
  if (isBlankRef(ref)) return null;
  const number = trimmed(ref?.number);
  if (!number) return 'catalogueNumberRequired';
  return number.length > CATALOGUE_NUMBER_LENGTH.max ? 'catalogueNumberLength' : null;
}

export interface CertificationDraft {
  service?: CertificationService | null;
  serviceName?: string | null;
  number?: string | null;
}

/** A certificate number needs its service. */
export function checkService(draft: CertificationDraft | null | undefined): IdentityProblem | null {
  return !draft?.service && trimmed(draft?.number) ? 'serviceRequired' : null;
}

/** Only for 'other': the service's name, 2-60 characters. */
export function checkServiceName(draft: CertificationDraft | null | undefined): IdentityProblem | null {
  if (draft?.service !== 'other') return null;
  const name = trimmed(draft.serviceName);
  if (!name) return 'serviceNameRequired';
  return name.length < SERVICE_NAME_LENGTH.min || name.length > SERVICE_NAME_LENGTH.max ? 'serviceNameLength' : null;
}

/** With a service: 4-30 letters, digits, '-', '/' or '.'. */
export function checkCertificateNumber(draft: CertificationDraft | null | undefined): IdentityProblem | null {
  const number = trimmed(draft?.number);
  if (!draft?.service) return null;
  if (!number) return 'certificateRequired';
  const fits = number.length >= CERTIFICATE_NUMBER.min && number.length <= CERTIFICATE_NUMBER.max;
  return fits && CERTIFICATE_NUMBER.pattern.test(number) ? null : 'certificateFormat';
}
