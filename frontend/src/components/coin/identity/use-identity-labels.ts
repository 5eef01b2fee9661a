import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certification, Era } from '@/api/coin-identity';
import { gradeLabel, gradeName } from '@/lib/sheldon-grades';

/** The words of eras, grades and certificates in the reader's language (the `coin-identity` namespace). */
export function useIdentityLabels() {
  const { t } = useTranslation('coin-identity');
  return useMemo(() => {
    /** "VF-30 — Very Fine"; the server's label when it sends one, else the scale's. */
    const grade = (value: number, label?: string | null): string => {
      const written = label ?? gradeLabel(value) ?? String(value);
      const name = gradeName(value);
      return name ? t('gradeWithName', { label: written, name: t(`grades.${name}`) }) : written;
    };
    /** NGC, PCGS … as they are; another service by its name. */
    const service = (certification: Pick<Certification, 'service' | 'serviceName'>): string =>
      certification.service === 'other' ? (certification.serviceName ?? t('services.other')) : certification.service;
    return {
      /** The era as the form's select offers it: "AH — Hijri". */
      eraOption: (era: Era) => t(`eras.${era}`),
      /** The era in a sentence: "AH (Hijri)". */
      eraName: (era: Era) => t(`eraNames.${era}`),
      /** The era beside a year: "AH". */
      eraShort: (era: Era) => t(`eraShort.${era}`),
      grade,
      service,
      /** "NGC · 4321987-001". */
      certificate: (certification: Certification) => t('spec.certificate', { service: service(certification), number: certification.number }),
    };
  }, [t]);
}
