import { firstValueFrom, of } from 'rxjs';
import WebSocket from 'ws';
import type { Service } from '../../server/app';
import { playersOf, zoneGroup } from '../../server/fleet/fixture';
import { playerReplies$ } from '../../src/lib/player/read-replies';
import { createHubClient, type WebSocketCtor } from '../../src/lib/hub';
import { PLAYER_USER_PREFIX } from '../../src/lib/player/envelope';
import { RawHubClient, serviceHubUrl } from '../server/support/raw-hub';
import { ApiClient, startTestService } from '../server/support/service';

/**
 * The app's player replies (src/lib/player/read-replies.ts `playerReplies$`) against the local service: the
 * app's own hub client, signed in as the demo account, and beside it a second sign-in of the same
 * account (another tab, or a copied HubUrl) that may publish to the account's zone groups. Only the
 * zone's player is believed (docs/hub-protocol.md §15).
 */
let service: Service;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** A HubUrl of a fresh sign-in of the demo account, from the API as the app gets it. */
async function accountHubUrl(): Promise<string> {
  const api = new ApiClient(service.url);
  const login = await api.login('demo@example.com');
  return (await api.get<{ HubUrl: string }>('/api/Hub/players/accesstoken', login.AccessToken)).body.HubUrl;
}

const status = (name: string) => ({ Command: 0, Response: JSON.stringify({ Name: name, PlayState: 1 }) });

describe('a zone status pushed by another sign-in of the same account', () => {
  it('is not shown as the player’s: the app takes the status of the zone’s player only', async () => {
    const player = playersOf('demo@example.com')[0]!;
    const group = zoneGroup(player, 1);
    const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
    const appUrl = await accountHubUrl();
    const hub = createHubClient({
      getClientAccessUrl: () => of(appUrl),
      WebSocketCtor: WebSocket as unknown as WebSocketCtor,
      logger,
    });
    try {
      const firstReply = firstValueFrom(playerReplies$(hub, logger));
      await firstValueFrom(hub.joinGroup(group));

      const secondTab = await RawHubClient.open(await accountHubUrl());
      const realPlayer = await RawHubClient.open(
        await serviceHubUrl(service, `${PLAYER_USER_PREFIX}${player.LicenceKey}`, [group]),
      );
      try {
        secondTab.send({ type: 'sendToGroup', group, dataType: 'json', data: status('Forged'), ackId: 1 });
        expect(await secondTab.ack(1)).toMatchObject({ success: true });
        realPlayer.send({ type: 'sendToGroup', group, dataType: 'json', data: status('Real'), ackId: 1 });
        expect(await realPlayer.ack(1)).toMatchObject({ success: true });

        expect(await firstReply).toEqual({ group, command: 0, response: { Name: 'Real', PlayState: 1 } });
        expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('not from a player'));
      } finally {
        await secondTab.close();
        await realPlayer.close();
      }
    } finally {
      hub.stop();
    }
  });
});
