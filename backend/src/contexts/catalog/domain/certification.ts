import { ConflictError, ValidationError } from '../../../platform/kernel/errors';
import { identityText, isPlainObject, jsonField } from './identity-text';

/** The grading services whose slabs Indian collectors meet; `other` names its service in `serviceName`. */
export const CERTIFICATION_SERVICES = ['NGC', 'PCGS', 'ANACS', 'ICG', 'other'] as const;
export type CertificationService = (typeof CERTIFICATION_SERVICES)[number];

export const SERVICE_NAME_MIN = 2;
export const SERVICE_NAME_MAX = 60;
export const CERTIFICATE_NUMBER_MIN = 4;
export const CERTIFICATE_NUMBER_MAX = 30;

/** A grading service's certificate for the coin (its slab's number). */
export interface Certification {
  service: CertificationService;
  /** The service's name when `service` is other; null otherwise. */
  serviceName: string | null;
  number: string;
}

const CERTIFICATE_NUMBER = new RegExp(`^[A-Za-z0-9./-]{${CERTIFICATE_NUMBER_MIN},${CERTIFICATE_NUMBER_MAX}}$`);
const SHAPE = 'an object {service, serviceName, number}';

/** A certificate belongs to at most one live listing (not deleted, sold or rejected), whatever races (decisions/0072). */
export class DuplicateCertificateError extends ConflictError {
  constructor() {
    super('This certificate number is already on another live listing');
  }
}

function service(input: unknown): CertificationService {
  const text = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const found = CERTIFICATION_SERVICES.find((name) => name.toLowerCase() === text);
  if (!found) throw new ValidationError('certification.service', `certification.service must be one of ${CERTIFICATION_SERVICES.join(', ')}`);
  return found;
}

/**
 * A certification as sent (JSON text in multipart, an object in JSON): null for none (empty text,
 * null). The service in any case; `serviceName` (2-60 characters) is required for other and dropped
 * otherwise; `number` is 4-30 letters, digits, '-', '/' or '.' (a number is taken as its digits).
 */
export function parseCertification(input: unknown): Certification | null {
  const value = jsonField('certification', input, SHAPE);
  if (value === undefined) return null;
  if (!isPlainObject(value)) throw new ValidationError('certification', `certification must be ${SHAPE}`);
  const chosen = service(value.service);
  const rawNumber = typeof value.number === 'number' && Number.isSafeInteger(value.number) && value.number >= 0 ? String(value.number) : value.number;
  const number = typeof rawNumber === 'string' ? rawNumber.trim() : '';
  if (!CERTIFICATE_NUMBER.test(number)) {
    throw new ValidationError(
      'certification.number',
      `certification.number must be ${CERTIFICATE_NUMBER_MIN}-${CERTIFICATE_NUMBER_MAX} letters, digits, '-', '/' or '.'`,
    );
  }
  if (chosen !== 'other') return { service: chosen, serviceName: null, number };
  const serviceName = identityText('certification.serviceName', value.serviceName ?? null, SERVICE_NAME_MAX, SERVICE_NAME_MIN);
  if (!serviceName) throw new ValidationError('certification.serviceName', 'certification.serviceName is required when certification.service is other');
  return { service: chosen, serviceName, number };
}
