import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { feedback, inboxMessages, inboxReceipts, members } from '../../schema.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The demo inbox (docs/decisions/2026-11-24-inbox-and-feedback.md): messages to the demo member
 * (some read, some unread), one to everyone, one to the demo member's VIP level and one to a VIP
 * level the demo member is not in; feedback from the demo member, one of them answered.
 */
export async function loadDemoInbox(db: Db, now = new Date()): Promise<void> {
  const found = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.account, ['demo', 'agent01']));
  const demo = found.find((m) => m.account === 'demo');
  if (!demo) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const sender = { sentBy: 'admin', operatorId: null };
  const rows = await db
    .insert(inboxMessages)
    .values([
      {
        ...sender,
        title: 'Chào mừng bạn đến với Lucky Lotus',
        content:
          '<p>Cảm ơn bạn đã đăng ký! Nạp lần đầu từ <b>100.000 ₫</b> để nhận thưởng chào mừng 100%.</p><p>Cần hỗ trợ? Chọn <i>Chăm sóc khách hàng</i> trong menu.</p>',
        target: 'member',
        memberId: demo.id,
        sentAt: at(72),
      },
      {
        ...sender,
        title: 'Lệnh nạp của bạn đã được xác nhận',
        content: '<p>Lệnh nạp <b>500.000 ₫</b> qua chuyển khoản ngân hàng đã vào ví của bạn.</p>',
        target: 'member',
        memberId: demo.id,
        sentAt: at(48),
      },
      {
        ...sender,
        title: 'Bảo trì hệ thống đêm thứ Bảy',
        content:
          '<p>Hệ thống bảo trì từ <b>02:00 đến 04:00</b> sáng Chủ nhật. Số dư của bạn được giữ an toàn.</p>',
        target: 'all',
        sentAt: at(30),
      },
      {
        ...sender,
        title: 'Ưu đãi riêng cho hội viên VIP2',
        content:
          '<p>Hoàn trả thêm <b>0,2%</b> mọi ván xổ số tuần này. Lên VIP3 để nhận quyền lợi lớn hơn.</p>',
        target: 'segment',
        segmentClubLabel: 'VIP2',
        sentAt: at(20),
      },
      {
        ...sender,
        title: 'Quà sinh nhật VIP3',
        content: '<p>Hội viên VIP3 nhận quà sinh nhật 500.000 ₫ trong tháng sinh nhật.</p>',
        target: 'segment',
        segmentClubLabel: 'VIP3',
        sentAt: at(10),
      },
      {
        ...sender,
        title: 'Vòng quay may mắn cuối tuần',
        content: '<p>Cược từ <b>1.000.000 ₫</b> trong cuối tuần để nhận một lượt quay may mắn.</p>',
        target: 'member',
        memberId: demo.id,
        sentAt: at(3),
      },
    ])
    .returning({ id: inboxMessages.id, title: inboxMessages.title });
  const idOf = (title: string) => rows.find((r) => r.title === title)!.id;
  // The two oldest are read; the rest are waiting for the demo member.
  await db.insert(inboxReceipts).values([
    { memberId: demo.id, messageId: idOf('Chào mừng bạn đến với Lucky Lotus'), readAt: at(70) },
    { memberId: demo.id, messageId: idOf('Lệnh nạp của bạn đã được xác nhận'), readAt: at(47) },
  ]);

  const [answered] = await db
    .insert(feedback)
    .values({
      memberId: demo.id,
      category: 'withdrawal',
      content: 'Lệnh rút tiền của tôi chờ hơn 2 giờ chưa về tài khoản, nhờ kiểm tra giúp.',
      createdAt: at(26),
    })
    .returning({ id: feedback.id });
  const [reply] = await db
    .insert(inboxMessages)
    .values({
      ...sender,
      title: 'Trả lời góp ý của bạn',
      content:
        '<p>Lệnh rút của bạn đã được duyệt lúc 10:20 và đã chuyển về ngân hàng. Cảm ơn bạn đã báo!</p>',
      target: 'member',
      memberId: demo.id,
      feedbackId: answered!.id,
      sentAt: at(24),
    })
    .returning({ id: inboxMessages.id });
  await db
    .update(feedback)
    .set({
      status: 'answered',
      answer:
        '<p>Lệnh rút của bạn đã được duyệt lúc 10:20 và đã chuyển về ngân hàng. Cảm ơn bạn đã báo!</p>',
      answeredAt: at(24),
      answeredBy: 'admin',
      messageId: reply!.id,
    })
    .where(eq(feedback.id, answered!.id));
  await db
    .insert(inboxReceipts)
    .values({ memberId: demo.id, messageId: reply!.id, readAt: at(23) });
  await db.insert(feedback).values([
    {
      memberId: demo.id,
      category: 'games',
      content: 'Trò Hạc Ngọc Lục Bảo thỉnh thoảng tải chậm vào buổi tối, mong được cải thiện.',
      createdAt: at(6),
    },
    {
      memberId: demo.id,
      category: 'suggestion',
      content:
        'Mong trang web có thêm xổ số miền Trung vào buổi chiều và thông báo kết quả qua Zalo.',
      createdAt: at(2),
    },
  ]);
}
