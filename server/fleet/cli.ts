/**
 * `npm run fleet -- --players N`: the simulated fleet as its own process, against any Web PubSub hub
 * (the local service's or a real Azure resource), so a load test can be spread over several machines.
 * See server/README.md "The fleet as its own process".
 */
import { parseArgs } from 'node:util';
import { parseConnectionString } from '../hub/connection-string';
import { HUB_NAME } from '../hub/upgrade';
import { createLogger } from '../log';
import { exitOnSignals } from '../process';
import { FLEET_REPORT_MS, SECOND_MS } from '../timing';
import { type FleetStats, loadPlayers, sdkAccessUrl, startFleet } from './index';

/** What the command line asks for. */
export interface FleetCommand {
  readonly players: number;
  readonly connectionString: string;
  readonly hub: string;
  /** Status push period per zone, ms; undefined: on changes only. */
  readonly statusIntervalMs?: number;
  /** Stop after this many ms and print a summary; undefined: run until interrupted. */
  readonly durationMs?: number;
  readonly verbose: boolean;
}

/** The usage text. */
export const USAGE = `Usage: npm run fleet -- --players N [options]

  --players N               simulated players (the demo's online players first, then copies)
  --connection-string S     Web PubSub connection string, Endpoint=…;AccessKey=…;Version=1.0;
                            (default: env WEB_PUBSUB_CONNECTION_STRING)
  --hub NAME                hub to join (default players)
  --status-every SECONDS    each zone pushes its status at least this often (default: on changes)
  --duration SECONDS        stop after this long and print a summary (default: until Ctrl-C)
  --verbose                 log each player's connection failures and refused sends`;

/**
 * Reads the command line (`args` without node and script) and the environment. Throws an Error
 * whose message says what is wrong (and the usage) on an unknown option or a bad value.
 */
export function parseFleetCommand(args: readonly string[], env: NodeJS.ProcessEnv): FleetCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        players: { type: 'string' },
        'connection-string': { type: 'string' },
        hub: { type: 'string', default: 'players' },
        'status-every': { type: 'string' },
        duration: { type: 'string' },
        verbose: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, {
      cause: error,
    });
  }
  const players = Number(values.players);
  if (values.players === undefined || !/^\d+$/.test(values.players) || players < 1)
    throw new Error(`--players must be a whole number ≥ 1, got "${values.players ?? ''}"\n\n${USAGE}`);
  const connectionString = values['connection-string'] ?? env['WEB_PUBSUB_CONNECTION_STRING'];
  if (!connectionString)
    throw new Error(`Give --connection-string or WEB_PUBSUB_CONNECTION_STRING\n\n${USAGE}`);
  parseConnectionString(connectionString);
  const hub = values.hub ?? 'players';
  if (!HUB_NAME.test(hub)) throw new Error(`--hub "${hub}" is not a Web PubSub hub name`);
  return {
    players,
    connectionString,
    hub,
    statusIntervalMs: seconds(values['status-every'], '--status-every'),
    durationMs: seconds(values.duration, '--duration'),
    verbose: values.verbose ?? false,
  };
}

/** Seconds given on the command line, as ms; undefined when absent. */
function seconds(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a number of seconds > 0, got "${text}"`);
  return value * SECOND_MS;
}

/** One line of figures: players held, sends and pushes per second over `elapsedMs`, memory. */
export function reportLine(
  stats: FleetStats,
  before: FleetStats,
  elapsedMs: number,
  players: number,
): string {
  const rate = (n: number): string => ((n * SECOND_MS) / elapsedMs).toFixed(1);
  const memory = process.memoryUsage();
  const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
  return (
    `players ${stats.connected}/${players}  sends/s ${rate(stats.sent - before.sent)}  ` +
    `status pushes/s ${rate(stats.pushes - before.pushes)}  failed ${stats.failed}  ` +
    `rss ${mb(memory.rss)} MB  heap ${mb(memory.heapUsed)} MB`
  );
}

async function main(): Promise<void> {
  const command = parseFleetCommand(process.argv.slice(2), process.env);
  const endpoint = parseConnectionString(command.connectionString).endpoint;
  console.log(`fleet: ${command.players} players → hub "${command.hub}" at ${endpoint}`);
  const started = performance.now();
  const fleet = await startFleet({
    clientAccessUrl: sdkAccessUrl(command.connectionString, command.hub),
    faults: { isSilenced: () => false },
    players: loadPlayers(command.players),
    statusIntervalMs: command.statusIntervalMs,
    log: createLogger({ enabled: command.verbose }).child({ scope: 'fleet' }),
  });
  console.log(`fleet: started in ${((performance.now() - started) / SECOND_MS).toFixed(1)} s`);
  let last = fleet.stats();
  let lastAt = performance.now();
  const first = { stats: last, at: lastAt };
  const report = setInterval(() => {
    const stats = fleet.stats();
    const now = performance.now();
    console.log(`fleet: ${reportLine(stats, last, now - lastAt, command.players)}`);
    last = stats;
    lastAt = now;
  }, FLEET_REPORT_MS);
  const stop = async (): Promise<void> => {
    clearInterval(report);
    const now = performance.now();
    console.log(`fleet: overall ${reportLine(fleet.stats(), first.stats, now - first.at, command.players)}`);
    await fleet.stop();
  };
  if (command.durationMs === undefined) return exitOnSignals(stop);
  setTimeout(() => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }, command.durationMs);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`fleet: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
