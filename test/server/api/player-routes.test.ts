import { HUB_TOKEN_GROUPS_MAX, hubRoles } from '../../../server/api/player-routes';
import { buildFleet, playersOf, zoneGroup } from '../../../server/fleet/fixture';
import { parseConnectionString } from '../../../server/hub/connection-string';
import { verifyHubToken } from '../../../server/hub/token';
import { useService } from '../support/fixture';
import { ApiClient, startTestService } from '../support/service';

let api: ApiClient;

const fixture = useService();

/** The claims of a HubUrl's token as the local hub reads them (on the machine's clock, which the SDK stamps it with). */
const claimsOf = (hubUrl: string, connectionString = fixture.service.hubConnectionString) =>
  verifyHubToken(
    new URL(hubUrl).searchParams.get('access_token') ?? '',
    parseConnectionString(connectionString),
    'players',
    Date.now(),
  );
beforeEach(() => {
  api = new ApiClient(fixture.service.url);
});

describe('GET /api/Player/list', () => {
  it('lists the demo fleet with exactly the fields of spec §3', async () => {
    const { AccessToken } = await api.login('demo@example.com');
    const answer = await api.get('/api/Player/list', AccessToken);
    expect(answer.status).toBe(200);
    const expected = playersOf('demo@example.com');
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body).toEqual(
      expected.map((p) => ({
        PlayerName: p.PlayerName,
        PropertyName: p.PropertyName,
        ConnectivityStatus: p.ConnectivityStatus,
        LicenceKey: p.LicenceKey,
        MacAddress: p.MacAddress,
        NoOfChannels: p.NoOfChannels,
      })),
    );
  });

  it('shows access@example.com the demo fleet and empty@example.com nothing', async () => {
    const demo = await api.get('/api/Player/list', (await api.login('demo@example.com')).AccessToken);
    const access = await api.get(
      '/api/Player/list',
      (await api.loginConfirmed('access@example.com')).AccessToken,
    );
    const empty = await api.get('/api/Player/list', (await api.login('empty@example.com')).AccessToken);
    expect(access.body).toEqual(demo.body);
    expect(empty).toMatchObject({ status: 200, body: [] });
  });

  it('needs a bearer token', async () => {
    expect((await api.get('/api/Player/list')).status).toBe(401);
  });
  it("lists the demo fleet grown to the service's fleetPlayers, and refuses a count out of range", async () => {
    const chain = await startTestService({ fleetPlayers: 300 });
    try {
      const client = new ApiClient(chain.url);
      const answer = await client.get(
        '/api/Player/list',
        (await client.login('demo@example.com')).AccessToken,
      );
      const keys = (answer.body as { LicenceKey: string }[]).map((p) => p.LicenceKey);
      expect(keys).toEqual(playersOf('demo@example.com', buildFleet(300)).map((p) => p.LicenceKey));
      expect(keys).toHaveLength(300);
    } finally {
      await chain.close();
    }
    await expect(startTestService({ fleetPlayers: 1 })).rejects.toThrow(/whole number of players/);
  });
});

