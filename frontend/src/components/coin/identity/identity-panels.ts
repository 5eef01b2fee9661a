import { useCallback, useState } from 'react';
import type { CoinIdentity } from '@/api/coin-identity';
import { hasIdentity } from './identity-form-values';
import type { FieldPath } from './server-field-errors';

/** The two collapsible sections of the listing form after spec.md's fields. */
export type IdentityPanel = 'which' | 'grade';

const GRADE_FIELDS = new Set(['grade', 'certification']);
const WHICH_FIELDS = new Set(['denomination', 'issuer', 'ruler', 'mint', 'era', 'catalogueRefs', 'weightGrams', 'diameterMm', 'shape', 'edge']);

/** The section a field sits in; undefined for spec.md's fields, which are always shown. */
export function panelOfField(name: FieldPath | string | number): IdentityPanel | undefined {
  const root = String(Array.isArray(name) ? name[0] : name);
  if (WHICH_FIELDS.has(root)) return 'which';
  return GRADE_FIELDS.has(root) ? 'grade' : undefined;
}

/** The sections an edited listing opens with: those where it has details. */
export function openSectionsOf(coin: Partial<CoinIdentity>): IdentityPanel[] {
  const has = hasIdentity(coin);
  return (['which', 'grade'] as const).filter((panel) => has[panel]);
}

/**
 * Which sections are open: closed on a new listing (the form stays short on a phone), open where an
 * edited listing has details, and opened wherever a field has a problem, so its message can be seen.
 */
export function useIdentityPanels(initiallyOpen: readonly IdentityPanel[] = []) {
  const [open, setOpen] = useState<IdentityPanel[]>([...initiallyOpen]);
  const openFor = useCallback((fields: readonly { name: FieldPath | string | number }[]) => {
    const needed = fields.map((field) => panelOfField(field.name)).filter((panel): panel is IdentityPanel => panel !== undefined);
    if (needed.length > 0) setOpen((current) => [...new Set([...current, ...needed])]);
  }, []);
  return { open, setOpen, openFor };
}

export type IdentityPanelsState = ReturnType<typeof useIdentityPanels>;
