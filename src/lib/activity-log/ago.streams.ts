import { asyncScheduler, type Observable, type SchedulerLike } from 'rxjs';
import { ACTIVITY_LOG_AGO_TICK_MS } from '../../config/timing';
import { alignedTicks } from '../rx/clock';

/**
 * The time (scheduler time, ms) at once and every ACTIVITY_LOG_AGO_TICK_MS after, for the "… ago" of
 * the activity shown (a tick only refreshes the text). Never completes.
 */
export const agoNow$ = (scheduler: SchedulerLike = asyncScheduler): Observable<number> =>
  alignedTicks(scheduler.now(), ACTIVITY_LOG_AGO_TICK_MS, scheduler);
