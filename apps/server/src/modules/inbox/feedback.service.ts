import {
  FEEDBACK_BOUNDS,
  FEEDBACK_CATEGORIES,
  type AdminFeedback,
  type Feedback,
  type FeedbackAnswerBody,
  type FeedbackBody,
  type FeedbackCategory,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import {
  answerFeedbackRow,
  insertFeedback,
  selectFeedback,
  selectFeedbackPage,
  type AdminFeedbackRow,
} from './feedback.repository.ts';
import { sanitizedMessageHtml, sendInboxMessage, type Sender } from './inbox.service.ts';

/** The title of an answer when the operator gives none (the site's default language, TY). */
export const DEFAULT_ANSWER_TITLE = 'Trả lời góp ý của bạn';

const isCategory = (value: string): value is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

/**
 * A member's feedback (spec §7 feedback PUT). spec §5 gives bounds without values: ours are 10 to
 * 500 characters once trimmed, counted as the reader sees them (code points).
 */
export async function sendFeedback(
  db: Db,
  member: MemberRow,
  body: FeedbackBody,
): Promise<Feedback> {
  if (!isCategory(body.category)) throw new AppError('feedback.unknown_category');
  const content = body.content.trim();
  const length = [...content].length;
  if (length < FEEDBACK_BOUNDS.min) throw new AppError('feedback.too_short');
  if (length > FEEDBACK_BOUNDS.max) throw new AppError('feedback.too_long');
  const row = await insertFeedback(db, { memberId: member.id, category: body.category, content });
  return {
    id: row.id,
    category: body.category,
    content: row.content,
    status: 'open',
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdmin({ feedback: f, account }: AdminFeedbackRow): AdminFeedback {
  return {
    id: f.id,
    memberId: f.memberId,
    account,
    category: f.category as FeedbackCategory,
    content: f.content,
    status: f.status as AdminFeedback['status'],
    createdAt: f.createdAt.toISOString(),
    answer: f.answer,
    answeredAt: f.answeredAt ? f.answeredAt.toISOString() : null,
    answeredBy: f.answeredBy,
    messageId: f.messageId,
  };
}

export async function listAdminFeedback(
  db: Db,
  query: { status: 'open' | 'answered' | 'all'; pageNo: number; pageSize: number },
) {
  const { rows, total } = await selectFeedbackPage(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map(toAdmin),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * Answers open feedback once: the answer goes to the member's inbox as a message of its own, and
 * the feedback records it. Run in one transaction (the route's audited change), the row locked so
 * that two operators answering at once send one message.
 */
export async function answerFeedback(
  db: Db,
  id: number,
  body: FeedbackAnswerBody,
  sender: Sender,
): Promise<AdminFeedback> {
  const found = await selectFeedback(db, id, true);
  if (!found) throw new AppError('feedback.not_found');
  if (found.feedback.status !== 'open') throw new AppError('feedback.already_answered');
  const answer = await sanitizedMessageHtml(body.content);
  const message = await sendInboxMessage(
    db,
    {
      title: body.title ?? DEFAULT_ANSWER_TITLE,
      content: answer,
      target: 'member',
      account: found.account,
    },
    sender,
    id,
  );
  const row = await answerFeedbackRow(db, id, {
    answer,
    answeredBy: sender.name,
    messageId: message.id,
  });
  if (!row) throw new AppError('feedback.already_answered');
  return toAdmin({ feedback: row, account: found.account });
}
