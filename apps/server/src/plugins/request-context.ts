import type { FastifyRequest } from 'fastify';
import { timingSafeEqual, createHash } from 'node:crypto';
import { AppError } from '../lib/app-error.ts';
import type { Visitor } from '../modules/system/system.service.ts';

/** The visitor's address (behind TRUST_PROXY) and the country a CDN put in COUNTRY_HEADER. */
export function visitorOf(request: FastifyRequest): Visitor {
  const raw = request.headers[request.server.config.countryHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const country = value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
  return { ip: request.ip, country };
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** preHandler for operator routes: `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant time. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const expected = request.server.config.operatorToken;
  if (!token || !timingSafeEqual(digest(token), digest(expected))) {
    throw new AppError('operator.unauthorized');
  }
}
