import type { FromSchema } from 'json-schema-to-ts';
import { MAX_FIELD_LENGTH, objectBody, optionalFlag, optionalText, text } from '../../../server/api/schemas';

const body = objectBody(
  { UserName: text(), Password: text(8) },
  { Requestor: optionalText, Remember: optionalFlag },
);

describe('objectBody', () => {
  it('is the plain JSON schema Ajv checks: the required fields listed, optional ones only described', () => {
    expect(body).toEqual({
      type: 'object',
      required: ['UserName', 'Password'],
      properties: {
        UserName: { type: 'string', minLength: 1, maxLength: MAX_FIELD_LENGTH },
        Password: { type: 'string', minLength: 1, maxLength: 8 },
        Requestor: { type: ['string', 'null'], maxLength: MAX_FIELD_LENGTH },
        Remember: { type: ['boolean', 'null'] },
      },
    });
  });

  it('keeps its literal types, so the type provider derives the body type from it', () => {
    type Body = FromSchema<typeof body>;
    const full: Body = { UserName: 'a', Password: 'b', Requestor: null, Remember: true };
    const least: Body = { UserName: 'a', Password: 'b' };
    // @ts-expect-error: a required field is missing
    const missing: Body = { UserName: 'a' };
    // @ts-expect-error: an optional string field is not a number
    const wrong: Body = { UserName: 'a', Password: 'b', Requestor: 1 };
    expect([full, least, missing, wrong]).toHaveLength(4);
  });
});
