/**
 * JSON schemas of the API's request bodies, checked by fastify (Ajv) before a handler runs: a body
 * must be a JSON object; required strings are non-empty; every string has a length limit; unknown
 * fields are allowed and ignored (spec §7 clients may send more). A mismatch is 400 `{ Message }`.
 */

/** Longest string accepted in any field, in characters. */
export const MAX_FIELD_LENGTH = 4096;
/** Longest user name or password accepted at sign-in, in characters. */
export const MAX_CREDENTIAL_LENGTH = 256;

/** A required, non-empty string of at most `maxLength` characters. */
export const text = (maxLength = MAX_FIELD_LENGTH) => ({ type: 'string', minLength: 1, maxLength }) as const;
/** An optional string (null counts as absent). */
export const optionalText = { type: ['string', 'null'], maxLength: MAX_FIELD_LENGTH } as const;
/** A required boolean. */
export const flag = { type: 'boolean' } as const;
/** An optional boolean (null counts as absent). */
export const optionalFlag = { type: ['boolean', 'null'] } as const;
/** A required finite number. */
export const number = { type: 'number' } as const;

/** The schema of a JSON object body with the `required` and `optional` fields. */
export function objectBody(
  required: Record<string, object>,
  optional: Record<string, object> = {},
): { type: 'object'; required: string[]; properties: Record<string, object> } {
  return { type: 'object', required: Object.keys(required), properties: { ...required, ...optional } };
}
