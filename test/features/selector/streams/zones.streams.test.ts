import { marbles } from 'rxjs-marbles/jest';
import { NEVER, of, throwError, type Observable } from 'rxjs';
import { switchZone$, zones$ } from '../../../../src/features/selector/streams/zones.streams';
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
