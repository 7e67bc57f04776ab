import * as v from 'valibot';
import { jsonObject } from '../json/object-schema';

/** Response schemas of spec §3/§7. A response that does not match is an `ApiShapeError`, never a crash. */

const Claim = jsonObject(v.object({ Name: v.string(), Value: v.string() }));
export type Claim = v.InferOutput<typeof Claim>;

/** POST /api/Account/login and /login/hash (spec §3 "Login response"). */
export const LoginResponse = jsonObject(
  v.object({
    AccessToken: v.nullish(v.string()),
    RefreshToken: v.nullish(v.string()),
    UserId: v.nullish(v.union([v.string(), v.number()])),
    RequiresAccessConfirmation: v.nullish(v.boolean()),
    Claims: v.nullish(v.array(Claim)),
  }),
);
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** POST /api/Account/token/refresh. */
export const RefreshResponse = jsonObject(
  v.object({
    AccessToken: v.nullish(v.string()),
    RefreshToken: v.nullish(v.string()),
  }),
);
export type RefreshResponse = v.InferOutput<typeof RefreshResponse>;

/** POST /api/Account/impersonate. */
export const ImpersonateResponse = jsonObject(v.object({ AccessToken: v.nullish(v.string()) }));

/** GET /api/Hub/{Hub}/accesstoken. */
export const HubAccessResponse = jsonObject(v.object({ HubUrl: v.pipe(v.string(), v.minLength(1)) }));

/** One item of GET /api/Player/list (spec §3 "Player list item"). */
export const PlayerListItem = jsonObject(
  v.object({
    PlayerName: v.string(),
    PropertyName: v.nullish(v.string(), ''),
    ConnectivityStatus: v.nullish(v.string(), ''),
    LicenceKey: v.string(),
    MacAddress: v.string(),
    NoOfChannels: v.nullish(v.number(), 1),
  }),
);
export type PlayerListItem = v.InferOutput<typeof PlayerListItem>;
export const PlayerList = v.array(PlayerListItem);

/**
 * Every response schema by name. API calls name their schema (`post$(path, body, 'LoginResponse')`),
 * so valibot and the schemas load with the API client, after the first paint (docs/design.md "What loads when").
 */
export const schemas = {
  LoginResponse,
  RefreshResponse,
  ImpersonateResponse,
  HubAccessResponse,
  PlayerList,
} as const;
/** The name of a response schema of {@link schemas}. */
export type SchemaName = keyof typeof schemas;
/** The parsed response of the schema named `K`. */
export type SchemaOutput<K extends SchemaName> = v.InferOutput<(typeof schemas)[K]>;
