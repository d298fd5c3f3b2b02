import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { queryRows } from '../../client.ts';
import { chatCannedReplies, chatConversations, chatMessages } from '../../schema.ts';

/** The console's demo canned replies (Vietnamese: the support team's language). */
export const DEMO_CANNED_REPLIES = [
  {
    title: 'Chào hỏi',
    text: 'Chào anh/chị, em là nhân viên CSKH Lucky Lotus. Em có thể giúp gì ạ?',
  },
  { title: 'Chờ kiểm tra', text: 'Anh/chị vui lòng đợi em vài phút để kiểm tra ạ.' },
  {
    title: 'Nạp tiền',
    text: 'Anh/chị gửi giúp em ảnh chụp biên lai chuyển khoản và mã đơn nạp (bắt đầu bằng D) ạ.',
  },
  {
    title: 'Rút tiền',
    text: 'Lệnh rút thường được duyệt trong 15 phút; ngân hàng có thể cần thêm đến 2 giờ ạ.',
  },
  { title: 'Kết thúc', text: 'Cảm ơn anh/chị đã liên hệ. Chúc anh/chị chơi vui và may mắn!' },
];

type Line = { author: 'member' | 'operator'; text: string; minutesAgo: number };

const DEMO_HISTORY: Line[] = [
  {
    author: 'member',
    text: 'Chào shop, tôi nạp 500.000 ₫ qua ngân hàng mà chưa thấy cộng.',
    minutesAgo: 95,
  },
  { author: 'operator', text: DEMO_CANNED_REPLIES[2]!.text, minutesAgo: 93 },
  { author: 'member', text: 'Mã đơn D2026112400017, tôi chuyển lúc 8 giờ.', minutesAgo: 90 },
  { author: 'operator', text: 'Em đã xác nhận, tiền đã vào ví của anh rồi ạ.', minutesAgo: 80 },
  { author: 'member', text: 'Cảm ơn em nhiều!', minutesAgo: 78 },
  {
    author: 'operator',
    text: 'Tuần này có khuyến mãi hoàn trả xổ số 1% mỗi ngày, anh xem ở mục Khuyến mãi nhé.',
    minutesAgo: 20,
  },
];

const WAITING: string[] = [
  'Cho mình hỏi rút tiền về Momo được không?',
  'Tài khoản mình bị khoá sau khi nhập sai mật khẩu, mở giúp mình với.',
];

async function memberId(db: Db, account: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from members where lower(account) = lower(${account})`,
  );
  return row ? Number(row.id) : undefined;
}

async function operatorId(db: Db, username: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from operators where username = ${username}`,
  );
  return row ? Number(row.id) : null;
}

/** A conversation with its messages written as they would have been, numbered 1, 2, 3 … */
async function writeConversation(
  db: Db,
  member: number,
  lines: Line[],
  options: { operatorId: number | null; memberReadSeq: number; operatorReadSeq: number },
) {
  const last = lines.at(-1)!;
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      memberId: member,
      status: 'open',
      assignedOperatorId: options.operatorId,
      lastSeq: lines.length,
      memberReadSeq: options.memberReadSeq,
      operatorReadSeq: options.operatorReadSeq,
      lastMessageAt: sql`now() - make_interval(mins => ${last.minutesAgo})`,
      createdAt: sql`now() - make_interval(mins => ${lines[0]!.minutesAgo + 1})`,
    })
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  if (!conversation) return;
  await db.insert(chatMessages).values(
    lines.map((line, i) => ({
      conversationId: conversation.id,
      seq: i + 1,
      clientId: `demo-${conversation.id}-${i + 1}`,
      author: line.author,
      operatorId: line.author === 'operator' ? options.operatorId : null,
      text: line.text,
      createdAt: sql`now() - make_interval(mins => ${line.minutesAgo})`,
    })),
  );
}

/**
 * The demo's live chat: the demo member's conversation with the support operator (its last
 * answer unread, so the site shows the "new messages" line), a couple of members waiting in the
 * console's queue, and the canned replies.
 */
export async function loadDemoChat(db: Db): Promise<void> {
  const support = await operatorId(db, 'support');
  const demo = await memberId(db, 'demo');
  if (demo !== undefined) {
    await writeConversation(db, demo, DEMO_HISTORY, {
      operatorId: support,
      memberReadSeq: DEMO_HISTORY.length - 1,
      operatorReadSeq: DEMO_HISTORY.length,
    });
  }
  const others = await queryRows<{ id: number }>(
    db,
    sql`select id from members where type in (0, 1) and lower(account) <> 'demo' and status = 'active' order by id limit ${WAITING.length}`,
  );
  for (const [i, row] of others.entries()) {
    await writeConversation(
      db,
      Number(row.id),
      [{ author: 'member', text: WAITING[i]!, minutesAgo: 5 - i * 2 }],
      { operatorId: null, memberReadSeq: 1, operatorReadSeq: 0 },
    );
  }
  const [canned] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_canned_replies`,
  );
  if (Number(canned?.n ?? 0) === 0) {
    await db
      .insert(chatCannedReplies)
      .values(DEMO_CANNED_REPLIES.map((c, sort) => ({ ...c, sort })));
  }
}
