import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ContactChangeValueSchema, SecurityOverviewSchema } from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { memberProfiles } from '../../db/schema.ts';
import { bearer, lastOutbox, smsCodeIn } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp } from '../../testing/test-app.ts';

// Binding or changing the mobile number and e-mail with codes to the old and the new address
// (docs/decisions/2026-11-25-contact-binding.md).

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (member: { token: string } | null, url: string, payload?: object) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

const national = () => `912${randomInt(100_000, 999_999)}`;

const ask = (member: TestMember, body: Record<string, string>) =>
  call(member, '/wps/member/contact/change', {
    kind: 'mobile',
    countryDialingCode: '+84',
    loginPassword: 'Demo1234',
    language: 'EN',
    ...body,
  });

const confirm = (member: TestMember, body: Record<string, string>) =>
  call(member, '/wps/member/contact/confirm', { kind: 'mobile', ...body });

async function codeTo(address: string) {
  return smsCodeIn(await lastOutbox(app, address));
}

async function contactOf(member: TestMember) {
  const [row] = await queryRows<{
    mobile_num: string | null;
    email: string | null;
    mv: boolean;
    ev: boolean;
  }>(
    app.db,
    sql`select m.mobile_num, m.email, p.mobile_verified_at is not null as mv,
               p.email_verified_at is not null as ev
          from members m left join member_profiles p on p.member_id = m.id where m.id = ${member.id}`,
  );
  return row!;
}

/** A member whose mobile number (and e-mail) are set and verified. */
async function verifiedMember() {
  const member = await buildMember(app);
  const mobile = `+84${national()}`;
  const email = `${member.account}@example.vn`;
  await app.db.execute(
    sql`update members set mobile_num = ${mobile}, country_dialing_code = '+84', email = ${email} where id = ${member.id}`,
  );
  await app.db
    .insert(memberProfiles)
    .values({ memberId: member.id, mobileVerifiedAt: new Date(), emailVerifiedAt: new Date() })
    .onConflictDoNothing();
  return { ...member, mobile, email };
}

describe('binding a mobile number', () => {
  it('needs a session, a real account and the login password', async () => {
    const visitor = await call(null, '/wps/member/contact/change', {
      kind: 'mobile',
      value: national(),
      loginPassword: 'Demo1234',
    });
    expect(visitor.statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    expect((await ask(trial, { value: national() })).json().code).toBe('auth.trial_forbidden');
    const member = await buildMember(app);
    const wrong = await ask(member, { value: national(), loginPassword: 'Wrong1234' });
    expect(wrong.json().code).toBe('reauth.password_wrong');
    expect((await ask(member, { value: '12' })).json().code).toBe('profile.mobile_invalid');
    const email = await ask(member, { kind: 'email', value: 'not-an-email' });
    expect(email.json().code).toBe('profile.email_invalid');
  });

  it('binds a first number with the code sent to it, and marks it verified', async () => {
    const member = await buildMember(app);
    const digits = national();
    const res = await ask(member, { value: `0${digits}` });
    expect(res.statusCode, res.body).toBe(200);
    const value = ContactChangeValueSchema.parse(res.json().value);
    expect(value.oldAddress).toBeNull();
    expect(value.newAddress).toContain('***');
    const code = await codeTo(`+84${digits}`);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await confirm(member, { newCode: wrong })).json().code).toBe('contact.code_invalid');
    expect((await confirm(member, { newCode: code })).statusCode).toBe(200);
    expect(await contactOf(member)).toMatchObject({ mobile_num: `+84${digits}`, mv: true });
    const overview = await call(member, '/wps/member/security');
    expect(SecurityOverviewSchema.parse(overview.json().value).mobileVerified).toBe(true);
    // The request is used up.
    expect((await confirm(member, { newCode: code })).json().code).toBe('contact.code_invalid');
  });
});

describe('changing a verified address', () => {
  it('needs the code sent to the old number as well as the new one', async () => {
    const member = await verifiedMember();
    const digits = national();
    const res = await ask(member, { value: digits });
    expect(res.statusCode, res.body).toBe(200);
    expect(ContactChangeValueSchema.parse(res.json().value).oldAddress).toContain('***');
    const newCode = await codeTo(`+84${digits}`);
    const oldCode = await codeTo(member.mobile);
    expect((await confirm(member, { newCode })).json().code).toBe('contact.code_invalid');
    expect((await confirm(member, { newCode: oldCode, oldCode: newCode })).json().code).toBe(
      'contact.code_invalid',
    );
    expect(await contactOf(member)).toMatchObject({ mobile_num: member.mobile });
    expect((await confirm(member, { newCode, oldCode })).statusCode).toBe(200);
    expect(await contactOf(member)).toMatchObject({ mobile_num: `+84${digits}`, mv: true });
  });

  it('changes the e-mail with codes by e-mail to both addresses', async () => {
    const member = await verifiedMember();
    const next = `new.${member.account}@example.vn`;
    const res = await ask(member, { kind: 'email', value: next });
    expect(res.statusCode, res.body).toBe(200);
    const newCode = await codeTo(next);
    const oldCode = await codeTo(member.email);
    const ok = await call(member, '/wps/member/contact/confirm', {
      kind: 'email',
      newCode,
      oldCode,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await contactOf(member)).toMatchObject({ email: next, ev: true });
  });

  it('ends a request after five wrong tries, and sends at most once a minute', async () => {
    const member = await verifiedMember();
    const digits = national();
    expect((await ask(member, { value: digits })).statusCode).toBe(200);
    const again = await ask(member, { value: digits });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('sms.too_soon');
    const newCode = await codeTo(`+84${digits}`);
    const oldCode = await codeTo(member.mobile);
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(member, {
        newCode,
        oldCode: oldCode === '000000' ? '1' : '000000',
      });
      expect(res.json().code).toBe('contact.code_invalid');
    }
    expect((await confirm(member, { newCode, oldCode })).json().code).toBe('contact.code_invalid');
    expect(await contactOf(member)).toMatchObject({ mobile_num: member.mobile });
  });

  it('refuses a number another account has, and the same verified address', async () => {
    const member = await verifiedMember();
    const other = await verifiedMember();
    const taken = await ask(member, { value: other.mobile.slice(3) });
    expect(taken.json().code).toBe('profile.mobile_exists');
    const same = await ask(member, { value: member.mobile.slice(3) });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('contact.unchanged');
  });
});
