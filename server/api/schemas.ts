/**
 * JSON schemas of the API's request bodies, checked by fastify (Ajv) before a handler runs: a body
 * must be a JSON object; required strings are non-empty; every string has a length limit; unknown
 * fields are allowed and ignored (spec §7 clients may send more). A mismatch is 400 `{ Message }`.
 * The schemas keep their literal types, so fastify's type provider (json-schema-to-ts, see
 * {@link ApiServer}) derives each handler's `request.body` type from the schema that checks it.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/** The fastify instance the API registers on, with body types derived from the route schemas. */
export type ApiServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaToTsProvider
>;

/** `app` with the type provider that derives body types from the route schemas (types only). */
export function withSchemaTypes(app: FastifyInstance): ApiServer {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}

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
export function objectBody<
  Required extends Record<string, object>,
  Optional extends Record<string, object> = Record<never, object>,
>(
  required: Required,
  optional?: Optional,
): {
  readonly type: 'object';
  readonly required: readonly (keyof Required & string)[];
  readonly properties: Required & Optional;
} {
  return {
    type: 'object',
    required: Object.keys(required) as (keyof Required & string)[],
    properties: { ...required, ...(optional ?? ({} as Optional)) },
  };
}
