import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { MAX_SOCKET_BUFFERED_BYTES } from './frames';

/**
 * Ordered text sender for one socket. With a frame delay (fault `delayFrames`, in ms) every frame
 * leaves no earlier than `delay` after it was queued, and never before a frame queued earlier.
 * Frames due on a socket that is no longer open are dropped (reliable messages stay in the
 * connection's unacked buffer and are redelivered on recovery). Delays are elapsed time, measured on
 * the monotonic `performance.now()` beside the timers that wait them out, not on the service's
 * clock (which may be pinned to an instant and need not run at all). A frame that would take the
 * socket's unsent bytes past {@link MAX_SOCKET_BUFFERED_BYTES} is not written: `onStalled` is called
 * instead (the reader has stopped reading), and nothing more is written.
 */
export class Outbound {
  private readonly queue: { due: number; text: string }[] = [];
  private lastDue = 0;
  private timer: NodeJS.Timeout | undefined;

  private stalled = false;

  constructor(
    readonly socket: WebSocket,
    private readonly delayMs: () => number,
    /** Called once when the socket's reader has fallen {@link MAX_SOCKET_BUFFERED_BYTES} behind. */
    private readonly onStalled: () => void = () => undefined,
  ) {}

  /** Sends `frame` as JSON text, now or after the configured delay. */
  send(frame: object): void {
    const text = JSON.stringify(frame);
    const delay = this.delayMs();
    if (delay <= 0 && this.queue.length === 0) return this.write(text);
    const due = Math.max(performance.now() + Math.max(delay, 0), this.lastDue);
    this.lastDue = due;
    this.queue.push({ due, text });
    this.schedule();
  }

  /** Forgets queued frames (the socket is going away). */
  clear(): void {
    this.queue.length = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer || this.queue.length === 0) return;
    const wait = Math.max((this.queue[0]?.due ?? 0) - performance.now(), 0);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      while (this.queue.length > 0 && (this.queue[0]?.due ?? 0) <= performance.now())
        this.write(this.queue.shift()!.text);
      this.schedule();
    }, wait);
  }

  private write(text: string): void {
    if (this.stalled || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount + Buffer.byteLength(text) > MAX_SOCKET_BUFFERED_BYTES) {
      this.stalled = true;
      this.clear();
      return this.onStalled();
    }
    this.socket.send(text);
  }
}
