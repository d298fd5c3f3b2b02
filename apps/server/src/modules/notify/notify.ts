import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { insertOutbox } from '../auth/auth.repository.ts';

export type SmsMessage = { to: string; text: string };
export type MailMessage = { to: string; subject: string; text: string };

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Development SMS and mail: written to the server log and to the dev outbox table (which the
 * browser tests read). Used only when no real provider is configured, never in production.
 */
export class DevOutbox implements SmsProvider, Mailer {
  readonly name = 'dev-outbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage | MailMessage): Promise<void> {
    const isMail = 'subject' in message;
    await insertOutbox(this.db, {
      channel: isMail ? 'email' : 'sms',
      recipient: message.to,
      subject: isMail ? message.subject : '',
      body: message.text,
    });
    this.log.info(
      { outbox: isMail ? 'email' : 'sms', to: message.to, body: message.text },
      'development outbox',
    );
  }
}

/**
 * An SMS gateway reached over HTTP: POST {to, text} as JSON with a bearer token. Most gateways
 * (and an in-house relay in front of the others) accept this shape; a vendor-specific adapter
 * implements SmsProvider the same way.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly sender: string,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text, from: this.sender }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** Mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465) with nodemailer. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private transport: Promise<{ sendMail: (m: object) => Promise<unknown> }> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.url));
    const transport = await this.transport;
    await transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
