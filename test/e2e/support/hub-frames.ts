import type { Page, WebSocket } from 'playwright-core';

/** One player command the page published to a zone group over the hub (a `sendToGroup` frame). */
export interface SentCommand {
  /** The command number (spec §7: 0 status, 101 play, 102 pause, 103 next, 104 previous, …). */
  readonly command: number;
  readonly arguments: readonly string[];
  /** The hub ackId: a frame written again (on a new socket) keeps it. */
  readonly ackId: number;
  /** Which of the page's sockets carried it: 1 for the first one the page opened, 2 for the next, … */
  readonly socket: number;
}

/** The player commands a page sends, and the replies it gets, as seen on the wire. */
export interface CommandLog {
  /** Every command frame so far, in the order sent, rewrites included. */
  frames(): readonly SentCommand[];
  /** The command numbers sent after `mark` (a length of {@link frames}), one per ackId, in order. */
  commandsSince(mark: number): number[];
  /** Resolves with the first command frame (sent after this call) that `accept` takes. */
  next(accept: (sent: SentCommand) => boolean): Promise<SentCommand>;
  /** How many sockets the page has opened so far. */
  sockets(): number;
  /** Resolves when a player reply (`{ Command, Response }` from the zone group) to `command` reaches the page, after this call. */
  nextReply(command: number): Promise<void>;
}

interface Frame {
  type?: unknown;
  ackId?: unknown;
  data?: { command?: unknown; arguments?: unknown; Command?: unknown };
}

const parse = (payload: string | Buffer): Frame | undefined => {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as Frame;
  } catch {
    return undefined;
  }
};

/**
 * Records the player commands `page` sends from now on, by watching its WebSocket frames (Playwright
 * sees every socket the page opens). Install before the page opens its hub connection. Lets a test
 * count commands (one press → one command) instead of guessing from the screen after a pause.
 */
export function recordCommands(page: Page): CommandLog {
  const sent: SentCommand[] = [];
  const waiting: { accept: (s: SentCommand) => boolean; resolve: (s: SentCommand) => void }[] = [];
  const replyWaits: { command: number; resolve: () => void }[] = [];
  let sockets = 0;
  page.on('websocket', (ws: WebSocket) => {
    const socket = ++sockets;
    ws.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.type !== 'message' || typeof frame.data?.Command !== 'number') return;
      for (const w of replyWaits.splice(0)) {
        if (w.command === frame.data.Command) w.resolve();
        else replyWaits.push(w);
      }
    });
    ws.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.type !== 'sendToGroup' || typeof frame.data?.command !== 'number') return;
      const command: SentCommand = {
        command: frame.data.command,
        arguments: Array.isArray(frame.data.arguments) ? frame.data.arguments.map(String) : [],
        ackId: typeof frame.ackId === 'number' ? frame.ackId : -1,
        socket,
      };
      sent.push(command);
      for (const w of waiting.splice(0)) {
        if (w.accept(command)) w.resolve(command);
        else waiting.push(w);
      }
    });
  });
  return {
    frames: () => sent,
    commandsSince: (mark) => {
      const seen = new Set<number>();
      return sent
        .slice(mark)
        .filter((s) => (seen.has(s.ackId) ? false : (seen.add(s.ackId), true)))
        .map((s) => s.command);
    },
    next: (accept) => new Promise((resolve) => waiting.push({ accept, resolve })),
    sockets: () => sockets,
    nextReply: (command) => new Promise((resolve) => replyWaits.push({ command, resolve })),
  };
}
