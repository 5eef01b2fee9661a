import type { Certification } from '../domain/certification';
import type { CoinIdentity } from '../domain/coin-identity';
import { catalogueRefKeys } from '../domain/catalogue-refs';
import { yearAd } from '../domain/coin-era';
import type { CoinEntity } from './coin.entity';

/** The columns of `coins` a listing's identity is stored in. */
export type IdentityColumns = Pick<
  CoinEntity,
  | 'denomination' | 'issuer' | 'ruler' | 'mint' | 'era' | 'yearAd' | 'catalogueRefs' | 'catalogueRefKeys' | 'weightGrams' | 'diameterMm' | 'shape' | 'edge'
  | 'grade' | 'certificationService' | 'certificationServiceName' | 'certificationNumber' | 'genuineConfirmed'
>;

/** The identity's columns for a listing whose year is `year`: as given, with the AD year and the references' search keys computed. */
export function identityColumns(identity: CoinIdentity, year: string | null, currentYear: number): IdentityColumns {
  const { certification, ...rest } = identity;
  return {
    ...rest,
    yearAd: yearAd(year, identity.era, identity.ruler, currentYear),
    catalogueRefKeys: catalogueRefKeys(identity.catalogueRefs),
    certificationService: certification?.service ?? null,
    certificationServiceName: certification?.serviceName ?? null,
    certificationNumber: certification?.number ?? null,
  };
}

type StoredIdentity = Omit<IdentityColumns, 'yearAd' | 'catalogueRefKeys'>;

/** The row's certificate columns as the listing's certificate: null unless both the service and the number are there. */
export function certificationOfRow(row: Pick<IdentityColumns, 'certificationService' | 'certificationServiceName' | 'certificationNumber'>): Certification | null {
  const { certificationService: service, certificationServiceName: serviceName, certificationNumber: number } = row;
  return service && number ? { service, serviceName, number } : null;
}

/** A listing's identity as its row holds it. */
export function identityOfRow(row: StoredIdentity): CoinIdentity {
  const { certificationService, certificationServiceName, certificationNumber, ...rest } = row;
  return {
    denomination: rest.denomination,
    issuer: rest.issuer,
    ruler: rest.ruler,
    mint: rest.mint,
    era: rest.era,
    catalogueRefs: rest.catalogueRefs ?? [],
    weightGrams: rest.weightGrams,
    diameterMm: rest.diameterMm,
    shape: rest.shape,
    edge: rest.edge,
    grade: rest.grade,
    certification: certificationOfRow({ certificationService, certificationServiceName, certificationNumber }),
    genuineConfirmed: rest.genuineConfirmed,
  };
}

/** Sets the row's identity columns that differ from `columns` (compared by value, so an unchanged row is not written). */
export function assignIdentityColumns(coin: CoinEntity, columns: IdentityColumns): void {
  for (const [key, value] of Object.entries(columns) as [keyof IdentityColumns, unknown][]) {
    if (JSON.stringify(coin[key]) !== JSON.stringify(value)) (coin as unknown as Record<string, unknown>)[key] = value;
  }
}
