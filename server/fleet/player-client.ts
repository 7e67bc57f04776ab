/**
 * One simulated player as a real hub client (player-protocol.md "What the simulated players
 * must do"): the official `@azure/web-pubsub-client`, one group per zone, replies and status
 * pushes via sendToGroup (json, noEcho). The zone logic lives in the pure modules.
 */
import { WebPubSubClient } from '@azure/web-pubsub-client';
import type { Logger } from '../log';
import { FLEET_STOP_CLOSE_WAIT_MS, FLEET_STOP_SENDS_WAIT_MS } from '../timing';
import { handleCommand } from './commands';
import { advanceDownload, initialDownload, type DownloadState } from './downloads';
import { zoneGroup, type FleetPlayer } from './fixture';
import { parseRequest, reply, type PlayerReply } from './envelope';
import { advance } from './playback';
import { status } from './shapes';
import { createZoneState, type ZoneState } from './zone-state';

/** What a simulated player needs from the fleet. */
export interface PlayerClientOptions {
  /** A client access URL for `userId` allowed exactly `groups` (fleet/index.ts `sdkAccessUrl`). */
  clientAccessUrl(userId: string, groups: readonly string[]): Promise<string>;
  isSilenced(licenceKey: string): boolean;
  now: () => number;
  log: Logger;
  /** Delay before retrying a failed first connection, ms. */
  retryMs: number;
  /** Each zone also pushes its status at least this often, ms; undefined: only on changes. */
  statusIntervalMs?: number;
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
  private joined = false;
  /** When each zone group last got a status push, ms on the player's clock. */
  private readonly lastPush = new Map<string, number>();
  /** Sends the hub acknowledged (`sent`, of them `pushes` unasked statuses) and sends that failed. */
  readonly counts = { sent: 0, pushes: 0, failed: 0 };

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

  /** True once connected with every zone group joined (until stopped). */
  get connected(): boolean {
    return this.joined && this.client !== null;
  }

  /** Connects and joins every zone group; a failed first attempt is retried in the background. */
  async start(): Promise<void> {
    if (this.stopped) return;
    // The players' user id form: the app believes zone replies from `player:` senders only
    // (player-protocol.md §1 "Who may answer").
    const userId = `player:${this.player.LicenceKey}`;
    const { keepAliveIntervalMs, keepAliveTimeoutMs } = this.opts;
    const client = new WebPubSubClient(
      { getClientAccessUrl: () => this.opts.clientAccessUrl(userId, this.groups) },
      { keepAliveIntervalInMs: keepAliveIntervalMs, keepAliveTimeoutInMs: keepAliveTimeoutMs },
    );
    client.on('group-message', (e) => this.onGroupMessage(e.message.group, e.message.data));
    this.client = client;
    try {
      await client.start();
      await Promise.all(this.groups.map((g) => client.joinGroup(g)));
      this.joined = true;
    } catch (err) {
      this.opts.log.warn(
        `player ${this.player.PlayerName} could not connect; retrying: ${err instanceof Error ? err.message : String(err)}`,
      );
      client.stop();
      this.client = null;
      if (!this.stopped) this.retry = setTimeout(() => void this.start(), this.opts.retryMs);
    }
  }

  /** Brings every zone and the download up to now; pushes a status where the track changed or one is due. */
  tick(): void {
    const now = this.opts.now();
    this.download = advanceDownload(this.download, now);
    for (const [group, before] of this.zones) {
      const after = advance(before, now);
      this.zones.set(group, after);
      const due =
        this.opts.statusIntervalMs !== undefined &&
        now - (this.lastPush.get(group) ?? -Infinity) >= this.opts.statusIntervalMs;
      if ((after.trackSeq !== before.trackSeq || due) && !this.silenced()) this.push(group, after, now);
    }
  }

  /** Disconnects for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (!client) return;
    await Promise.race([Promise.all(this.pending), delay(FLEET_STOP_SENDS_WAIT_MS)]);
    // Wait for the close handshake so the hub is not closing the same socket from its side.
    const stopped = new Promise<void>((resolve) => client.on('stopped', () => resolve()));
    client.stop();
    await Promise.race([stopped, delay(FLEET_STOP_CLOSE_WAIT_MS)]);
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
      if (outcome.pushStatus) this.push(group, outcome.state, now);
    } catch (err) {
      this.opts.log.error({ err }, `player ${this.player.PlayerName}: bad message ignored`);
    }
  }

  /** Pushes the status of zone group `group` (command 0, unasked). */
  private push(group: string, state: ZoneState, now: number): void {
    this.lastPush.set(group, now);
    this.send(group, reply(0, status(state, now)), true);
  }

  /**
   * Sends at once. The SDK writes the frame synchronously, so replies and pushes leave in call
   * order; the ack is awaited in the background (it may never come under the withheld-acks fault).
   */
  private send(group: string, message: PlayerReply, push = false): void {
    const client = this.client;
    if (!client) return;
    const data = message as unknown as Record<string, unknown>;
    const sent = client.sendToGroup(group, data, 'json', { noEcho: true }).then(
      () => {
        this.counts.sent += 1;
        if (push) this.counts.pushes += 1;
      },
      (err: unknown) => {
        this.counts.failed += 1;
        this.opts.log.warn(`player ${this.player.PlayerName}: send failed: ${errorText(err)}`);
      },
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
