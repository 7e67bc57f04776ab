import { WebPubSubClient, type OnGroupDataMessageArgs } from '@azure/web-pubsub-client';
import type { Page } from 'playwright-core';
import { buildRequest, type PlayerCommandCode } from '../../../src/lib/player/commands';
import { baseUrl } from './browser';

/** Another sign-in of the demo account: the official Web PubSub client on a hub URL of its own. */
export async function otherSignIn(): Promise<WebPubSubClient> {
  const login = await fetch(`${baseUrl()}/api/Account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: 'demo@example.com', Password: 'Demo!2345' }),
  });
  const { AccessToken } = (await login.json()) as { AccessToken: string };
  const hub = await fetch(`${baseUrl()}/api/Hub/players/accesstoken`, {
    headers: { Authorization: `Bearer ${AccessToken}` },
  });
  const { HubUrl } = (await hub.json()) as { HubUrl: string };
  const client = new WebPubSubClient(HubUrl);
  await client.start();
  return client;
}

/**
 * Another sign-in for each test of the enclosing `describe`: the returned function opens one
 * ({@link otherSignIn}), and it is stopped after the test that opened it.
 */
export function useOtherSignIn(): () => Promise<WebPubSubClient> {
  let other: WebPubSubClient | undefined;
  afterEach(() => {
    other?.stop();
    other = undefined;
  });
  return async () => (other = await otherSignIn());
}

/** Sends `command` to `group` from `client`, as an app does (noEcho). */
export async function send(
  client: WebPubSubClient,
  group: string,
  command: PlayerCommandCode,
  args: string[] = [],
) {
  await client.joinGroup(group);
  await client.sendToGroup(group, buildRequest(command, args), 'json', { noEcho: true });
}

/**
 * Sends `command` like {@link send} and resolves once the zone's player has replied to it in the group
 * (its reply carries the command's number): the player has acted on it. The hub's ack of the send says
 * only that the hub took it.
 */
export async function sendAnswered(
  client: WebPubSubClient,
  group: string,
  command: PlayerCommandCode,
  args: string[] = [],
): Promise<void> {
  const replied = new Promise<void>((resolve) => {
    const onMessage = (event: OnGroupDataMessageArgs) => {
      const data = event.message.data as { Command?: unknown } | null;
      if (event.message.group !== group || data?.Command !== command) return;
      client.off('group-message', onMessage);
      resolve();
    };
    client.on('group-message', onMessage);
  });
  await send(client, group, command, args);
  await replied;
}

/**
 * Opens the overview from the player list, searches for `player` (so its zones' cards are laid out,
 * wherever the sites' order puts them) and waits for the zone of `group` to be live.
 */
export async function openOverview(page: Page, group: string, player: string): Promise<void> {
  await page.getByTestId('open-overview').click();
  await page.getByTestId('overview-search').fill(player);
  await page
    .locator(`[data-testid="overview-zone"][data-group="${group}"]:not([data-state="loading"])`)
    .waitFor({ timeout: 15_000 });
}
