import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imageSize } from 'image-size';
import {
  AVATAR_SIDE,
  MAX_AVATAR_BYTES,
  PersonalInfoSchema,
  PlayerAvatarSchema,
} from '@app/contracts';
import { buildTestApp } from '../../testing/test-app.ts';
import {
  bearer,
  lastOutbox,
  loginAs,
  smsCodeIn,
  solvedCaptcha,
} from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';

// My account (spec §7 personal info, nickname, head icon): docs/decisions/2026-11-24-member-centre.md.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (
  member: { token: string } | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

async function info(member: TestMember) {
  const res = await call(member, 'GET', '/wps/member/personal-info');
  expect(res.statusCode, res.body).toBe(200);
  return PersonalInfoSchema.parse(res.json().value);
}

/** A PNG with a tEXt chunk (metadata) before its image data. */
async function pngWithText(side: number, secret: string): Promise<Buffer> {
  const png = await sharp({
    create: { width: side, height: side, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const data = Buffer.from(`Comment\0${secret}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(0, 8 + data.length); // the CRC is not checked by the readers used here
  // IHDR is 8 (signature) + 25 bytes; the text goes right after it.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('My account: personal info', () => {
  it('needs a session, a real account and well-formed input', async () => {
    expect((await call(null, 'GET', '/wps/member/personal-info')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/wps/member/nickname', { nickname: 'An' })).statusCode).toBe(
      401,
    );
    const trial = await buildMember(app, { type: 4 });
    const refused = await call(trial, 'GET', '/wps/member/personal-info');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.trial_forbidden');
    const member = await buildMember(app);
    for (const payload of [{ nickname: 5 }, { nickname: 'x'.repeat(65) }, { other: 'x' }]) {
      const res = await call(member, 'PUT', '/wps/member/nickname', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const unknownField = await call(member, 'PUT', '/wps/member/personal-info', { hacker: 1 });
    expect(unknownField.statusCode).toBe(400);
  });

  it("shows the demo player's personal info, masked where it is an address", async () => {
    const token = await loginAs(app, 'demo');
    const value = await info({ id: 0, account: 'demo', accountNo: '', type: 0, token });
    expect(value).toMatchObject({
      account: 'demo',
      payeeName: 'NGUYEN VAN AN',
      email: 'de***@luckylotus.vn',
      emailVerified: true,
      mobileNum: '+8491***678',
      mobileVerified: true,
      birthday: '1990-05-17',
      avatar: { avatar: 'lotus', avatarType: 'STATIC' },
    });
  });

  it('changes the nickname by its rules', async () => {
    const member = await buildMember(app);
    const ok = await call(member, 'PUT', '/wps/member/nickname', { nickname: '  Anh Tú 88 ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.nickname).toBe('Anh Tú 88');
    const me = await call(member, 'GET', '/wps/member/info');
    expect(me.json().value.nickname).toBe('Anh Tú 88');
    for (const [nickname, code] of [
      ['A', 'profile.nickname_length'],
      ['x'.repeat(17), 'profile.nickname_length'],
      ['<script>', 'profile.nickname_characters'],
      ['two  spaces', 'profile.nickname_characters'],
      ['0912 345', 'profile.nickname_digits_only'],
    ] as const) {
      const res = await call(member, 'PUT', '/wps/member/nickname', { nickname });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json()).toMatchObject({ code, value: { field: 'body.nickname' } });
    }
    expect((await info(member)).nickname).toBe('Anh Tú 88');
  });

  it('sets the real name and the birthday once; messaging ids change and clear', async () => {
    const member = await buildMember(app);
    const first = await call(member, 'PUT', '/wps/member/personal-info', {
      payeeName: 'Lê  Thị Hoa',
      birthday: '1995-02-28',
      zalo: '0901234567',
      facebook: 'hoa.le',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      payeeName: 'Lê Thị Hoa',
      birthday: '1995-02-28',
      zalo: '0901234567',
      facebook: 'hoa.le',
    });
    // The same value again is no change; another one is refused and changes nothing.
    const same = await call(member, 'PUT', '/wps/member/personal-info', {
      payeeName: 'Lê Thị Hoa',
    });
    expect(same.statusCode).toBe(200);
    const again = await call(member, 'PUT', '/wps/member/personal-info', {
      payeeName: 'Someone Else',
      zalo: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('profile.payee_name_set');
    const birthday = await call(member, 'PUT', '/wps/member/personal-info', {
      birthday: '1990-01-01',
    });
    expect(birthday.json().code).toBe('profile.birthday_set');
    expect((await info(member)).zalo).toBe('0901234567');
    const cleared = await call(member, 'PUT', '/wps/member/personal-info', { zalo: '' });
    expect(cleared.json().value.zalo).toBeNull();
  });

  it('refuses a bad name, birthday, e-mail, mobile or messaging id with its code', async () => {
    const member = await buildMember(app);
    const minor = new Date();
    minor.setUTCFullYear(minor.getUTCFullYear() - 17);
    for (const [payload, code] of [
      [{ payeeName: '1234' }, 'profile.payee_name_invalid'],
      [{ birthday: '1990-02-30' }, 'profile.birthday_invalid'],
      [{ birthday: minor.toISOString().slice(0, 10) }, 'profile.birthday_invalid'],
      [{ birthday: 'yesterday' }, 'profile.birthday_invalid'],
      [{ email: 'not-an-email', loginPassword: 'Demo1234' }, 'profile.email_invalid'],
      [{ mobileNum: '12', loginPassword: 'Demo1234' }, 'profile.mobile_invalid'],
      [{ zalo: '<b>hi</b>' }, 'profile.messaging_invalid'],
    ] as const) {
      const res = await call(member, 'PUT', '/wps/member/personal-info', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect(await info(member)).toMatchObject({ payeeName: null, birthday: null, email: null });
  });

  it('changes the e-mail or mobile only with the login password, and unverified', async () => {
    const member = await buildMember(app);
    const without = await call(member, 'PUT', '/wps/member/personal-info', {
      email: 'hoa@example.vn',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('profile.reauth_required');
    const wrong = await call(member, 'PUT', '/wps/member/personal-info', {
      email: 'hoa@example.vn',
      loginPassword: 'Wrong1234',
    });
    expect(wrong.json().code).toBe('reauth.password_wrong');
    const ok = await call(member, 'PUT', '/wps/member/personal-info', {
      email: 'hoa@example.vn',
      mobileNum: '0987 111 222',
      countryDialingCode: '+84',
      loginPassword: 'Demo1234',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      email: 'ho***@example.vn',
      emailVerified: false,
      mobileNum: '+8498***222',
      mobileVerified: false,
    });
    // Another account's number is refused.
    const taken = await call(member, 'PUT', '/wps/member/personal-info', {
      mobileNum: '912345678',
      countryDialingCode: '+84',
      loginPassword: 'Demo1234',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('profile.mobile_exists');
  });
});

describe('My account keeps what the member registered with (spec §3 registration payload)', () => {
  it('has the real name and messaging ids, and the mobile verified by its SMS code', async () => {
    const mobileNum = `09${Math.floor(10000000 + Math.random() * 89999999)}`;
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      payload: { mobileNum, countryDialingCode: '+84', purpose: 'register' },
      remoteAddress: freshAddress(),
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const code = smsCodeIn(await lastOutbox(app, `+84${mobileNum.slice(1)}`));
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/auth/register',
      remoteAddress: freshAddress(),
      payload: {
        ...(await solvedCaptcha(app)),
        method: 'mobileNum',
        mobileNum,
        countryDialingCode: '+84',
        verificationCode: code,
        password: 'Lotus2468x',
        confirmPassword: 'Lotus2468x',
        payeeName: 'Phạm Minh Khoa',
        zalo: '0933111222',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().value.token as string;
    const value = await info({ id: 0, account: '', accountNo: '', type: 0, token });
    expect(value).toMatchObject({
      payeeName: 'Phạm Minh Khoa',
      zalo: '0933111222',
      facebook: null,
      mobileVerified: true,
      emailVerified: false,
    });
  });
});

describe('My account: avatar (spec §3 Player avatar, §7 head icon)', () => {
  it('chooses a STATIC avatar, which the CDN path serves as a PNG', async () => {
    const member = await buildMember(app);
    expect((await call(member, 'GET', '/wps/member/head-icon')).json().value).toEqual({
      avatar: null,
      avatarType: null,
    });
    const set = await call(member, 'POST', '/wps/member/head-icon', {
      avatarType: 'STATIC',
      avatar: 'moon',
    });
    expect(set.statusCode, set.body).toBe(200);
    const got = PlayerAvatarSchema.parse(
      (await call(member, 'GET', '/wps/member/head-icon')).json().value,
    );
    expect(got).toEqual({ avatar: 'moon', avatarType: 'STATIC' });
    const png = await app.inject({ method: 'GET', url: '/wps/media/avatar/moon.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(imageSize(png.rawPayload)).toMatchObject({ type: 'png', width: AVATAR_SIDE });
    expect(
      (await app.inject({ method: 'GET', url: '/wps/media/avatar/nope.png' })).statusCode,
    ).toBe(400);
    const unknown = await call(member, 'POST', '/wps/member/head-icon', {
      avatarType: 'STATIC',
      avatar: '../../etc/passwd',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a CUSTOM JPEG: resized to 256 and stripped of its EXIF', async () => {
    const member = await buildMember(app);
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#cc3355' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-PLACE-21.0285N' } })
      .toBuffer();
    expect(jpeg.includes('SECRET-PLACE')).toBe(true);
    const res = await call(member, 'POST', '/wps/member/head-icon', {
      avatarType: 'CUSTOM',
      data: b64(jpeg),
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatar = PlayerAvatarSchema.parse(res.json().value);
    expect(avatar.avatarType).toBe('CUSTOM');
    expect(avatar.avatar).toMatch(/^\/wps\/media\/u\/[0-9a-f]{64}\.jpg$/);
    const image = await app.inject({ method: 'GET', url: avatar.avatar! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes('SECRET-PLACE')).toBe(false);
    expect(image.rawPayload.includes('Exif')).toBe(false);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ width: AVATAR_SIDE, height: AVATAR_SIDE, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();
  });

  it('takes a CUSTOM PNG without its text chunks', async () => {
    const member = await buildMember(app);
    const png = await pngWithText(300, 'SECRET-TEXT');
    const res = await call(member, 'POST', '/wps/member/head-icon', {
      avatarType: 'CUSTOM',
      data: b64(png),
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = await app.inject({ method: 'GET', url: res.json().value.avatar });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.includes('SECRET-TEXT')).toBe(false);
    expect(image.rawPayload.includes('tEXt')).toBe(false);
    expect(imageSize(image.rawPayload)).toMatchObject({ width: AVATAR_SIDE, height: AVATAR_SIDE });
  });

  it('refuses what is not a PNG or JPEG by its content, and what is over 2 MB', async () => {
    const member = await buildMember(app);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    const webp = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .webp()
      .toBuffer();
    const truncated = (await pngWithText(64, 'x')).subarray(0, 60);
    for (const [bytes, reason] of [
      [gif, 'type'],
      [svg, 'type'],
      [webp, 'type'],
      [truncated, 'unreadable'],
    ] as const) {
      const res = await call(member, 'POST', '/wps/member/head-icon', {
        avatarType: 'CUSTOM',
        data: b64(bytes),
      });
      expect(res.statusCode, reason).toBe(400);
      expect(res.json()).toMatchObject({ code: 'avatar.refused', value: { reason } });
    }
    // Over 2 MB of real JPEG bytes (noise does not compress).
    const noise = Buffer.alloc(MAX_AVATAR_BYTES + 10_000);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    noise[0] = 0xff;
    noise[1] = 0xd8;
    noise[2] = 0xff;
    const big = await call(member, 'POST', '/wps/member/head-icon', {
      avatarType: 'CUSTOM',
      data: b64(noise),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('avatar.too_large');
    expect((await call(member, 'GET', '/wps/member/head-icon')).json().value.avatar).toBeNull();
  });

  it('is not for trial accounts', async () => {
    const trial = await buildMember(app, { type: 4 });
    const res = await call(trial, 'POST', '/wps/member/head-icon', {
      avatarType: 'STATIC',
      avatar: 'moon',
    });
    expect(res.statusCode).toBe(403);
    expect((await call(trial, 'GET', '/wps/member/head-icon')).statusCode).toBe(200);
  });
});
