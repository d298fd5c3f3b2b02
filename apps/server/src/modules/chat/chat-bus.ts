import type { FastifyBaseLogger } from 'fastify';
import { createEventBus, type EventBus } from '../../lib/event-bus.ts';

/**
 * What one process tells the others about a conversation (docs/decisions/2026-11-24-live-chat.md).
 * Events are small wake-ups: a stream that hears `message` reads the messages after the last one
 * it sent from the database, so the order and the catch-up come from the database, never from the
 * bus, and a lost event costs a delay (the next reconnect catches up), never a message.
 */
export type ChatBusEvent =
  | { kind: 'message'; conversationId: number; memberId: number; seq: number }
  | {
      kind: 'typing';
      conversationId: number;
      memberId: number;
      side: 'member' | 'operator';
      typing: boolean;
    }
  | {
      kind: 'read';
      conversationId: number;
      memberId: number;
      side: 'member' | 'operator';
      seq: number;
    }
  | { kind: 'conversation'; conversationId: number; memberId: number };

export type ChatBus = EventBus<ChatBusEvent>;

/**
 * The chat's bus: Redis when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY when the database is
 * PostgreSQL, else this process alone (the embedded database has one process).
 */
export function createChatBus(
  options: { redisUrl: string | undefined; databaseUrl: string | undefined },
  log: FastifyBaseLogger,
): ChatBus {
  return createEventBus<ChatBusEvent>('chat_events', options, log);
}
