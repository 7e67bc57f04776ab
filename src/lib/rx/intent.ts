import { Subject, type Observable } from 'rxjs';

/**
 * A user intent as a (stream, emitter) pair (docs/architecture.md §3): components call the emitter, pipelines
 * read the stream; the Subject between them is never exposed. The stream is hot: a value emitted
 * while nothing listens is gone.
 */
export type Intent<T> = readonly [stream: Observable<T>, emit: (value: T) => void];

/** Creates an {@link Intent}. */
export function createIntent<T = void>(): Intent<T> {
  const subject = new Subject<T>();
  return [subject.asObservable(), (value: T) => subject.next(value)];
}
