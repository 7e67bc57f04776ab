import { marbles } from 'rxjs-marbles/jest';
import { NEVER, of, throwError, type Observable } from 'rxjs';
import { COMMAND_TIMEOUT_MS, OVERVIEW_REQUESTS_IN_FLIGHT } from '../../../../src/config/timing';
import { nowPlaying$, switchZone$, zones$ } from '../../../../src/features/selector/zones/zones.streams';
import { aNowPlaying, aStatus } from '../../../support/builders';
import type { PlayerReply } from '../../../../src/lib/player/envelope';
import type { HubAck } from '../../../../src/lib/hub/types';

const KEY = 'a'.repeat(36) + '-' + 'aa:bb:cc:dd:ee:ff'; // 54 characters
const ack: HubAck = { ackId: 1, duplicated: false };

function hub(leave$: Observable<HubAck> = of(ack), join$: Observable<HubAck> = of(ack)) {
  const calls: string[] = [];
  return {
    calls,
    hub: {
      joinGroup: (g: string) => (calls.push(`join ${g}`), join$),
      leaveGroup: (g: string) => (calls.push(`leave ${g}`), leave$),
      sendToGroup: (g: string) => (calls.push(`send ${g}`), of(ack)),
    },
  };
}

// prettier-ignore
describe('zone selection (spec §4 Zone selection)', () => {
  it('leaves the current group, then 1 s later gives the new group: 54-character key, "-", zone number', marbles((m) => {
    const { hub: h, calls } = hub();
    const expected = '1s (g|)';
    m.expect(switchZone$({ hub: h, replies$: NEVER, scheduler: m.scheduler }, `${KEY}-1`, 3)).toBeObservable(expected, { g: `${KEY}-3` });
    m.flush();
    expect(calls).toEqual([`leave ${KEY}-1`]);
  }));

  it('waits for the leave to be acked before the 1 s delay starts', marbles((m) => {
    const leave = m.cold('500ms (a|)', { a: ack });
    const { hub: h } = hub(leave);
    m.expect(switchZone$({ hub: h, replies$: NEVER, scheduler: m.scheduler }, `${KEY}-2`, 1)).toBeObservable('1500ms (g|)', { g: `${KEY}-1` });
  }));

  it('still switches when leaving fails', marbles((m) => {
    const { hub: h } = hub(throwError(() => new Error('gone')));
    m.expect(switchZone$({ hub: h, replies$: NEVER, scheduler: m.scheduler }, `${KEY}-1`, 2)).toBeObservable('1s (g|)', { g: `${KEY}-2` });
  }));
});

// prettier-ignore
describe('zones$ (spec §2 Channels, command 741)', () => {
  it('joins the first zone group, asks for connection info and lists the zones without nulls', marbles((m) => {
    const { hub: h, calls } = hub();
    const info = { Version: '8.1.0', LicenceKey: 'L', MacAddress: 'M', Zones: [{ ZoneName: 'Bar', RemoteVolumeAllowed: true }, null] };
    const replies = m.hot<PlayerReply>('-- r', { r: { group: `${KEY}-1`, command: 741, response: info } });
    m.expect(zones$({ hub: h, replies$: replies, scheduler: m.scheduler }, `${KEY}-1`)).toBeObservable('l- (z|)', {
      l: { kind: 'loading' },
      z: { kind: 'loaded', info: { ...info, Zones: [{ ZoneName: 'Bar', RemoteVolumeAllowed: true }] } },
    });
    m.flush();
    expect(calls).toEqual([`join ${KEY}-1`, `send ${KEY}-1`]);
  }));
});

// prettier-ignore
describe('nowPlaying$ (the zone cards show what each zone plays, command 0)', () => {
  const selection = (group: string | null) => ({ current: () => (group ? { zone: { group } } : null) });

  it('joins every other zone group, asks each zone its status and gives the titles known so far by zone number', marbles((m) => {
    const { hub: h, calls } = hub();
    const replies = m.hot<PlayerReply>('-- a - b', {
      a: { group: `${KEY}-3`, command: 0, response: aStatus({ NowPlaying: aNowPlaying(3) }) },
      b: { group: `${KEY}-1`, command: 0, response: aStatus({ NowPlaying: { ...aNowPlaying(1), IsAdvert: true } }) },
    });
    const deps = { hub: h, replies$: replies, scheduler: m.scheduler, selection: selection(null) };
    const zone3 = { title: 'Title 3', artist: 'Artist 3' };
    m.expect(nowPlaying$(deps, `${KEY}-1`, 3)).toBeObservable(`e- a - b ${COMMAND_TIMEOUT_MS - 5}ms |`, {
      e: new Map(),
      a: new Map([[3, zone3]]),
      // A message shows its title alone; zone 2 never answers, and the stream ends at its deadline.
      b: new Map([[3, zone3], [1, { title: 'Title 1', artist: '' }]]),
    });
    m.flush();
    expect(calls).toEqual([
      `send ${KEY}-1`, `join ${KEY}-2`, `send ${KEY}-2`, `join ${KEY}-3`, `send ${KEY}-3`,
      // Done: the groups it joined are left again (the first is the zone list's).
      `leave ${KEY}-2`, `leave ${KEY}-3`,
    ]);
  }));

  it(`asks at most OVERVIEW_REQUESTS_IN_FLIGHT zones at a time; a silent zone frees its place after the command deadline`, marbles((m) => {
    const { hub: h, calls } = hub();
    const deps = { hub: h, replies$: NEVER, scheduler: m.scheduler, selection: selection(null) };
    const count = OVERVIEW_REQUESTS_IN_FLIGHT + 2;
    const sent = () => calls.filter((c) => c.startsWith('send')).length;
    m.scheduler.schedule(() => expect(sent()).toBe(OVERVIEW_REQUESTS_IN_FLIGHT), COMMAND_TIMEOUT_MS - 1);
    m.scheduler.schedule(() => expect(sent()).toBe(count), COMMAND_TIMEOUT_MS + 1);
    m.expect(nowPlaying$(deps, `${KEY}-1`, count)).toBeObservable(`e ${2 * COMMAND_TIMEOUT_MS - 1}ms |`, { e: new Map() });
  }));

  it('leaves the groups it joined when unsubscribed, except the tab’s selected zone’s', marbles((m) => {
    const { hub: h, calls } = hub();
    const deps = { hub: h, replies$: NEVER, scheduler: m.scheduler, selection: selection(`${KEY}-2`) };
    m.expect(nowPlaying$(deps, `${KEY}-1`, 3), '-!').toBeObservable('e', { e: new Map() });
    m.flush();
    expect(calls.filter((c) => c.startsWith('leave'))).toEqual([`leave ${KEY}-3`]);
  }));
});
