import {
  formatAmountMinor,
  groupAmount,
  type ContractKind,
  type SiteLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { insertInboxMessage } from '../inbox/inbox.repository.ts';

// What an agent's inbox says about its contracts (docs/decisions/2026-11-25-agent-contracts.md):
// an offer to answer, and a daily salary or dividend paid into the reward center. Written in the
// transaction of the offer or of the statement, so a message goes with exactly what it tells.
// Hourly salaries pay 24 times a day: the reward center shows them without a message each.

const PAGE: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
};

const KIND: Record<SiteLanguage, Record<ContractKind, string>> = {
  TY: { salary: 'lương ngày', dividend: 'chia cổ tức', hourly: 'lương theo giờ' },
  EN: { salary: 'daily salary', dividend: 'dividend', hourly: 'hourly salary' },
};

const SENDER = 'system';

/** 1,234,567.89 ₫ for a minor-unit amount (spec §9 #,##0.00). */
function money(amountMinor: bigint): string {
  return `${groupAmount(formatAmountMinor(amountMinor))} ₫`;
}

/** Tells the agent an offer waits for its answer on the contract page. */
export async function sendOfferMessage(
  db: Db,
  memberId: number,
  kind: ContractKind,
  from: string,
  language: SiteLanguage,
): Promise<void> {
  const name = KIND[language][kind];
  const who = escapeHtml(from.replace(/^(agent|operator):/, ''));
  const link = `<a href="${PAGE[kind]}">`;
  await insertInboxMessage(db, {
    target: 'member',
    memberId,
    sentBy: SENDER,
    ...(language === 'EN'
      ? {
          title: `A ${name} contract is offered to you`,
          content: `<p>${who} offered you a ${name} contract. ${link}Open the contract</a> to read its tiers and accept or decline it.</p>`,
        }
      : {
          title: `Bạn nhận được đề nghị hợp đồng ${name}`,
          content: `<p>${who} đã gửi cho bạn đề nghị hợp đồng ${name}. ${link}Mở hợp đồng</a> để xem các bậc và chấp nhận hoặc từ chối.</p>`,
        }),
  });
}

/** Tells the agent a period's salary or dividend waits in the reward center. */
export async function sendPaidMessage(
  db: Db,
  memberId: number,
  kind: ContractKind,
  period: string,
  amountMinor: bigint,
  language: SiteLanguage,
): Promise<void> {
  if (kind === 'hourly') return;
  const name = KIND[language][kind];
  const link = '<a href="/m/rewardCenter">';
  await insertInboxMessage(db, {
    target: 'member',
    memberId,
    sentBy: SENDER,
    ...(language === 'EN'
      ? {
          title: `Your ${name} for ${period}: ${money(amountMinor)}`,
          content: `<p>Your ${name} for ${period} is ${money(amountMinor)}. ${link}Claim it in the reward center</a>.</p>`,
        }
      : {
          title: `${name[0]!.toUpperCase()}${name.slice(1)} kỳ ${period}: ${money(amountMinor)}`,
          content: `<p>Khoản ${name} kỳ ${period} của bạn là ${money(amountMinor)}. ${link}Nhận tại trung tâm phần thưởng</a>.</p>`,
        }),
  });
}
