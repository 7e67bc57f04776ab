import { marbles } from 'rxjs-marbles/jest';
import { EMPTY, NEVER, of, type Observable } from 'rxjs';
import {
  energyControl$,
  setVolume,
  saveVolume,
  settingsSkeleton$,
} from '../../../../src/features/player/zone-settings/settings.streams';
import { settingsTexts } from '../../../../src/features/player/zone-settings/texts';

const energyMap = {
  '0': { Name: 'Chill', Count: 0 },
  '1': { Name: 'Relaxed', Count: 40 },
  '2': { Name: 'Balanced', Count: 60 },
  '3': { Name: 'Upbeat', Count: 25 },
  '4': { Name: 'Peak', Count: 7 },
};

function recorder() {
  const notices: unknown[] = [];
  const sent: { code: number; args?: readonly unknown[]; payload?: string }[] = [];
  const notifier = {
    notify: (kind: string, message: { id: string }, values?: unknown) =>
      void notices.push(values ? [kind, message.id, values] : [kind, message.id]),
  };
  const zone = (reply: Observable<unknown> = of({ Success: true })) => ({
    attempt: (code: number, options: { args?: readonly unknown[]; payload?: string }) => {
      sent.push({
        code,
        ...(options.args ? { args: options.args } : {}),
        ...(options.payload ? { payload: options.payload } : {}),
      });
      return reply as Observable<never>;
    },
  });
  return { notices, sent, notifier, zone };
}

// prettier-ignore
describe('settings skeleton (spec §4 Loading, §9: 1.5 s)', () => {
  it('shows for 1.5 s when the data is already in', marbles((m) => {
    const ready = m.cold('-r', { r: true });
    m.expect(settingsSkeleton$(ready, m.scheduler)).toBeObservable('t 1499ms f', { t: true, f: false });
  }));

  it('stays until the data arrives when that takes longer', marbles((m) => {
    const ready = m.cold('f 2s r', { f: false, r: true });
    m.expect(settingsSkeleton$(ready, m.scheduler)).toBeObservable('t 2000ms f', { t: true, f: false });
  }));
});

describe('volume (spec §2 Settings, §8)', () => {
  it('sends 107 with the value, then the toast with the value', () => {
    const { notices, sent, notifier, zone } = recorder();
    setVolume(zone(), notifier)(of(35)).subscribe();
    expect(sent).toEqual([{ code: 107, args: [35] }]);
    expect(notices).toEqual([['success', 'settings.VolumeSuccessMessage', { volume: 0.35 }]]);
  });

  it('no toast when the player refuses (the zone reports it)', () => {
    const { notices, notifier, zone } = recorder();
    setVolume(zone(EMPTY), notifier)(of(35)).subscribe();
    expect(notices).toEqual([]);
  });

  it('keeps the volume with 732 and the changed field as its JSON payload', () => {
    const { notices, sent, notifier, zone } = recorder();
    saveVolume(zone(), notifier)(of(60)).subscribe();
    expect(sent).toEqual([{ code: 732, payload: '{"Volume":60}' }]);
    expect(notices).toEqual([['success', settingsTexts.saved.id]]);
  });
});

// prettier-ignore
describe('energyControl$ (spec §4 Change energy, §8)', () => {
  const inputs = (m: Parameters<Parameters<typeof marbles>[0]>[0], choose: string, confirm = '', cancel = '') => ({
    level$: m.hot('l', { l: 2 }),
    map$: m.hot('m', { m: energyMap }),
    choose$: m.hot(choose, { a: 0, b: 4, c: 3 }),
    confirm$: m.hot(confirm || '-', { b: 4 }),
    cancel$: m.hot(cancel || '-', { x: undefined }),
  });

  it('a level without tracks shows the error and puts the slider back', marbles((m) => {
    const r = recorder();
    m.expect(energyControl$(r.zone(), r.notifier, inputs(m, '--a'))).toBeObservable('l-a', { l: { level: 2, shown: 2 }, a: { level: 2, shown: 2 } });
    m.flush();
    expect(r.notices).toEqual([['error', 'settings.EnergySliderInvalid']]);
    expect(r.sent).toEqual([]);
  }));

  it('a level under 20 tracks asks first; cancel reverts and informs', marbles((m) => {
    const r = recorder();
    m.expect(energyControl$(r.zone(), r.notifier, inputs(m, '--b', '', '----x'))).toBeObservable('l-b-x', {
      l: { level: 2, shown: 2 }, b: { level: 2, shown: 4, confirming: 4 }, x: { level: 2, shown: 2 },
    });
    m.flush();
    expect(r.notices).toEqual([['info', 'settings.EnergySliderCancelled']]);
    expect(r.sent).toEqual([]);
  }));

  it('a confirmed level is applied with 835, then the success toast names it', marbles((m) => {
    const r = recorder();
    m.expect(energyControl$(r.zone(), r.notifier, inputs(m, '--b', '----b'))).toBeObservable('l-b-(cd)', {
      l: { level: 2, shown: 2 }, b: { level: 2, shown: 4, confirming: 4 }, c: { level: 2, shown: 4 }, d: { level: 4, shown: 4 },
    });
    m.flush();
    expect(r.sent).toEqual([{ code: 835, args: [4] }]);
    expect(r.notices).toEqual([['success', 'settings.EnergySliderSuccess', { level: 4 }]]);
  }));

  it('a level with 20 tracks or more is applied at once', marbles((m) => {
    const r = recorder();
    m.expect(energyControl$(r.zone(), r.notifier, inputs(m, '--c'))).toBeObservable('l-(cd)', {
      l: { level: 2, shown: 2 }, c: { level: 2, shown: 3 }, d: { level: 3, shown: 3 },
    });
    m.flush();
    expect(r.sent).toEqual([{ code: 835, args: [3] }]);
  }));

  it('a refused change puts the slider back', marbles((m) => {
    const r = recorder();
    m.expect(energyControl$(r.zone(EMPTY), r.notifier, inputs(m, '--c'))).toBeObservable('l-(cf)', {
      l: { level: 2, shown: 2 }, c: { level: 2, shown: 3 }, f: { level: 2, shown: 2 },
    });
  }));

  it('without an energy map every level is invalid', marbles((m) => {
    const r = recorder();
    const withoutMap = { ...inputs(m, '--c'), map$: NEVER };
    m.expect(energyControl$(r.zone(), r.notifier, withoutMap)).toBeObservable('l-c', { l: { level: 2, shown: 2 }, c: { level: 2, shown: 2 } });
  }));
});
