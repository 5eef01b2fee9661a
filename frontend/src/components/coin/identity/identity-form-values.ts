import type { CatalogueRef, Certification, CertificationService, CoinIdentity, Era, SheldonGrade } from '@/api/coin-identity';
import { isEra } from '@/lib/coin-era';
import { isSheldonGrade } from '@/lib/sheldon-grades';
import { CATALOGUE_REFS_MAX, type CatalogueRefDraft, isBlankRef } from './identity-rules';

/** The "Which coin is it?" and "Grade and certification" fields as a form holds them. */
export interface IdentityFormValues {
  denomination?: string;
  issuer?: string;
  ruler?: string;
  mint?: string;
  era?: Era;
  catalogueRefs?: CatalogueRefDraft[];
  weightGrams?: number | null;
  diameterMm?: number | null;
  shape?: string;
  edge?: string;
  grade?: number | null;
  certification?: {
    service?: CertificationService | null;
    serviceName?: string | null;
    number?: string | null;
  };
}

/** What the API takes: every field, null when not given. */
export interface IdentityPayload {
  denomination: string | null;
  issuer: string | null;
  ruler: string | null;
  mint: string | null;
  era: Era | null;
  catalogueRefs: CatalogueRef[];
  weightGrams: number | null;
  diameterMm: number | null;
  shape: string | null;
  edge: string | null;
  grade: SheldonGrade | null;
  certification: Certification | null;
}

/** A year written without an era is AD (the server's rule, and how the form reads it meanwhile). */
export const DEFAULT_ERA: Era = 'AD';

const text = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

const numberOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A listing's identity as the form's starting values. Reads what the coin has, so a coin from a server
 * that does not send these keys yet starts empty.
 */
export function identityFormValues(coin: Partial<CoinIdentity> | null | undefined): IdentityFormValues {
  const certification = coin?.certification;
  return {
    denomination: coin?.denomination ?? undefined,
    issuer: coin?.issuer ?? undefined,
    ruler: coin?.ruler ?? undefined,
    mint: coin?.mint ?? undefined,
    era: isEra(coin?.era) ? coin.era : undefined,
    catalogueRefs: (coin?.catalogueRefs ?? []).map((ref) => ({ catalogue: ref.catalogue, number: ref.number })),
    weightGrams: coin?.weightGrams ?? null,
    diameterMm: coin?.diameterMm ?? null,
    shape: coin?.shape ?? undefined,
    edge: coin?.edge ?? undefined,
    grade: coin?.grade ?? null,
    certification: certification
      ? { service: certification.service, serviceName: certification.serviceName ?? undefined, number: certification.number }
      : {},
  };
}

/** True when the listing has any of these details (an edit then opens the sections). */
export function hasIdentity(coin: Partial<CoinIdentity> | null | undefined): { which: boolean; grade: boolean } {
  const which = [coin?.denomination, coin?.issuer, coin?.ruler, coin?.mint, coin?.shape, coin?.edge, coin?.weightGrams, coin?.diameterMm].some(
    (value) => value !== null && value !== undefined,
  );
  return {
    which: which || (coin?.catalogueRefs?.length ?? 0) > 0 || (coin?.era !== undefined && coin.era !== null && coin.era !== 'AD'),
    grade: (coin?.grade ?? null) !== null || (coin?.certification ?? null) !== null,
  };
}

/**
 * The form's values as the API takes them: text trimmed, blanks null, empty catalogue rows dropped,
 * no certification without a service. An era goes only with a year, and only when one was chosen: a
 * year sent without one is AD to the server, which never refuses spec.md's year for it.
 */
export function identityPayload(values: IdentityFormValues, year: string | null | undefined): IdentityPayload {
  const certification = values.certification;
  const service = certification?.service ?? null;
  return {
    denomination: text(values.denomination),
    issuer: text(values.issuer),
    ruler: text(values.ruler),
    mint: text(values.mint),
    era: text(year) && values.era ? values.era : null,
    catalogueRefs: (values.catalogueRefs ?? [])
      .filter((ref) => !isBlankRef(ref))
      .slice(0, CATALOGUE_REFS_MAX)
      .map((ref) => ({ catalogue: (ref.catalogue ?? '').trim(), number: (ref.number ?? '').trim() })),
    weightGrams: numberOrNull(values.weightGrams),
    diameterMm: numberOrNull(values.diameterMm),
    shape: text(values.shape),
    edge: text(values.edge),
    grade: isSheldonGrade(values.grade) ? values.grade : null,
    certification: service
      ? {
          service,
          serviceName: service === 'other' ? text(certification?.serviceName) : null,
          number: (certification?.number ?? '').trim(),
        }
      : null,
  };
}

export interface IdentityFormDataOptions {
  /** An edit sends every field, an emptied one as empty (or `[]`), which clears it; a new listing leaves them out. */
  clearEmpty?: boolean;
}

/**
 * Adds the identity to a multipart body: text as text, numbers as decimal text, catalogueRefs and
 * certification as JSON text (the contract). A new listing sends only what was given.
 */
export function appendIdentity(form: FormData, payload: IdentityPayload, { clearEmpty = false }: IdentityFormDataOptions = {}): void {
  const put = (name: string, value: string | null) => {
    if (value !== null) form.set(name, value);
    else if (clearEmpty) form.set(name, '');
  };
  put('denomination', payload.denomination);
  put('issuer', payload.issuer);
  put('ruler', payload.ruler);
  put('mint', payload.mint);
  put('era', payload.era);
  if (payload.catalogueRefs.length > 0 || clearEmpty) form.set('catalogueRefs', JSON.stringify(payload.catalogueRefs));
  put('weightGrams', payload.weightGrams === null ? null : String(payload.weightGrams));
  put('diameterMm', payload.diameterMm === null ? null : String(payload.diameterMm));
  put('shape', payload.shape);
  put('edge', payload.edge);
  put('grade', payload.grade === null ? null : String(payload.grade));
  put('certification', payload.certification === null ? null : JSON.stringify(payload.certification));
}
