import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Era, yearOutsideEra } from '@/lib/coin-era';
import {
  CATALOGUE_LENGTH,
  CATALOGUE_NUMBER_LENGTH,
  type CatalogueRefDraft,
  type CertificationDraft,
  checkCatalogue,
  checkCatalogueNumber,
  checkCertificateNumber,
  checkDiameter,
  checkService,
  checkServiceName,
  checkTextLength,
  checkWeight,
  IDENTITY_TEXT_MAX,
  type IdentityProblem,
  type IdentityTextField,
} from './identity-rules';
import { useIdentityLabels } from './use-identity-labels';

/**
 * antd rules for the identity, grade and certification fields, from the pure checks in
 * identity-rules.ts, with the messages of the `coin-identity` namespace. Rules that read a neighbour
 * (a catalogue row's other half, the certificate's service) take it from the form.
 */
export function useIdentityRules() {
  const { t } = useTranslation('coin-identity');
  const labels = useIdentityLabels();
  return useMemo(() => {
    const fail = (problem: IdentityProblem, values: Record<string, unknown> = {}) =>
      Promise.reject(new Error(t(`validation.${problem}`, values)));
    const rule = <T>(check: (value: T) => IdentityProblem | null): FormRule[] => [
      {
        validator: (_, value: T) => {
          const problem = check(value);
          return problem ? fail(problem) : Promise.resolve();
        },
      },
    ];

    const text = (field: IdentityTextField): FormRule[] => [
      {
        validator: (_, value: string | undefined) =>
          checkTextLength(value, IDENTITY_TEXT_MAX[field])
            ? fail('textLength', { field: t(`fields.${field}`), max: IDENTITY_TEXT_MAX[field] })
            : Promise.resolve(),
      },
    ];

    /** A rule on one half of catalogue row `row`, which reads the whole row. */
    const catalogueRow = (row: number, check: (ref: CatalogueRefDraft | undefined) => IdentityProblem | null, max: number): FormRule[] => [
      ({ getFieldValue }) => ({
        validator: () => {
          const problem = check(getFieldValue(['catalogueRefs', row]) as CatalogueRefDraft | undefined);
          return problem ? fail(problem, { max }) : Promise.resolve();
        },
      }),
    ];

    const certification = (check: (draft: CertificationDraft | undefined) => IdentityProblem | null): FormRule[] => [
      ({ getFieldValue }) => ({
        validator: () => {
          const problem = check(getFieldValue('certification') as CertificationDraft | undefined);
          return problem ? fail(problem) : Promise.resolve();
        },
      }),
    ];

    return {
      denomination: text('denomination'),
      issuer: text('issuer'),
      ruler: text('ruler'),
      mint: text('mint'),
      shape: text('shape'),
      edge: text('edge'),
      weightGrams: rule(checkWeight),
      diameterMm: rule(checkDiameter),
      catalogue: (row: number) => catalogueRow(row, checkCatalogue, CATALOGUE_LENGTH.max),
      catalogueNumber: (row: number) => catalogueRow(row, checkCatalogueNumber, CATALOGUE_NUMBER_LENGTH.max),
      service: certification(checkService),
      serviceName: certification(checkServiceName),
      certificateNumber: certification(checkCertificateNumber),
      /**
       * On spec.md's year field, once an era is chosen: its number must lie in that era's range (AD up
       * to this year), as the server checks it. A year without an era is never refused (spec.md).
       */
      yearInEra: [
        ({ getFieldValue }) => ({
          validator: (_, year: string | undefined) => {
            const era = getFieldValue('era') as Era | undefined;
            const outside = era ? yearOutsideEra(year, era, new Date().getFullYear()) : null;
            return outside ? fail('yearInEra', { era: labels.eraName(outside.era), min: outside.min, max: outside.max }) : Promise.resolve();
          },
        }),
      ] satisfies FormRule[],
      /** The create form's "this coin is genuine" box must be ticked. */
      genuine: [{ validator: (_, ticked: boolean | undefined) => (ticked ? Promise.resolve() : fail('genuineRequired')) }] satisfies FormRule[],
    };
  }, [labels, t]);
}
