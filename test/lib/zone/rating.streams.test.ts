import { marbles } from 'rxjs-marbles/jest';
import { EMPTY, of } from 'rxjs';
import { ratingArgs, ratings$, type RatingIntent } from '../../../src/lib/zone/rating.streams';
import { fakeZone, ok, statusReply } from '../../support/zone-fakes';

const track = { fileName: 'Song, With Comma.mp3', favourite: false, enabled: true };
const fav: RatingIntent = { kind: 'favourite', ...track };

describe('rating arguments (spec §4 Favourite toggle, Disable toggle)', () => {
  it.each<[RatingIntent, string[]]>([
    [{ kind: 'favourite', fileName: 'f.mp3', favourite: true, enabled: true }, ['f.mp3', 'true', 'false']],
    [{ kind: 'favourite', fileName: 'f.mp3', favourite: false, enabled: true }, ['f.mp3', 'true', 'true']],
    [{ kind: 'disable', fileName: 'f.mp3', favourite: true, enabled: true }, ['f.mp3', 'false', 'false']],
    [{ kind: 'disable', fileName: 'f.mp3', favourite: false, enabled: false }, ['f.mp3', 'true', 'false']],
  ])('%o → %p', (intent, args) => expect(ratingArgs(intent)).toEqual(args));

  it('keeps a file name with commas as one argument', () =>
    expect(ratingArgs(fav)[0]).toBe('Song, With Comma.mp3'));
});

// prettier-ignore
describe('ratings$ (spec §4, §9: reload 500 ms after a rating)', () => {
  it('emits the rating 500 ms after the player accepted it', marbles((m) => {
    const intents  = m.hot('-a', { a: fav });
    const accept   = m.cold('--r|', { r: { Success: true } });
    const expected =       '--- 500ms a';
    m.expect(ratings$(intents, () => accept, m.scheduler)).toBeObservable(expected, { a: fav });
  }));

  it('emits nothing for a rating that failed (the failure is reported by the zone)', marbles((m) => {
    const intents = m.hot('-a', { a: fav });
    m.expect(ratings$(intents, () => EMPTY, m.scheduler), '^ 2s !').toBeObservable('');
  }));

  it('sends ratings in order, one after the other', marbles((m) => {
    const seen: string[][] = [];
    const intents = m.hot<RatingIntent>('-a-b', { a: fav, b: { ...fav, kind: 'disable' } });
    const attempt = (_code: number, options: { args?: readonly (string | number | boolean)[] }) => {
      seen.push(options.args!.map(String));
      return of({ Success: true, Error: undefined });
    };
    m.expect(ratings$(intents, attempt, m.scheduler)).toBeObservable('- 500ms a 499ms b', { a: fav, b: { ...fav, kind: 'disable' } });
    m.flush();
    expect(seen).toEqual([['Song, With Comma.mp3', 'true', 'true'], ['Song, With Comma.mp3', 'false', 'false']]);
  }));

  it('the zone control requests the status and signals a reload 500 ms after an accepted rating', marbles((m) => {
    const replies = m.hot('100ms s 200ms r', { s: statusReply(), r: ok(723) });
    const { zone, sent } = fakeZone(replies, m.scheduler);
    m.scheduler.schedule(() => zone.rate(fav), 250);
    m.expect(zone.rated$, '^ 1400ms !').toBeObservable('801ms a', { a: fav });
    m.expect(zone.run$, '^ 1400ms !').toBeObservable('');
    m.flush();
    expect(sent).toEqual([
      { at: 250, command: 723, args: ['Song, With Comma.mp3', 'true', 'true'] },
      { at: 801, command: 0, args: [] },
    ]);
  }));
});
