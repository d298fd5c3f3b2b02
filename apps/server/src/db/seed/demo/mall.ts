import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { mallItems, mallOrders, memberPoints, members, pointEntries } from '../../schema.ts';

// The demo point mall (docs/decisions/2026-11-25-point-mall.md): a handful of items of each kind,
// and the demo player's points earned over the last days, one voucher redeemed, a gift on its way
// and a cancelled order whose points came back, so /m/mall/mallHome and the back office look alive.

const HOUR = 3_600_000;

/** The demo's items: bonus credit, vouchers and goods, one sold out. */
export function demoMallItemRows(): (typeof mallItems.$inferInsert)[] {
  return [
    {
      kind: 'bonus',
      name: 'Thưởng 50.000 ₫',
      description: 'Tiền thưởng vào Trung tâm phần thưởng, cược 1 lần trước khi rút.',
      cost: 500,
      bonusMinor: 5_000_000n,
      wageringMultiple: 1,
      stock: 500,
      perMemberLimit: 5,
      sort: 1,
    },
    {
      kind: 'bonus',
      name: 'Thưởng 200.000 ₫',
      description: 'Tiền thưởng lớn cho người chơi thân thiết.',
      cost: 1800,
      bonusMinor: 20_000_000n,
      wageringMultiple: 1,
      stock: 100,
      perMemberLimit: 2,
      sort: 2,
    },
    {
      kind: 'voucher',
      name: 'Thẻ cào điện thoại 100.000 ₫',
      description: 'Mã thẻ hiển thị ngay sau khi đổi.',
      cost: 1200,
      stock: 50,
      perMemberLimit: 3,
      sort: 3,
    },
    {
      kind: 'voucher',
      name: 'Phiếu mua sắm 500.000 ₫',
      description: 'Dùng tại các cửa hàng đối tác.',
      cost: 5000,
      stock: 10,
      perMemberLimit: 1,
      sort: 4,
    },
    {
      kind: 'physical',
      name: 'Áo thun thương hiệu',
      description: 'Áo cotton, giao tận nơi trong 7 ngày.',
      cost: 2500,
      stock: 30,
      perMemberLimit: 2,
      sort: 5,
    },
    {
      kind: 'physical',
      name: 'Tai nghe không dây',
      description: 'Quà tặng giới hạn — đã hết hàng, sắp về thêm.',
      cost: 15000,
      stock: 0,
      sort: 6,
    },
  ];
}

/** The items, and the demo player's points, orders and history. */
export async function loadDemoMall(db: Db, now: Date): Promise<void> {
  const items = await db.insert(mallItems).values(demoMallItemRows()).returning();
  const [demo] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, 'demo'));
  if (!demo) return;
  const byName = new Map(items.map((i) => [i.name, i]));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const entries: (typeof pointEntries.$inferInsert)[] = [];
  // Earned over the last three days (the points job's own credits start from the live bets).
  [1850, 2420, 960, 3310, 1275, 2685].forEach((points, i) => {
    const hour = new Date(Math.floor(at(70 - i * 12).getTime() / HOUR) * HOUR);
    entries.push({
      memberId: demo.id,
      source: `demo:earn:${i}`,
      kind: 'earn',
      points,
      note: hour.toISOString(),
      createdAt: new Date(hour.getTime() + HOUR + 5 * 60_000),
    });
  });
  const voucher = byName.get('Thẻ cào điện thoại 100.000 ₫')!;
  const shirt = byName.get('Áo thun thương hiệu')!;
  const address = {
    name: 'Người chơi Demo',
    phone: '0901234567',
    address: '12 Lê Lợi, Quận 1, TP.HCM',
  };
  const orders = await db
    .insert(mallOrders)
    .values([
      {
        memberId: demo.id,
        itemId: voucher.id,
        itemName: voucher.name,
        kind: 'voucher',
        cost: voucher.cost,
        voucherCode: 'DEMO7K2M9QXP',
        state: 'delivered',
        createdAt: at(30),
        updatedAt: at(30),
      },
      {
        memberId: demo.id,
        itemId: shirt.id,
        itemName: shirt.name,
        kind: 'physical',
        cost: shirt.cost,
        address,
        state: 'cancelled',
        createdAt: at(26),
        updatedAt: at(20),
      },
      {
        memberId: demo.id,
        itemId: shirt.id,
        itemName: shirt.name,
        kind: 'physical',
        cost: shirt.cost,
        address,
        state: 'shipped',
        createdAt: at(6),
        updatedAt: at(2),
      },
    ])
    .returning();
  for (const order of orders) {
    entries.push({
      memberId: demo.id,
      source: `redeem:${order.id}`,
      kind: 'redeem',
      points: -order.cost,
      note: `#${order.id} ${order.itemName}`,
      createdAt: order.createdAt,
    });
    if (order.state === 'cancelled') {
      entries.push({
        memberId: demo.id,
        source: `refund:${order.id}`,
        kind: 'refund',
        points: order.cost,
        note: `#${order.id} ${order.itemName}`,
        createdAt: order.updatedAt,
      });
    }
  }
  await db.insert(pointEntries).values(entries);
  // What the orders took from the stock (the cancelled one gave its back).
  for (const order of orders.filter((o) => o.state !== 'cancelled')) {
    const item = items.find((i) => i.id === order.itemId)!;
    item.stock -= 1;
    await db.update(mallItems).set({ stock: item.stock }).where(eq(mallItems.id, item.id));
  }
  const balance = entries.reduce((sum, e) => sum + e.points, 0);
  await db.insert(memberPoints).values({ memberId: demo.id, balance });
}
