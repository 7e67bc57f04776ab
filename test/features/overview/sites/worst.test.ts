import { talliesOf, type Tallies } from '../../../../src/features/overview/fleet/attention';
import { WORST_ORDER, worstOf, worstRank } from '../../../../src/features/overview/sites/worst';

const none: Tallies = talliesOf([]);
const with_ = (counts: Partial<Tallies>): Tallies => ({ ...none, ...counts });

describe('the worst of a group of zones (docs/design.md "Every zone at a glance")', () => {
  it('follows the precedence offline > not answering > needs attention > paused > playing', () => {
    const all = with_({ total: 9, offline: 1, notAnswering: 1, attention: 3, paused: 2, playing: 4 });
    expect(worstOf(all)).toBe('offline');
    expect(worstOf({ ...all, offline: 0 })).toBe('not-answering');
    expect(worstOf({ ...all, offline: 0, notAnswering: 0 })).toBe('attention');
    expect(worstOf({ ...all, offline: 0, notAnswering: 0, attention: 0 })).toBe('paused');
    expect(worstOf(with_({ total: 4, playing: 4 }))).toBe('playing');
    expect(worstOf(none)).toBe('empty');
  });

  it('says "asking" while a status is missing and nothing worse is known, before any that play', () => {
    expect(worstOf(with_({ total: 3, asking: 1, playing: 2 }))).toBe('asking');
    expect(worstOf(with_({ total: 3, asking: 1, paused: 2 }))).toBe('paused');
  });

  it('ranks the kinds worst first', () => {
    expect(WORST_ORDER.map(worstRank)).toEqual(WORST_ORDER.map((_, i) => i));
    expect(worstRank('offline')).toBeLessThan(worstRank('not-answering'));
    expect(worstRank('attention')).toBeLessThan(worstRank('paused'));
    expect(worstRank('paused')).toBeLessThan(worstRank('playing'));
  });
});
