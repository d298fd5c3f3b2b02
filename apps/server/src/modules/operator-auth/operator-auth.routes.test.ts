import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  CreatedOperatorSchema,
  OperatorMeSchema,
  OperatorSessionValueSchema,
  ROLE_PERMISSIONS,
  SignInChallengeSchema,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import {
  DEMO_OPERATOR_PASSWORD,
  DEMO_OPERATOR_TOTP_SECRETS,
} from '../../db/seed/demo/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { buildMember } from '../../testing/factories.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { freshAddress, signInDemoOperator, testClock } from '../../testing/operators.ts';
import { totpCode } from '../../lib/totp.ts';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.now });
});
afterAll(async () => app.close());

/** The next TOTP step, so that every sign-in of a test uses a fresh code. */
const nextStep = () => clock.advance(30_000);

function post(url: string, payload: unknown, remoteAddress = freshAddress()) {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

async function firstStep(username: string, password: string, remoteAddress?: string) {
  return post('/wps/admin/auth/sign-in', { username, password }, remoteAddress);
}

async function challengeFor(username: string, password = DEMO_OPERATOR_PASSWORD) {
  const res = await firstStep(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return SignInChallengeSchema.parse(res.json().value);
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/wps/admin/auth/me', headers: bearer(token) });

async function auditRows(action: string) {
  return queryRows<{
    actor: string;
    operator_id: number | null;
    target_id: string;
    before: unknown;
    after: unknown;
  }>(
    app.db,
    sql`select actor, operator_id, target_id, before, after from operator_audit where action = ${action} order by id`,
  );
}

describe('sign-in with a password and a TOTP code', () => {
  it('opens a session that answers the operator, its role and permissions', async () => {
    nextStep();
    const { challenge, next } = await challengeFor('finance');
    expect(next).toBe('totp');
    const res = await post('/wps/admin/auth/second-step', {
      challenge,
      code: totpCode(DEMO_OPERATOR_TOTP_SECRETS.finance, clock.now()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = OperatorSessionValueSchema.parse(res.json().value);
    expect(value.recoveryCodes).toBeNull();
    const who = OperatorMeSchema.parse((await me(value.token)).json().value);
    expect(who).toMatchObject({
      kind: 'operator',
      role: 'finance',
      operator: { username: 'finance' },
    });
    expect(who.permissions).toEqual([...ROLE_PERMISSIONS.finance]);
    expect((await auditRows('operator.sign_in')).at(-1)).toMatchObject({
      actor: 'operator:finance',
    });
  });

  it('refuses a wrong password and an unknown username alike, and audits both', async () => {
    for (const [username, password] of [
      ['finance', 'wrong-password-123'],
      ['nobody', 'x'.repeat(12)],
    ]) {
      const res = await firstStep(username!, password!);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('operator.sign_in_failed');
    }
    const failures = await auditRows('operator.sign_in_failed');
    expect(failures.map((f) => f.actor)).toEqual(
      expect.arrayContaining(['operator:finance', 'anonymous']),
    );
  });

  it('refuses a TOTP code replayed in its time step', async () => {
    nextStep();
    const code = totpCode(DEMO_OPERATOR_TOTP_SECRETS.support, clock.now());
    const first = await challengeFor('support');
    expect(
      (await post('/wps/admin/auth/second-step', { challenge: first.challenge, code })).statusCode,
    ).toBe(200);
    const second = await challengeFor('support');
    const replay = await post('/wps/admin/auth/second-step', { challenge: second.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('operator.code_invalid');
  });

  it('refuses an unknown or completed challenge', async () => {
    const res = await post('/wps/admin/auth/second-step', { challenge: 'nope', code: '123456' });
    expect(res.json().code).toBe('operator.challenge_expired');
  });
});

describe('enrolment and recovery codes', () => {
  it('enrols TOTP at first sign-in, answers 10 recovery codes once, each good once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/operators',
      headers: OPERATOR_AUTH,
      payload: { username: 'newcomer', role: 'support' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { operator, password } = CreatedOperatorSchema.parse(created.json().value);
    expect(operator.totpEnrolled).toBe(false);
    expect(password.length).toBeGreaterThanOrEqual(12);

    const pending = await challengeFor('newcomer', password);
    expect(pending.next).toBe('enrol');
    const secret = new URL(pending.otpauthUri!).searchParams.get('secret')!;
    const wrong = await post('/wps/admin/auth/second-step', {
      challenge: pending.challenge,
      code: '000000',
    });
    expect(wrong.json().code).toBe('operator.code_invalid');
    nextStep();
    const enrolled = await post('/wps/admin/auth/second-step', {
      challenge: pending.challenge,
      code: totpCode(secret, clock.now()),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const codes = OperatorSessionValueSchema.parse(enrolled.json().value).recoveryCodes!;
    expect(codes).toHaveLength(10);

    // The secret is never answered again: the next sign-in asks for a code, without a URI.
    const again = await challengeFor('newcomer', password);
    expect(again).toMatchObject({ next: 'totp', otpauthUri: null });
    const recovered = await post('/wps/admin/auth/second-step', {
      challenge: again.challenge,
      code: codes[0],
    });
    expect(recovered.statusCode).toBe(200);
    const twice = await challengeFor('newcomer', password);
    const reused = await post('/wps/admin/auth/second-step', {
      challenge: twice.challenge,
      code: codes[0],
    });
    expect(reused.json().code).toBe('operator.code_invalid');
    const other = await post('/wps/admin/auth/second-step', {
      challenge: twice.challenge,
      code: codes[1],
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('lockout', () => {
  it('locks an account for 15 minutes after 10 wrong passwords or codes in a row', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/operators',
      headers: OPERATOR_AUTH,
      payload: { username: 'unlucky', role: 'read_only' },
    });
    const { password } = CreatedOperatorSchema.parse(created.json().value);
    for (let i = 0; i < 9; i += 1) {
      expect((await firstStep('unlucky', `wrong-password-${i}`)).json().code).toBe(
        'operator.sign_in_failed',
      );
    }
    // The tenth failure is a wrong code after the right password: it counts the same.
    const pending = await challengeFor('unlucky', password);
    await post('/wps/admin/auth/second-step', { challenge: pending.challenge, code: '000000' });
    const locked = await firstStep('unlucky', password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('operator.locked');
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await firstStep('unlucky', password)).statusCode).toBe(200);
  });

  it('slows an address that sends wrong operator tokens', async () => {
    const remoteAddress = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/admin/auth/me',
        headers: bearer(`guess-${i}-0000000000000000`),
        remoteAddress,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    // Another address is not slowed.
    expect(
      (await app.inject({ method: 'GET', url: '/wps/admin/auth/me', headers: OPERATOR_AUTH }))
        .statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('end after 30 minutes without a call', async () => {
    nextStep();
    const token = await signInDemoOperator(app, 'content', clock.now());
    clock.advance(29 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(31 * 60 * 1000);
    expect((await me(token)).json().code).toBe('operator.unauthorized');
  });

  it('end 12 hours after sign-in however busy', async () => {
    nextStep();
    const token = await signInDemoOperator(app, 'lottery', clock.now());
    for (let i = 0; i < 28; i += 1) {
      clock.advance(25 * 60 * 1000);
      expect((await me(token)).statusCode, `after ${(i + 1) * 25} minutes`).toBe(200);
    }
    clock.advance(25 * 60 * 1000); // 12 h 5 min after sign-in
    expect((await me(token)).statusCode).toBe(401);
  });

  it('end at sign-out, and when an administrator ends them', async () => {
    nextStep();
    const own = await signInDemoOperator(app, 'read_only', clock.now());
    const out = await app.inject({
      method: 'POST',
      url: '/wps/admin/auth/sign-out',
      headers: bearer(own),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(own)).statusCode).toBe(401);

    nextStep();
    const victim = await signInDemoOperator(app, 'read_only', clock.now());
    const id = OperatorMeSchema.parse((await me(victim)).json().value).operator!.id;
    nextStep();
    const admin = await signInDemoOperator(app, 'administrator', clock.now());
    const listed = await app.inject({
      method: 'GET',
      url: `/wps/admin/operators/${id}/sessions`,
      headers: bearer(admin),
    });
    expect(listed.json().value).toHaveLength(1);
    const ended = await app.inject({
      method: 'POST',
      url: `/wps/admin/operators/${id}/sessions/end`,
      headers: bearer(admin),
    });
    expect(ended.json().value).toEqual({ ended: 1 });
    expect((await me(victim)).statusCode).toBe(401);
    expect((await auditRows('operator.sessions_end')).at(-1)).toMatchObject({
      actor: 'operator:administrator',
      target_id: String(id),
      after: { ended: 1 },
    });
  });

  it('of a member end when an operator with sessions.revoke ends them', async () => {
    const member = await buildMember(app);
    nextStep();
    const support = await signInDemoOperator(app, 'support', clock.now());
    const res = await app.inject({
      method: 'POST',
      url: `/wps/admin/members/${member.account}/sessions/end`,
      headers: bearer(support),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.ended).toBeGreaterThanOrEqual(1);
    const after = await app.inject({
      method: 'GET',
      url: '/wps/wallet',
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(401);
    expect((await auditRows('member.sessions_end')).at(-1)).toMatchObject({
      actor: 'operator:support',
    });
  });
});

describe('operators', () => {
  it('change role and get disabled, audited before → after; the last administrator stays', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/operators',
      headers: OPERATOR_AUTH,
      payload: { username: 'mover', role: 'content' },
    });
    const { operator } = CreatedOperatorSchema.parse(created.json().value);
    const taken = await app.inject({
      method: 'POST',
      url: '/wps/admin/operators',
      headers: OPERATOR_AUTH,
      payload: { username: 'mover', role: 'content' },
    });
    expect(taken.json().code).toBe('operator.username_taken');
    const role = await app.inject({
      method: 'POST',
      url: `/wps/admin/operators/${operator.id}/role`,
      headers: OPERATOR_AUTH,
      payload: { role: 'finance' },
    });
    expect(role.json().value.role).toBe('finance');
    expect((await auditRows('operator.role')).at(-1)).toMatchObject({
      actor: 'service',
      before: { role: 'content' },
      after: { role: 'finance' },
    });
    const disabled = await app.inject({
      method: 'POST',
      url: `/wps/admin/operators/${operator.id}/disable`,
      headers: OPERATOR_AUTH,
    });
    expect(disabled.json().value.disabled).toBe(true);
    expect((await auditRows('operator.disable')).at(-1)?.target_id).toBe(String(operator.id));

    const list = await app.inject({
      method: 'GET',
      url: '/wps/admin/operators',
      headers: OPERATOR_AUTH,
    });
    const admin = list
      .json()
      .value.find((o: { username: string }) => o.username === 'administrator');
    const last = await app.inject({
      method: 'POST',
      url: `/wps/admin/operators/${admin.id}/disable`,
      headers: OPERATOR_AUTH,
    });
    expect(last.json().code).toBe('operator.last_administrator');
    expect(JSON.stringify(list.json())).not.toMatch(/totpSecret|passwordHash|MRSW23/);
  });
});

describe('the audit table', () => {
  it('refuses UPDATE and DELETE, in the database itself', async () => {
    const [row] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from operator_audit limit 1`,
    );
    expect(row).toBeDefined();
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await app.db.execute(statement).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      return String(error?.cause?.message ?? error?.message);
    };
    expect(
      await refusal(sql`update operator_audit set action = 'x' where id = ${row!.id}`),
    ).toMatch(/operator_audit is append-only: UPDATE refused/);
    expect(await refusal(sql`delete from operator_audit where id = ${row!.id}`)).toMatch(
      /operator_audit is append-only: DELETE refused/,
    );
  });

  it('is browsable by operator, action prefix, target and date', async () => {
    const all = await app.inject({
      method: 'GET',
      url: '/wps/admin/audit?action=operator.',
      headers: OPERATOR_AUTH,
    });
    expect(all.statusCode).toBe(200);
    const lines = all.json().value.list as { action: string }[];
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((l) => l.action.startsWith('operator.'))).toBe(true);
    const future = await app.inject({
      method: 'GET',
      url: `/wps/admin/audit?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
      headers: OPERATOR_AUTH,
    });
    expect(future.json().value.total).toBe(0);
    const byTarget = await app.inject({
      method: 'GET',
      url: '/wps/admin/audit?actor=service&targetType=operator',
      headers: OPERATOR_AUTH,
    });
    expect(byTarget.json().value.list.length).toBeGreaterThan(0);
  });
});
