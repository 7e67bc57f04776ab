/**
 * One simulated player as a real hub client (player-protocol.md "What the simulated players
 * must do"): the official `@azure/web-pubsub-client`, one group per zone, replies and status
 * pushes via sendToGroup (json, noEcho). The zone logic lives in the pure modules.
 */
import { WebPubSubClient } from '@azure/web-pubsub-client';
import type { Logger } from '../log';
import { handleCommand } from './commands';
import { advanceDownload, initialDownload, type DownloadState } from './downloads';
import { zoneGroup, type FleetPlayer } from './fixture';
import { parseRequest, reply, type PlayerReply } from './messages';
import { advance } from './playback';
import { status } from './shapes';
import { createZoneState, type ZoneState } from './zone-state';

/** What a simulated player needs from the fleet. */
export interface PlayerClientOptions {
  hubUrl: string;
  mintToken(userId: string, groups: string[]): Promise<string>;
  isSilenced(licenceKey: string): boolean;
  now: () => number;
  log: Logger;
  /** Delay before retrying a failed first connection, ms. */
  retryMs: number;
  /** SDK keep-alive: ping period and silence before the client drops the socket, ms (0 = off). */
  keepAliveIntervalMs: number;
  keepAliveTimeoutMs: number;
}

/** A connected simulated player. */
export class PlayerClient {
  private readonly zones = new Map<string, ZoneState>();
  private readonly groups: string[];
  private download: DownloadState;
  private client: WebPubSubClient | null = null;
  private readonly pending = new Set<Promise<void>>();
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    readonly player: FleetPlayer,
    private readonly opts: PlayerClientOptions,
  ) {
    const now = opts.now();
    this.groups = player.zones.map((_, i) => zoneGroup(player, i + 1));
    this.groups.forEach((g, i) => this.zones.set(g, createZoneState(player, i + 1, now)));
    this.download = initialDownload(player, now);
  }

  /** The current state of a zone (1-based), for diagnostics and tests. */
  zoneState(zone: number): ZoneState | undefined {
    return this.zones.get(zoneGroup(this.player, zone));
  }

  /** Connects and joins every zone group; a failed first attempt is retried in the background. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const { hubUrl, mintToken } = this.opts;
    const userId = `player:${this.player.LicenceKey}`;
    const { keepAliveIntervalMs, keepAliveTimeoutMs } = this.opts;
    const client = new WebPubSubClient(
      {
        getClientAccessUrl: async () =>
          `${hubUrl}?access_token=${encodeURIComponent(await mintToken(userId, this.groups))}`,
      },
      { keepAliveIntervalInMs: keepAliveIntervalMs, keepAliveTimeoutInMs: keepAliveTimeoutMs },
    );
    client.on('group-message', (e) => this.onGroupMessage(e.message.group, e.message.data));
    this.client = client;
    try {
      await client.start();
      await Promise.all(this.groups.map((g) => client.joinGroup(g)));
    } catch (err) {
      this.opts.log.warn(
        `player ${this.player.PlayerName} could not connect; retrying`,
        err instanceof Error ? err.message : err,
      );
      client.stop();
      this.client = null;
      if (!this.stopped) this.retry = setTimeout(() => void this.start(), this.opts.retryMs);
    }
  }

  /** Brings every zone and the download up to now; pushes a status where the track changed. */
  tick(): void {
    const now = this.opts.now();
    this.download = advanceDownload(this.download, now);
    for (const [group, before] of this.zones) {
      const after = advance(before, now);
      this.zones.set(group, after);
      if (after.trackSeq !== before.trackSeq && !this.silenced())
        this.send(group, reply(0, status(after, now)));
    }
  }

  /** Disconnects for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (!client) return;
    await Promise.race([Promise.all(this.pending), delay(1000)]);
    // Wait for the close handshake so the hub is not closing the same socket from its side.
    const stopped = new Promise<void>((resolve) => client.on('stopped', () => resolve()));
    client.stop();
    await Promise.race([stopped, delay(2000)]);
  }

  private silenced(): boolean {
    return this.opts.isSilenced(this.player.LicenceKey);
  }

  /** Answers a request on a zone group; anything that is not a request is ignored. Never throws. */
  private onGroupMessage(group: string | undefined, data: unknown): void {
    try {
      const state = group === undefined ? undefined : this.zones.get(group);
      const req = parseRequest(data);
      if (!state || !req || !group || this.silenced()) return;
      const now = this.opts.now();
      this.download = advanceDownload(this.download, now);
      const outcome = handleCommand(state, req, now, { player: this.player, download: this.download });
      this.zones.set(group, outcome.state);
      this.send(group, outcome.reply);
      if (outcome.pushStatus) this.send(group, reply(0, status(outcome.state, now)));
    } catch (err) {
      this.opts.log.error(`player ${this.player.PlayerName}: bad message ignored`, err);
    }
  }

  /**
   * Sends at once. The SDK writes the frame synchronously, so replies and pushes leave in call
   * order; the ack is awaited in the background (it may never come under the withheld-acks fault).
   */
  private send(group: string, message: PlayerReply): void {
    const client = this.client;
    if (!client) return;
    const data = message as unknown as Record<string, unknown>;
    const sent = client.sendToGroup(group, data, 'json', { noEcho: true }).then(
      () => undefined,
      (err: unknown) => this.opts.log.warn(`player ${this.player.PlayerName}: send failed`, errorText(err)),
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }
}

/** Resolves after `ms` without holding the process open. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function errorText(err: unknown): unknown {
  return err instanceof Error ? err.message : err;
}
