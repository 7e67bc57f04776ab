import { marbles } from 'rxjs-marbles/jest';
import {
  ALERT_DELAY_LONG_MS,
  ALERT_DELAY_MEDIUM_MS,
  ALERT_DELAY_SHORT_MS,
  ALERT_GATHER_MS,
  ALERT_MUTE_LONG_MS,
  ALERT_MUTE_SHORT_MS,
} from '../../../../src/config/timing';
import { NO_LOG_VIEW, type LogView } from '../../../../src/lib/activity-log/activity-log.types';
import type { ActivityEntry } from '../../../../src/lib/activity-log/entries';
import type { ZoneSeen } from '../../../../src/lib/activity-log/recorder.streams';
import {
  alerts$,
  attentionItems$,
  changeItems$,
  type AlertItem,
} from '../../../../src/features/overview/alerts/alerts.streams';

const names = { zone: 'Counter', site: 'High Street', player: 'Shop' };
const seen = (attention: boolean, group = 'key-1'): ZoneSeen => ({
  group,
  names,
  mode: 'playing',
  attention,
});
const attentionOf = (group = 'key-1'): AlertItem => ({
  kind: 'attention',
  group,
  site: names.site,
  zone: names.zone,
});
const entry = (
  at: number,
  actor: ActivityEntry['actor'] = 'another-device',
  kind: ActivityEntry['kind'] = 'volume',
): ActivityEntry => ({
  at,
  group: 'key-1',
  kind,
  actor,
  to: '33',
  ...names,
});
const viewOf = (...entries: ActivityEntry[]): LogView => ({ ...NO_LOG_VIEW, entries });

// prettier-ignore
describe('attentionItems$: a zone that newly needs attention, after the chosen delay (docs/design.md "Activity log")', () => {
  it.each([
    ['ALERT_DELAY_SHORT_MS', ALERT_DELAY_SHORT_MS],
    ['ALERT_DELAY_MEDIUM_MS', ALERT_DELAY_MEDIUM_MS],
    ['ALERT_DELAY_LONG_MS', ALERT_DELAY_LONG_MS],
  ])('alerts a zone still needing attention %s after it began to', (_name, delay) => marbles((m) => {
    const seen$ = m.hot<readonly ZoneSeen[]>('a 9ms b', { a: [seen(false)], b: [seen(true)] });
    m.expect(attentionItems$(seen$, delay, m.scheduler)).toBeObservable(`${10 + delay}ms x`, { x: attentionOf() });
  })());

  it('does not alert a zone that stops needing attention before the delay', marbles((m) => {
    const seen$ = m.hot<readonly ZoneSeen[]>(`a 9ms b ${ALERT_DELAY_SHORT_MS - 2}ms c`, { a: [seen(false)], b: [seen(true)], c: [seen(false)] });
    m.expect(attentionItems$(seen$, ALERT_DELAY_SHORT_MS, m.scheduler)).toBeObservable('');
  }));

  it('does not alert a zone that already needed attention when first seen (the digest tells it)', marbles((m) => {
    const seen$ = m.hot<readonly ZoneSeen[]>('a 9ms b', { a: [seen(true)], b: [seen(true)] });
    m.expect(attentionItems$(seen$, ALERT_DELAY_SHORT_MS, m.scheduler), `^ ${2 * ALERT_DELAY_SHORT_MS}ms !`).toBeObservable('');
  }));

  it('follows each zone on its own', marbles((m) => {
    const seen$ = m.hot<readonly ZoneSeen[]>('a 9ms b', {
      a: [seen(false, 'key-1'), seen(false, 'key-2')],
      b: [seen(true, 'key-2')],
    });
    m.expect(attentionItems$(seen$, ALERT_DELAY_SHORT_MS, m.scheduler)).toBeObservable(`${10 + ALERT_DELAY_SHORT_MS}ms x`, { x: attentionOf('key-2') });
  }));
});

// prettier-ignore
describe('changeItems$: other sign-ins\' changes recorded while watching (docs/design.md "Activity log")', () => {
  it('alerts the command entries that come after the first view, not those the log loaded with, nor what the overview saw', marbles((m) => {
    const old = entry(1);
    const change = entry(5);
    const seenChange = entry(6, 'seen', 'offline');
    const view$ = m.hot<LogView>('a-b-c', {
      a: viewOf(old),
      b: viewOf(change, old),
      c: viewOf(seenChange, change, old),
    });
    m.expect(changeItems$(view$)).toBeObservable('--x', {
      x: { kind: 'change', group: 'key-1', site: names.site, zone: names.zone, entry: change },
    });
  }));
});

// prettier-ignore
describe('alerts$: gathered per site, quiet while muted (docs/design.md "Activity log")', () => {
  const a = attentionOf('key-1');
  const b = attentionOf('key-2');
  const other: AlertItem = { ...attentionOf('key-3'), site: 'Harbour' };

  it('tells the items of one site due within ALERT_GATHER_MS of each other as one alert, each site its own', marbles((m) => {
    const items$ = m.hot<AlertItem>('a 99ms b 9ms c', { a, b, c: other });
    // Each site is told when it has been quiet for ALERT_GATHER_MS.
    m.expect(alerts$(items$, m.cold('a', { a: 0 }), m.scheduler)).toBeObservable(`${100 + ALERT_GATHER_MS}ms x 9ms y`, {
      x: { site: names.site, items: [a, b] },
      y: { site: 'Harbour', items: [other] },
    });
  }));

  it.each([
    ['ALERT_MUTE_SHORT_MS', ALERT_MUTE_SHORT_MS],
    ['ALERT_MUTE_LONG_MS', ALERT_MUTE_LONG_MS],
  ])('tells nothing while muted for %s, and again after', (_name, mute) => marbles((m) => {
    const items$ = m.hot<AlertItem>(`a ${mute}ms b`, { a, b });
    m.expect(alerts$(items$, m.cold('a', { a: mute }), m.scheduler)).toBeObservable(`${mute + 1 + ALERT_GATHER_MS}ms x`, {
      x: { site: names.site, items: [b] },
    });
  })());
});
