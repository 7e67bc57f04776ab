import {
  createStore,
  storageKey,
  STORAGE_PREFIX,
  STORAGE_SEPARATOR,
} from '../../../src/lib/storage/web-storage';
import { memoryStorage } from '../../support/memory-storage';

describe('storage facade (spec §3, ngx-webstorage layout)', () => {
  it('writes keys as ngx-webstorage|<lower-case key>', () => {
    expect(STORAGE_PREFIX).toBe('ngx-webstorage');
    expect(STORAGE_SEPARATOR).toBe('|');
    expect(storageKey('accessToken')).toBe('ngx-webstorage|accesstoken');
    expect(storageKey('rememberedEmail')).toBe('ngx-webstorage|rememberedemail');
    expect(storageKey('playerName')).toBe('ngx-webstorage|playername');
  });

  it('stores JSON values under the compatible key', () => {
    const area = memoryStorage();
    const store = createStore<'accessToken' | 'channelIndex' | 'rememberMe' | 'claims'>(area);
    store.set('accessToken', 'abc');
    store.set('channelIndex', 2);
    store.set('rememberMe', true);
    store.set('claims', [{ Name: 'role', Value: 'User', Rolename: 'User' }]);
    expect(area.dump()).toEqual({
      'ngx-webstorage|accesstoken': '"abc"',
      'ngx-webstorage|channelindex': '2',
      'ngx-webstorage|rememberme': 'true',
      'ngx-webstorage|claims': '[{"Name":"role","Value":"User","Rolename":"User"}]',
    });
  });

  it('reads values written by the existing product (JSON), and bare strings as they are', () => {
    const area = memoryStorage();
    area.setItem('ngx-webstorage|language', '"de"');
    area.setItem('ngx-webstorage|canimpersonate', '"true"');
    area.setItem('ngx-webstorage|email', 'plain@example.com');
    const store = createStore<'language' | 'canImpersonate' | 'email'>(area);
    expect(store.get('language')).toBe('de');
    expect(store.get('canImpersonate')).toBe('true');
    expect(store.get('email')).toBe('plain@example.com');
  });

  it('removes a key on remove() and on set(undefined)', () => {
    const area = memoryStorage();
    const store = createStore<'a' | 'b'>(area);
    store.set('a', 1);
    store.set('b', 2);
    store.remove('a');
    store.set('b', undefined);
    expect(area.dump()).toEqual({});
    expect(store.get('a')).toBeUndefined();
  });

  it('behaves as empty when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    for (const store of [createStore<'a'>(undefined), createStore<'a'>(throwing)]) {
      expect(() => store.set('a', 1)).not.toThrow();
      expect(store.get('a')).toBeUndefined();
      expect(() => store.remove('a')).not.toThrow();
    }
  });
});
