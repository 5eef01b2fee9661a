import { Type } from '@nestjs/common';

/**
 * How a whole number is written in a query string: decimal digits without a leading zero, a minus
 * sign at most. (Range checks stay with the DTO, so "-1" and huge values get its own messages.)
 */
const PLAIN_WHOLE_NUMBER = /^(0|-?[1-9]\d*)$/;

/**
 * The first query parameter that a DTO declares as a number but that is not written as plain
 * decimal digits ("0x10", "1e1", "+5", "010", "10.0", " 1", "-0"), which `@Type(() => Number)` would
 * otherwise read as some number. Empty values are left to the DTO (several read them as "no filter").
 */
export function findLooseQueryNumber(query: unknown, dto: Type<unknown> | undefined): string | null {
  if (!dto || !query || typeof query !== 'object') return null;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' || value === '') continue;
    if (Reflect.getMetadata('design:type', dto.prototype as object, key) !== Number) continue;
    if (!PLAIN_WHOLE_NUMBER.test(value)) return key;
  }
  return null;
}