describe('GET /api/Hub/{Hub}/accesstoken', () => {
  it('returns a ws:// HubUrl on the request host whose token grants the zone groups of the user', async () => {
    const login = await api.login('demo@example.com');
    const answer = await api.get('/api/Hub/players/accesstoken', login.AccessToken);
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.HubUrl);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
      `${fixture.service.url.replace('http', 'ws')}/client/hubs/players`,
    );
    const claims = await claimsOf(answer.body.HubUrl);
    expect(claims?.userId).toBe(login.UserId);
    const player = playersOf('demo@example.com').find((p) => p.NoOfChannels > 1)!;
    for (let zone = 1; zone <= player.NoOfChannels; zone++) {
      expect(claims?.roles).toContain(`webpubsub.joinLeaveGroup.${zoneGroup(player, zone)}`);
      expect(claims?.roles).toContain(`webpubsub.sendToGroup.${zoneGroup(player, zone)}`);
    }
    expect(claims?.roles).not.toContain(
      `webpubsub.joinLeaveGroup.${zoneGroup(player, player.NoOfChannels + 1)}`,
    );
    expect(zoneGroup(player, 1)).toMatch(/^[0-9a-f-]{36}-([0-9a-f]{2}:){5}[0-9a-f]{2}-1$/);
  });

  it('names at most HUB_TOKEN_GROUPS_MAX groups one by one; a larger estate gets the hub-wide roles, so its HubUrl stays short enough to open', () => {
    const groups = (count: number) => Array.from({ length: count }, (_, i) => `g-${i}`);
    expect(hubRoles(groups(HUB_TOKEN_GROUPS_MAX))).toHaveLength(2 * HUB_TOKEN_GROUPS_MAX);
    expect(hubRoles(groups(HUB_TOKEN_GROUPS_MAX + 1))).toEqual([
      'webpubsub.joinLeaveGroup',
      'webpubsub.sendToGroup',
    ]);
  });

  it('grants nothing to a user without players, and refuses a bad hub name or no bearer', async () => {
    const { AccessToken } = await api.login('empty@example.com');
    const answer = await api.get('/api/Hub/players/accesstoken', AccessToken);
    // No permission: only the role naming the sign-in the HubUrl was minted for.
    expect((await claimsOf(answer.body.HubUrl))?.roles).toEqual([expect.stringMatching(/^signin\./)]);
    expect((await api.get('/api/Hub/bad-name!/accesstoken', AccessToken)).status).toBe(400);
    expect((await api.get('/api/Hub/players/accesstoken')).status).toBe(401);
  });

  it('mints for the configured hub only: any other name is 404 and leaves nothing behind', async () => {
    const { AccessToken } = await api.login('demo@example.com');
    for (const name of ['other', 'Players', 'h1', 'h2'])
      expect((await api.get(`/api/Hub/${name}/accesstoken`, AccessToken)).status).toBe(404);
    const served = await startTestService({ hub: 'lobby' });
    try {
      const client = new ApiClient(served.url);
      const login = await client.login('demo@example.com');
      expect((await client.get('/api/Hub/lobby/accesstoken', login.AccessToken)).status).toBe(200);
      expect((await client.get('/api/Hub/players/accesstoken', login.AccessToken)).status).toBe(404);
    } finally {
      await served.close();
    }
  });

  it('hands out the client URL of the Web PubSub resource a connection string names', async () => {
    const azure = 'Endpoint=https://demo.webpubsub.azure.com;AccessKey=azure-key;Version=1.0;';
    const remote = await startTestService({ hubConnectionString: azure });
    try {
      expect(remote.localHub).toBe(false);
      const client = new ApiClient(remote.url);
      const login = await client.login();
      const { body } = await client.get('/api/Hub/players/accesstoken', login.AccessToken);
      expect(body.HubUrl).toMatch(
        /^wss:\/\/demo\.webpubsub\.azure\.com\/client\/hubs\/players\?access_token=[\w.-]+$/,
      );
      expect((await claimsOf(body.HubUrl, azure))?.userId).toBe(login.UserId);
      expect(await claimsOf(body.HubUrl, remote.hubConnectionString)).not.toBeNull();
      expect(await claimsOf(body.HubUrl)).toBeNull();
    } finally {
      await remote.close();
    }
  });

  it('builds the HubUrl from publicUrl when configured (https → wss)', async () => {
    const pub = await startTestService({ publicUrl: 'https://remote.example.com/' });
    try {
      const client = new ApiClient(pub.url);
      const { AccessToken } = await client.login();
      const { body } = await client.get('/api/Hub/players/accesstoken', AccessToken);
      expect(body.HubUrl).toMatch(
        /^wss:\/\/remote\.example\.com\/client\/hubs\/players\?access_token=[\w.-]+$/,
      );
    } finally {
      await pub.close();
    }
  });
});
