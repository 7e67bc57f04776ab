import {
  ALERTS_OFF,
  readAlertPrefs,
  writeAlertPrefs,
} from '../../../../src/features/overview/alerts/alert-prefs';
import { ALERT_DELAY_LONG_MS } from '../../../../src/config/timing';
import type { KeyValueStore, LocalKey } from '../../../../src/lib/storage/web-storage';

/** A store in memory. */
function memoryStore(): KeyValueStore<LocalKey> {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: LocalKey) => values.get(key) as T | undefined,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe('alert prefs: off by default, remembered per user (docs/design.md "Activity log")', () => {
  it("starts off, and keeps each user's choice apart", () => {
    const store = memoryStore();
    const warn = jest.fn();
    expect(readAlertPrefs(store, 'user-a', warn)).toEqual(ALERTS_OFF);
    writeAlertPrefs(store, 'user-a', { on: true, delayMs: ALERT_DELAY_LONG_MS, mutedUntil: 5 });
    expect(readAlertPrefs(store, 'user-a', warn)).toEqual({
      on: true,
      delayMs: ALERT_DELAY_LONG_MS,
      mutedUntil: 5,
    });
    expect(readAlertPrefs(store, 'user-b', warn)).toEqual(ALERTS_OFF);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports a stored value of the wrong shape and reads it as off', () => {
    const store = memoryStore();
    store.set('alerts', { 'user-a': { on: true, delayMs: 12, mutedUntil: 0 } });
    const warn = jest.fn();
    expect(readAlertPrefs(store, 'user-a', warn)).toEqual(ALERTS_OFF);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
