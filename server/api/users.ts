import { hashPassword, type PasswordHash, verifyPassword } from '../auth/passwords';

/** A demo account (spec §3 login response, §6 roles). */
export interface User {
  readonly userId: string;
  readonly email: string;
  /** First claim of the login response (`Rolename` of the refresh request). */
  readonly role: string;
  /** Brand of spec §1: 1, 2 or 18. */
  readonly clientTypeId: number;
  readonly canImpersonate: boolean;
  readonly requiresAccessConfirmation: boolean;
}

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo!2345';

const DEMO_USERS: readonly User[] = [
  {
    userId: '6a1f2c3e-0001-4b5c-9d8e-000000000001',
    email: 'demo@example.com',
    role: 'User',
    clientTypeId: 1,
    canImpersonate: false,
    requiresAccessConfirmation: false,
  },
  {
    userId: '6a1f2c3e-0002-4b5c-9d8e-000000000002',
    email: 'access@example.com',
    role: 'User',
    clientTypeId: 1,
    canImpersonate: false,
    requiresAccessConfirmation: true,
  },
  {
    userId: '6a1f2c3e-0003-4b5c-9d8e-000000000003',
    email: 'support@example.com',
    role: 'Support',
    clientTypeId: 1,
    canImpersonate: true,
    requiresAccessConfirmation: false,
  },
  {
    userId: '6a1f2c3e-0004-4b5c-9d8e-000000000004',
    email: 'brand2@example.com',
    role: 'User',
    clientTypeId: 2,
    canImpersonate: false,
    requiresAccessConfirmation: false,
  },
  {
    userId: '6a1f2c3e-0005-4b5c-9d8e-000000000005',
    email: 'brand18@example.com',
    role: 'User',
    clientTypeId: 18,
    canImpersonate: false,
    requiresAccessConfirmation: false,
  },
  {
    userId: '6a1f2c3e-0006-4b5c-9d8e-000000000006',
    email: 'empty@example.com',
    role: 'User',
    clientTypeId: 1,
    canImpersonate: false,
    requiresAccessConfirmation: false,
  },
];

/** In-memory accounts; passwords can be changed at runtime and are lost on restart. Look-ups ignore e-mail case. */
export class UserStore {
  private readonly passwords = new Map<string, PasswordHash>();
  private readonly dummy = hashPassword('not a password');

  private constructor(private readonly users: readonly User[]) {}

  /** The demo accounts, all with {@link DEMO_PASSWORD}. */
  static async demo(): Promise<UserStore> {
    const store = new UserStore(DEMO_USERS);
    await Promise.all(DEMO_USERS.map((u) => store.setPassword(u.email, DEMO_PASSWORD)));
    return store;
  }

  find(email: string): User | undefined {
    const key = email.trim().toLowerCase();
    return this.users.find((u) => u.email === key);
  }

  findById(userId: string): User | undefined {
    return this.users.find((u) => u.userId === userId);
  }

  /** The user when `password` is theirs; null otherwise (an unknown user costs the same time). */
  async verify(email: string, password: string): Promise<User | null> {
    const user = this.find(email);
    const stored = user && this.passwords.get(user.email);
    if (!user || !stored) {
      await verifyPassword(password, await this.dummy);
      return null;
    }
    return (await verifyPassword(password, stored)) ? user : null;
  }

  /** Replaces a user's password (no rule checks here; see password-rules.ts). */
  async setPassword(email: string, password: string): Promise<void> {
    const user = this.find(email);
    if (user) this.passwords.set(user.email, await hashPassword(password));
  }
}
