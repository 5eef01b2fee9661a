/**
 * Ids as every context stores them: PostgreSQL `int`/`serial` keys, so positive whole numbers up to
 * 2,147,483,647, written as plain decimal digits ("16", never "016", "0x10" or "1.6e1").
 */
export const ID_MAX = 2_147_483_647;

const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** Whether `value` can be a stored id. */
export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ID_MAX;

/** The id written in `text`, or null when it is not one. */
export function parseId(text: string): number | null {
  if (!ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}
