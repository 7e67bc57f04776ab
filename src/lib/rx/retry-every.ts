import { retry, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';

/** Resubscribes after every error, `delayMs` later on `scheduler`, without limit: the stream never errors. */
export function retryEvery<T>(delayMs: number, scheduler: SchedulerLike): MonoTypeOperatorFunction<T> {
  return retry({ delay: () => timer(delayMs, scheduler) });
}
