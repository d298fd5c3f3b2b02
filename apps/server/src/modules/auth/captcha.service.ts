import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { newChallenge, renderCaptchaPng } from '../../lib/captcha-image.ts';
import { consumeCaptcha, insertCaptcha, insertOutbox } from './auth.repository.ts';

const CAPTCHA_TTL_SECONDS = 120;

function hashAnswer(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');
}

/** A new captcha image (spec §7: base64 png); its answer is kept hashed for two minutes. */
export async function createCaptcha(
  db: Db,
  kind: 'equation' | 'text',
  options: { revealInOutbox: boolean },
): Promise<Captcha> {
  const id = randomBytes(16).toString('base64url');
  const challenge = newChallenge(kind);
  await insertCaptcha(
    db,
    id,
    hashAnswer(id, challenge.answer),
    new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  );
  // Development only (never in production): the answer goes to the dev outbox, addressed to the
  // captcha id, so browser and server tests can get past a captcha like a person would.
  if (options.revealInOutbox) {
    await insertOutbox(db, {
      channel: 'captcha',
      recipient: id,
      subject: '',
      body: challenge.answer,
    });
  }
  return {
    captchaId: id,
    image: `data:image/png;base64,${renderCaptchaPng(challenge.text).toString('base64')}`,
    expiresIn: CAPTCHA_TTL_SECONDS,
  };
}

/** Checks an answer; each captcha can be tried once, right or wrong. */
export async function checkCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  if (!id || !answer) return false;
  const stored = await consumeCaptcha(db, id);
  if (!stored) return false;
  const given = Buffer.from(hashAnswer(id, answer), 'hex');
  return timingSafeEqual(given, Buffer.from(stored, 'hex'));
}
