import { request } from 'node:http';
import { CODE_ATTEMPTS_PER_ADDRESS } from '../../../server/api/codes';
import { ACCOUNT_FAILURES_BEFORE_CODE } from '../../../server/api/throttle';
import { useService } from '../support/fixture';
import { ApiClient } from '../support/service';

/**
 * Guessing from many addresses (server/README.md "API decisions"): the per-address throttle cannot
 * see it, so past a number of wrong passwords for one account a right one must also give the mailed
 * access code, and the owner still signs in; nor can anonymous guesses void the codes the owner was
 * mailed. Loopback has a whole /8 of addresses, so each attacker here speaks from its own.
 */
const fixture = useService();

/** POSTs JSON from client address `address` (127.x.y.z); resolves with the status. */
function postFrom(address: string, path: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: fixture.service.port,
        localAddress: address,
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
const attacker = (n: number) => `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`;
const lastCode = (email: string, pattern: RegExp) =>
  pattern.exec(fixture.service.outbox.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1] ?? '';

describe('guessing one account from many addresses', () => {
  it('makes a right password ask for the mailed code too; the owner signs in with it', async () => {
    const email = 'brand2@example.com';
    for (let n = 0; n < ACCOUNT_FAILURES_BEFORE_CODE; n++)
      expect(
        await postFrom(attacker(n), '/api/Account/login', { UserName: email, Password: `guess-${n}` }),
      ).toBe(401);
    const owner = new ApiClient(fixture.service.url);
    const login = await owner.login(email);
    expect(login.RequiresAccessConfirmation).toBe(true);
    expect((await owner.get('/api/Player/list', login.AccessToken)).status).toBe(403);
    const code = lastCode(email, /access code is (\d{6})/);
    const accepted = await owner.post('/api/Account/accesscode/validate', {
      UserId: login.UserId,
      Email: email,
      Code: code,
    });
    expect(accepted.status).toBe(200);
    expect((await owner.get('/api/Player/list', login.AccessToken)).status).toBe(200);
    // The owner's browser now holds the access-validated cookie: the next sign-in needs no code.
    expect((await owner.login(email)).RequiresAccessConfirmation).toBe(false);
  });
});

describe('anonymous guesses at codes', () => {
  it("cannot void the access code mailed for the owner's pending sign-in", async () => {
    const email = 'access@example.com';
    const owner = new ApiClient(fixture.service.url);
    const login = await owner.login(email, 'Demo!2345', true);
    expect(login.RequiresAccessConfirmation).toBe(true);
    const body = { UserId: login.UserId, Email: email };
    for (let i = 0; i <= CODE_ATTEMPTS_PER_ADDRESS; i++)
      expect(
        await postFrom('127.0.9.9', '/api/Account/accesscode/validate', { ...body, Code: '000000' }),
      ).toBe(400);
    const code = lastCode(email, /access code is (\d{6})/);
    expect((await owner.post('/api/Account/accesscode/validate', { ...body, Code: code })).status).toBe(200);
  });

  it("cannot void the owner's password-reset code", async () => {
    const email = 'empty@example.com';
    const owner = new ApiClient(fixture.service.url);
    expect((await owner.post('/api/Account/password/forgot', { UserName: email })).status).toBe(200);
    for (let i = 0; i <= CODE_ATTEMPTS_PER_ADDRESS; i++)
      expect(
        await postFrom('127.0.9.10', '/api/Account/password/reset/validate', {
          UserName: email,
          Password: 'WRONGCODE123',
        }),
      ).toBe(400);
    const code = decodeURIComponent(lastCode(email, /[?&]c=([^&\s]+)/));
    expect(
      (await owner.post('/api/Account/password/reset/validate', { UserName: email, Password: code })).status,
    ).toBe(200);
  });
});
