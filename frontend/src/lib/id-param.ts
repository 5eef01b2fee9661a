/**
 * An id as an address spells it (`/coin/42`, `/sellers/7`): plain decimal digits without a leading
 * zero, as the API spells ids (decisions/0030); null for anything else, which the screen shows as an
 * invalid or unknown id.
 */
export function parseIdParam(raw: string): number | null {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/**
 * A route's `params` option for a `$name` id segment: the router parses it once (loaders and screens
 * read a number, or null for an address that is not an id) and links pass numbers.
 */
export function idParam<Name extends string>(name: Name) {
  return {
    parse: (raw: Record<Name, string>) => ({ [name]: parseIdParam(raw[name]) }) as Record<Name, number | null>,
    stringify: (params: Record<Name, number | null>) => ({ [name]: String(params[name]) }) as Record<Name, string>,
  };
}
