import { MAX_CONNECTIONS_PER_SIGN_IN } from '../../../server/hub/server';
import { useService } from '../support/fixture';
import { RawHubClient } from '../support/raw-hub';
import { ApiClient } from '../support/service';

const fixture = useService({ fleet: false });

/** A fresh HubUrl of the sign-in whose access token is `token`. */
async function hubUrlOf(api: ApiClient, token: string): Promise<string> {
  const answer = await api.get<{ HubUrl: string }>('/api/Hub/players/accesstoken', token);
  expect(answer.status).toBe(200);
  return answer.body.HubUrl;
}

describe('hub connections per sign-in', () => {
  it('one sign-in holds at most MAX_CONNECTIONS_PER_SIGN_IN; another sign-in of the account still connects', async () => {
    const api = new ApiClient(fixture.service.url);
    const stolen = await api.login('brand2@example.com');
    const owner = await new ApiClient(fixture.service.url).login('brand2@example.com');
    const held: RawHubClient[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_SIGN_IN; i++)
      held.push(await RawHubClient.open(await hubUrlOf(api, stolen.AccessToken)));
    await expect(RawHubClient.open(await hubUrlOf(api, stolen.AccessToken))).rejects.toThrow('HTTP 429');
    const mine = await RawHubClient.open(await hubUrlOf(api, owner.AccessToken));
    expect((await mine.next())['event']).toBe('connected');
    for (const client of [...held, mine]) await client.close();
  });
});
