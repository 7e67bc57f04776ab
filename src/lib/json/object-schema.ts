import * as v from 'valibot';
import { isJsonObject } from './json-object';

/** The issue message of a value that should have been a JSON object. */
const NOT_AN_OBJECT = 'Expected a JSON object (not an array, null or a primitive)';

/**
 * Guards a valibot object-like schema (`v.object`, `v.looseObject`, `v.record`) so that a JSON array is
 * rejected: valibot accepts arrays where it expects an object, so a reply `[]` would read as an object whose
 * every field is missing (a blank now-playing card) instead of a malformed reply.
 */
export function jsonObject<S extends v.GenericSchema>(schema: S) {
  return v.pipe(v.custom<v.InferInput<S>>(isJsonObject, NOT_AN_OBJECT), schema);
}
