import { createIntent } from '../../../src/lib/rx/intent';

describe('createIntent', () => {
  it('delivers what the emitter is given to every subscriber of the stream, and nothing to later ones', () => {
    const [stream$, emit] = createIntent<number>();
    const seen: number[] = [];
    emit(0);
    const subscription = stream$.subscribe((value) => seen.push(value));
    emit(1);
    emit(2);
    subscription.unsubscribe();
    emit(3);
    expect(seen).toEqual([1, 2]);
  });

  it('exposes an observable, not the subject behind it', () => {
    const [stream$] = createIntent();
    expect('next' in stream$).toBe(false);
  });
});
