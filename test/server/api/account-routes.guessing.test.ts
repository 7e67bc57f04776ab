import { request } from 'node:http';
import { CODE_ATTEMPTS_MAX } from '../../../server/api/codes';
import { ACCOUNT_FAILURES_BEFORE_CODE, HASH_FAILURE_BUDGET } from '../../../server/api/throttle';
import { ManualClock } from '../../../server/clock';
import type { Service } from '../../../server/app';
import { ACCOUNT_FAILURE_DECAY_MS } from '../../../server/timing';
import { useService } from '../support/fixture';
import { ApiClient, startTestService } from '../support/service';

/**
 * Guessing and second factors against the service (server/README.md "API decisions"): an access code
 * belongs to one pending sign-in; while an account asks for a code right and wrong passwords answer
 * alike, and the gate lifts only with a code; the hash login is under the same gate; nobody can void
 * another's code. Loopback has a whole /8 of addresses, so each attacker here speaks from its own.
 */
const fixture = useService();

interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** POSTs JSON to `service` from client address `address` (127.x.y.z) with `agent` as User-Agent. */
function postFrom(
  address: string,
  path: string,
  body: object,
  service: Service = fixture.service,
  agent = 'Test',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: service.port,
        localAddress: address,
        method: 'POST',
        path,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          'User-Agent': agent,
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: data ? (JSON.parse(data) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
const attacker = (n: number) => `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`;
const mailsTo = (service: Service, email: string) => service.outbox.filter((m) => m.to === email);
const lastCode = (service: Service, email: string, pattern: RegExp) =>
  pattern.exec(mailsTo(service, email).at(-1)?.text ?? '')?.[1] ?? '';
const loginFrom = (address: string, email: string, password: string, service?: Service) =>
  postFrom(address, '/api/Account/login', { UserName: email, Password: password }, service);

/** Wrong passwords for `email` from `count` addresses, enough to gate the account. */
async function gate(service: Service, email: string, from = 0): Promise<void> {
  for (let n = from; n < from + ACCOUNT_FAILURES_BEFORE_CODE; n++)
    await loginFrom(attacker(n), email, `guess-${n}`, service);
}

describe('an access code belongs to one pending sign-in', () => {
  it("the newest mail's code (another sign-in's) does not confirm the owner's, nor does it confirm the other", async () => {
    const email = 'access@example.com';
    const owner = await loginFrom('127.0.20.1', email, 'Demo!2345');
    const ownerCode = lastCode(fixture.service, email, /access code is (\d{6})/);
    // Someone who knows the password signs in right after, from elsewhere: a second code is mailed.
    const other = await postFrom(
      '127.0.20.2',
      '/api/Account/login',
      { UserName: email, Password: 'Demo!2345' },
      fixture.service,
      'Intruder/1.0',
    );
    const mail = mailsTo(fixture.service, email).at(-1)!.text;
    expect(mail).toContain('127.0.20.2');
    expect(mail).toContain('Intruder/1.0');
    expect(mail).toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    const newest = lastCode(fixture.service, email, /access code is (\d{6})/);
    const validate = (login: Reply, Code: string) =>
      postFrom('127.0.20.1', '/api/Account/accesscode/validate', {
        UserId: login.body['UserId'],
        Email: email,
        Code,
        AccessToken: login.body['AccessToken'],
      });
    if (newest !== ownerCode) expect((await validate(owner, newest)).status).toBe(400);
    const api = new ApiClient(fixture.service.url);
    expect((await api.get('/api/Player/list', String(other.body['AccessToken']))).status).toBe(403);
    // The owner's own code confirms the owner's sign-in only.
    expect((await validate(owner, ownerCode)).status).toBe(200);
    expect((await api.get('/api/Player/list', String(owner.body['AccessToken']))).status).toBe(200);
    expect((await api.get('/api/Player/list', String(other.body['AccessToken']))).status).toBe(403);
  });

  it("without the pending sign-in's token no code is accepted", async () => {
    const email = 'access@example.com';
    const login = await loginFrom('127.0.21.1', email, 'Demo!2345');
    const code = lastCode(fixture.service, email, /access code is (\d{6})/);
    const body = { UserId: login.body['UserId'], Email: email, Code: code };
    expect((await postFrom('127.0.21.1', '/api/Account/accesscode/validate', body)).status).toBe(400);
    expect(
      (await postFrom('127.0.21.1', '/api/Account/accesscode/validate', { ...body, AccessToken: 'forged' }))
        .status,
    ).toBe(400);
    const right = { ...body, AccessToken: login.body['AccessToken'] };
    expect((await postFrom('127.0.21.1', '/api/Account/accesscode/validate', right)).status).toBe(200);
  });
});

describe('anonymous guesses at codes', () => {
  it("cannot void the access code mailed for the owner's pending sign-in, from however many addresses", async () => {
    const email = 'access@example.com';
    const owner = new ApiClient(fixture.service.url);
    const login = await owner.login(email, 'Demo!2345', true);
    expect(login.RequiresAccessConfirmation).toBe(true);
    const body = { UserId: login.UserId, Email: email };
    // Their own pending sign-in (they know the password) does not reach the owner's code either.
    const theirs = await loginFrom('127.0.22.1', email, 'Demo!2345');
    for (let n = 0; n < 20; n++)
      for (let i = 0; i < CODE_ATTEMPTS_MAX; i++)
        expect(
          (
            await postFrom(attacker(100 + n), '/api/Account/accesscode/validate', {
              ...body,
              Code: '000000',
              AccessToken: n % 2 === 0 ? 'x' : theirs.body['AccessToken'],
            })
          ).status,
        ).toBe(400);
    const code = /access code is (\d{6})/.exec(mailsTo(fixture.service, email).at(-2)?.text ?? '')?.[1];
    const accepted = await owner.post('/api/Account/accesscode/validate', {
      ...body,
      Code: code,
      AccessToken: login.AccessToken,
    });
    expect(accepted.status).toBe(200);
  });

  it("cannot void the owner's password-reset link knowing only the e-mail address", async () => {
    const email = 'empty@example.com';
    const owner = new ApiClient(fixture.service.url);
    expect((await owner.post('/api/Account/password/forgot', { UserName: email })).status).toBe(200);
    const code = decodeURIComponent(lastCode(fixture.service, email, /[?&]c=([^&\s]+)/));
    const plain = code.slice(code.indexOf('.') + 1);
    for (let n = 0; n < 20; n++)
      for (let i = 0; i < CODE_ATTEMPTS_MAX; i++)
        expect(
          (
            await postFrom(attacker(200 + n), '/api/Account/password/reset/validate', {
              UserName: email,
              Password: i === 0 ? plain : 'WRONGCODE123',
            })
          ).status,
        ).toBe(400);
    expect(
      (await owner.post('/api/Account/password/reset/validate', { UserName: email, Password: code })).status,
    ).toBe(200);
  });
});

describe('while an account asks for a code', () => {
  let service: Service;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 10, 22, 13, 20));
    service = await startTestService({ clock });
  });
  afterEach(async () => {
    await service.close();
  });

  it('right and wrong passwords answer alike, a quiet period does not lift it, a code does', async () => {
    const email = 'brand2@example.com';
    await gate(service, email);
    const mailed = mailsTo(service, email).length;
    const right = await loginFrom(attacker(300), email, 'Demo!2345', service);
    const wrong = await loginFrom(attacker(301), email, 'not-the-password', service);
    expect(wrong.status).toBe(right.status);
    expect(right.status).toBe(200);
    expect(Object.keys(wrong.body).sort()).toEqual(Object.keys(right.body).sort());
    expect(wrong.body['RequiresAccessConfirmation']).toBe(true);
    expect(right.body['RequiresAccessConfirmation']).toBe(true);
    expect(wrong.body['Claims']).toEqual(right.body['Claims']);
    expect(mailsTo(service, email)).toHaveLength(mailed + 1); // the right one's code only
    const api = new ApiClient(service.url);
    expect((await api.get('/api/Player/list', String(wrong.body['AccessToken']))).status).toBe(403);
    expect((await api.get('/api/Player/list', String(right.body['AccessToken']))).status).toBe(403);

    // Long after the last wrong guess, the right password alone is still not enough.
    clock.advance(ACCOUNT_FAILURE_DECAY_MS * ACCOUNT_FAILURES_BEFORE_CODE * 4);
    const later = await loginFrom(attacker(302), email, 'Demo!2345', service);
    expect(later.body['RequiresAccessConfirmation']).toBe(true);

    // The owner's code ends it: a browser without the cookie signs in with the password alone again.
    const code = lastCode(service, email, /access code is (\d{6})/);
    const accepted = await postFrom(
      attacker(302),
      '/api/Account/accesscode/validate',
      {
        UserId: later.body['UserId'],
        Email: email,
        Code: code,
        AccessToken: later.body['AccessToken'],
      },
      service,
    );
    expect(accepted.status).toBe(200);
    const after = await loginFrom(attacker(303), email, 'Demo!2345', service);
    expect(after.body['RequiresAccessConfirmation']).toBe(false);
  });

  it('a slow trickle of wrong passwords (slower than the budget forgets them) never gates the account', async () => {
    const email = 'brand2@example.com';
    for (let n = 0; n < ACCOUNT_FAILURES_BEFORE_CODE * 2; n++) {
      expect((await loginFrom(attacker(n), email, `typo-${n}`, service)).status).toBe(401);
      clock.advance(ACCOUNT_FAILURE_DECAY_MS);
    }
    expect(
      (await loginFrom(attacker(99), email, 'Demo!2345', service)).body['RequiresAccessConfirmation'],
    ).toBe(false);
  });

  it('the hash login is under the same gate: a right secret answers as an unknown one', async () => {
    await gate(service, 'demo@example.com');
    const right = await postFrom(attacker(400), '/api/Account/login/hash', { Secret: 'demo-hash' }, service);
    const wrong = await postFrom(attacker(401), '/api/Account/login/hash', { Secret: 'guess' }, service);
    expect(right.status).toBe(401);
    expect(right).toEqual(wrong);
  });

  it('a burst of unknown secrets from many addresses makes every link ask for a known browser; a known browser still signs in', async () => {
    // A browser that confirmed the demo account with its code once holds the access-validated cookie.
    await gate(service, 'demo@example.com');
    const owner = new ApiClient(service.url);
    await owner.loginConfirmed('demo@example.com');
    for (let n = 0; n < HASH_FAILURE_BUDGET; n++)
      expect(
        (await postFrom(attacker(500 + n), '/api/Account/login/hash', { Secret: `guess-${n}` }, service))
          .status,
      ).toBe(401);
    const right = await postFrom(attacker(600), '/api/Account/login/hash', { Secret: 'demo-hash' }, service);
    const wrong = await postFrom(attacker(601), '/api/Account/login/hash', { Secret: 'guess-x' }, service);
    expect(right).toEqual(wrong);
    const known = await owner.post('/api/Account/login/hash', { Secret: 'demo-hash' });
    expect(known.status).toBe(200);
  });
});
