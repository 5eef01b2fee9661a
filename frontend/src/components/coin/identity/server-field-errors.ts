import { ApiError } from '@/api/api-error';

/** A form field's name as antd takes it: ['certification', 'number'], ['catalogueRefs', 0, 'catalogue']. */
export type FieldPath = (string | number)[];

export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** The words the server's 409 for a certificate on another live listing starts with (the contract). */
const CERTIFICATE_TAKEN = /certificate number is already on another live listing/i;

/** "catalogueRefs[0].number", "catalogueRefs.0.number", "certification.serviceName", "weightGrams" … */
const FIELD_AT_START = /^([A-Za-z][A-Za-z0-9]*)((?:\[\d+\]|\.\d+|\.[A-Za-z][A-Za-z0-9]*)*)\b/;

function pathOf(root: string, rest: string): FieldPath {
  const path: FieldPath = [root];
  for (const [, index, dotIndex, key] of rest.matchAll(/\[(\d+)\]|\.(\d+)|\.([A-Za-z][A-Za-z0-9]*)/g)) {
    if (key !== undefined) path.push(key);
    else path.push(Number(index ?? dotIndex));
  }
  // The certification is a group of fields: a message about it as a whole goes under its service.
  return path.length === 1 && root === 'certification' ? ['certification', 'service'] : path;
}

/**
 * The fields a refused save names, so the form can show each message under its field: a 400's messages
 * start with the field's name (the API's rule, decisions/0030), and the contract's 409 for a certificate
 * already on another live listing belongs to the certificate number. Only fields in `knownFields` (the
 * form's top-level names) are returned; anything else stays with the toast.
 */
export function serverFieldErrors(error: unknown, knownFields: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const detail = error.message.replace(/^\d{3}:\s*/, '');
  if (error.status === 409 && CERTIFICATE_TAKEN.test(detail) && knownFields.includes('certification')) {
    return [{ name: ['certification', 'number'], errors: [detail] }];
  }
  if (error.status !== 400) return [];
  const byField = new Map<string, FieldError>();
  for (const message of detail.split(/;\s*/).map((part) => part.trim()).filter(Boolean)) {
    const found = FIELD_AT_START.exec(message);
    if (!found?.[1] || !knownFields.includes(found[1])) continue;
    const name = pathOf(found[1], found[2] ?? '');
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(message);
    byField.set(key, entry);
  }
  return [...byField.values()];
}
