import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ENCRYPTION_SCHEME, type EncryptedBody, type LoginKey } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type LoadedKey = { keyId: string; privateKey: KeyObject; spki: string };

function fromPrivatePem(pem: string): LoadedKey {
  const privateKey = createPrivateKey(pem);
  const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    keyId: createHash('sha256').update(der).digest('base64url').slice(0, 16),
    privateKey,
    spki: der.toString('base64'),
  };
}

/**
 * The RSA key pair that encrypts login bodies (spec §3). LOGIN_PRIVATE_KEY (PEM) sets it; otherwise
 * the first process to start makes one and stores it (insert-if-absent), and every process of the
 * fleet reads the same one.
 */
export class LoginKeys {
  private loaded: Promise<LoadedKey> | undefined;

  constructor(
    private readonly db: Db,
    private readonly configuredPem: string | undefined,
  ) {}

  private load(): Promise<LoadedKey> {
    this.loaded ??= (async () => {
      if (this.configuredPem) return fromPrivatePem(this.configuredPem);
      const read = async () =>
        (await this.db.select().from(settings).where(eq(settings.key, 'login_key')))[0]?.value as
          { privatePem: string } | undefined;
      let stored = await read();
      if (!stored) {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const privatePem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
        await this.db
          .insert(settings)
          .values({ key: 'login_key', value: { privatePem } })
          .onConflictDoNothing();
        stored = await read();
      }
      return fromPrivatePem(stored!.privatePem);
    })().catch((err: unknown) => {
      this.loaded = undefined;
      throw err;
    });
    return this.loaded;
  }

  async publicKey(): Promise<LoginKey> {
    const key = await this.load();
    return { keyId: key.keyId, algorithm: ENCRYPTION_SCHEME, spki: key.spki };
  }

  /**
   * Decrypts a hybrid body: the AES-256-GCM key unwrapped with RSA-OAEP-256, then the data, whose
   * last 16 bytes are the GCM tag (as WebCrypto writes it). Any failure is one stable error.
   */
  async decrypt(body: EncryptedBody): Promise<unknown> {
    const key = await this.load();
    if (body.keyId !== key.keyId)
      throw new AppError('auth.decryption_failed', { value: { reason: 'key' } });
    try {
      const aesKey = privateDecrypt(
        { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(body.key, 'base64'),
      );
      const iv = Buffer.from(body.iv, 'base64');
      const data = Buffer.from(body.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) throw new Error('shape');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([
        decipher.update(data.subarray(0, data.length - 16)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('auth.decryption_failed');
    }
  }
}
