import { marbles } from 'rxjs-marbles/jest';
import { defer, NEVER } from 'rxjs';
import { CommandResult } from '../../../src/lib/player/replies';
import { fakeZone, ok, statusReply } from '../../support/zone-fakes';

const at = (
  ms: number,
  run: () => void,
  m: { scheduler: { schedule(work: () => void, delay: number): unknown } },
) => m.scheduler.schedule(run, ms);

// prettier-ignore
describe('zone control (spec §4 Play state, §7, §9)', () => {
  it('requests the status 1.5 s after joining the zone group', marbles((m) => {
    const { zone, sent } = fakeZone(NEVER, m.scheduler);
    m.expect(zone.run$, '^ 2s !').toBeObservable('');
    m.flush();
    expect(sent).toEqual([{ at: 1500, command: 0, args: [] }]);
  }));

  it('holds commands until the zone group is joined, so no reply is published before the app listens', marbles((m) => {
    const { zone, sent } = fakeZone(NEVER, m.scheduler, m.cold('500ms a', { a: { ackId: 1, duplicated: false } }));
    m.scheduler.schedule(() => zone.command(801, { schema: CommandResult }).subscribe({ error: () => undefined }), 100);
    m.expect(zone.run$, '^ 2100ms !').toBeObservable('');
    m.flush();
    expect(sent).toEqual([{ at: 500, command: 801, args: [] }, { at: 2000, command: 0, args: [] }]);
  }));

  it('fails a command whose zone group could not be joined, with the join error, and the next command joins again', marbles((m) => {
    const refused = new Error('join refused');
    let joins = 0;
    const join$ = defer(() => (++joins === 1 ? m.cold('100ms #', undefined, refused) : m.cold('100ms a', { a: { ackId: 2, duplicated: false } })));
    const { zone, sent } = fakeZone(NEVER, m.scheduler, join$);
    const failures: unknown[] = [];
    m.scheduler.schedule(() => zone.command(801, { schema: CommandResult }).subscribe({ error: (e: unknown) => failures.push(e) }), 0);
    m.scheduler.schedule(() => zone.command(801, { schema: CommandResult }).subscribe({ error: () => undefined }), 500);
    m.flush();
    expect(failures).toEqual([refused]);
    expect(joins).toBe(2);
    expect(sent).toEqual([{ at: 600, command: 801, args: [] }]);
  }));

  it('debounces next and previous by 150 ms and sends only the settled intent', marbles((m) => {
    const replies = m.hot('500ms p 700ms n', { p: ok(104), n: ok(103) });
    const { zone, sent } = fakeZone(replies, m.scheduler);
    at(100, zone.next, m);
    at(200, zone.next, m);
    at(340, zone.previous, m);
    at(1000, zone.next, m);
    m.expect(zone.run$, '^ 1400ms !').toBeObservable('');
    m.flush();
    expect(sent.filter((s) => s.command !== 0)).toEqual([
      { at: 490, command: 104, args: [] },
      { at: 1150, command: 103, args: [] },
    ]);
  }));

  it('requests the status 250 ms after a play or pause is accepted, and stores nowPlaying', marbles((m) => {
    const replies = m.hot('100ms s 400ms p', { s: statusReply({ PlayState: 1 }), p: ok(102) });
    const { zone, sent, local } = fakeZone(replies, m.scheduler);
    at(300, zone.togglePlay, m);
    m.expect(zone.run$, '^ 1000ms !').toBeObservable('');
    m.flush();
    expect(sent).toEqual([{ at: 300, command: 102, args: [] }, { at: 751, command: 0, args: [] }]);
    expect(local.values.get('nowPlaying')).toBe(false);
  }));

  it('ignores a second play/pause press while the first command waits for its reply', marbles((m) => {
    const replies = m.hot('100ms s 400ms p', { s: statusReply({ PlayState: 2 }), p: ok(101) });
    const { zone, sent } = fakeZone(replies, m.scheduler);
    at(300, zone.togglePlay, m);
    at(400, zone.togglePlay, m);
    m.expect(zone.run$, '^ 1000ms !').toBeObservable('');
    m.flush();
    expect(sent.map((s) => s.command)).toEqual([101, 0]);
  }));

  it('refuses play/pause locally when RemotePauseAllowed is false', marbles((m) => {
    const replies = m.hot('100ms s', { s: statusReply({ PlayState: 1, RemotePauseAllowed: false }) });
    const { zone, sent } = fakeZone(replies, m.scheduler);
    at(300, zone.togglePlay, m);
    m.expect(zone.run$, '^ 1000ms !').toBeObservable('300ms e', { e: { kind: 'not-allowed', textId: 'player.RemotePauseNotAllowedMessage' } });
    m.flush();
    expect(sent).toEqual([]);
  }));

  it('a status request without a valid reply becomes a timeout event after 10 s (the dialog, then the selector)', marbles((m) => {
    const { zone } = fakeZone(NEVER, m.scheduler);
    m.expect(zone.run$, '^ 12s !').toBeObservable('11500ms t', { t: { kind: 'timeout', command: 0 } });
  }));

  it('stores the status fields the other screens read', marbles((m) => {
    const replies = m.hot('100ms s', { s: statusReply({ PlayState: 2, Name: 'Terrace', Playlist: 'Rock, Pop' }) });
    const { zone, local, zoneNames } = fakeZone(replies, m.scheduler);
    m.expect(zone.run$, '^ 200ms !').toBeObservable('');
    m.flush();
    expect(Object.fromEntries(local.values)).toEqual({ nowPlaying: false, playlistName: 'Rock, Pop' });
    expect(zoneNames).toEqual(['Terrace']); // the selection keeps the zone's name (and writes zoneName)
  }));
});
