import {
  energyCount,
  energyDecision,
  reduceEnergy,
} from '../../../../src/features/player/zone-settings/energy';

const map = {
  '0': { Name: 'slow', Count: 0 },
  '1': { Name: 'low', Count: 19 },
  '2': { Name: 'mid', Count: 20 },
  '3': { Name: 'up', Count: 1 },
};

describe('energy rules (spec §4 Change energy, §5, §9)', () => {
  it.each([
    [0, 'invalid'], // Count 0
    [4, 'invalid'], // missing level
    [3, 'confirm'], // 1 track
    [1, 'confirm'], // 19 tracks: under 20
    [2, 'apply'], // exactly 20
  ])('level %p → %p', (level, decision) => expect(energyDecision(map, level)).toBe(decision));

  it('no map at all makes every level invalid', () => expect(energyDecision(undefined, 2)).toBe('invalid'));
  it('counts tracks, 0 when missing', () =>
    expect([energyCount(map, 1), energyCount(map, 9)]).toEqual([19, 0]));

  it('a player push moves the slider, except while the modal is open', () => {
    expect(reduceEnergy({ level: 1, shown: 1 }, { t: 'player', level: 3 })).toEqual({ level: 3, shown: 3 });
    expect(reduceEnergy({ level: 1, shown: 4, confirming: 4 }, { t: 'player', level: 3 })).toEqual({
      level: 3,
      shown: 4,
      confirming: 4,
    });
  });

  it('cancel and failure revert to the player level; applied becomes it', () => {
    const open = { level: 1, shown: 4, confirming: 4 };
    expect(reduceEnergy(open, { t: 'cancel' })).toEqual({ level: 1, shown: 1 });
    expect(reduceEnergy({ level: 1, shown: 4 }, { t: 'failed' })).toEqual({ level: 1, shown: 1 });
    expect(reduceEnergy({ level: 1, shown: 4 }, { t: 'applied', level: 4 })).toEqual({ level: 4, shown: 4 });
  });
});
