import { marbles } from 'rxjs-marbles/jest';
import { commandKey } from '../../../src/lib/zone/zone.streams';
import { CommandResult } from '../../../src/lib/player/replies';
import { fakeZone, ok, statusReply } from '../../support/zone-fakes';

const at = (
  ms: number,
  run: () => void,
  m: { scheduler: { schedule(work: () => void, delay: number): unknown } },
) => m.scheduler.schedule(run, ms);

// prettier-ignore
describe('busy commands (docs/design.md "Honest about the connection": controls are busy until the player replies)', () => {
  it('play/pause is busy from the press until the player replies', marbles((m) => {
    const replies = m.hot('100ms s 399ms p', { s: statusReply({ PlayState: 2 }), p: ok(101) });
    const { zone } = fakeZone(replies, m.scheduler);
    at(300, zone.togglePlay, m);
    m.expect(zone.run$, '^ 1s !').toBeObservable('');
    m.expect(zone.busy$([commandKey(101), commandKey(102)]), '^ 1s !').toBeObservable('f 299ms t 199ms f', { f: false, t: true });
  }));

  it('next is busy from the first intent, through the 150 ms debounce, until its reply', marbles((m) => {
    const replies = m.hot('600ms n', { n: ok(103) });
    const { zone } = fakeZone(replies, m.scheduler);
    at(100, zone.next, m);
    at(200, zone.next, m);
    m.expect(zone.run$, '^ 1s !').toBeObservable('');
    m.expect(zone.busy$([commandKey(103)]), '^ 1s !').toBeObservable('f 99ms t 499ms f', { f: false, t: true });
  }));

  it('an intent replaced in the debounce (next, then previous) leaves only the one sent busy', marbles((m) => {
    const replies = m.hot('500ms p', { p: ok(104) });
    const { zone } = fakeZone(replies, m.scheduler);
    at(100, zone.next, m);
    at(150, zone.previous, m);
    m.expect(zone.run$, '^ 1s !').toBeObservable('');
    m.expect(zone.busy$([commandKey(103)]), '^ 1s !').toBeObservable('f 99ms t 49ms f', { f: false, t: true });
    m.expect(zone.busy$([commandKey(104)]), '^ 1s !').toBeObservable('f 149ms t 349ms f', { f: false, t: true });
  }));

  it('a failed command stops being busy and says so (a failure event)', marbles((m) => {
    const replies = m.hot('400ms r', { r: { group: 'g-1', command: 727, response: { Success: false, Error: 'No such playlist' } } });
    const { zone } = fakeZone(replies, m.scheduler);
    at(100, () => zone.attempt(727, { args: ['Rock, Pop'], schema: CommandResult }).subscribe(), m);
    m.expect(zone.run$, '^ 1s !').toBeObservable('400ms e', { e: { kind: 'refused', command: 727, reason: 'No such playlist' } });
    m.expect(zone.busy$([commandKey(727, ['Rock, Pop'])]), '^ 1s !').toBeObservable('f 99ms t 299ms f', { f: false, t: true });
    m.expect(zone.busy$([commandKey(727, ['Other'])]), '^ 1s !').toBeObservable('f', { f: false });
  }));
});
