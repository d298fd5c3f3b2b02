import { randomInt } from 'node:crypto';
import {
  formatAmountMinor,
  memberKindOf,
  ruleFor,
  validateField,
  type MemberDetail,
  type MemberGameTotal,
  type MemberNote,
  type MemberPasswordReset,
  type MemberSearchQuerySchema,
  type MemberStatus,
  type MemberStatusChange,
  type MemberSummary,
  type Page,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deleteMemberTotp } from '../member-centre/totp.repository.ts';
import { totpEnabled } from '../member-centre/totp.service.ts';
import { passwordPolicyProblem } from '../auth/password-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { auditActor, iso, maskAccountNo, type Actor } from '../../lib/money.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { hashPassword } from '../../lib/password.ts';
import { findMemberByAccount, findMemberById, type MemberRow } from '../auth/auth.repository.ts';
import { balanceOf, walletOf } from '../ledger/ledger.service.ts';
import { listLotteryBets } from '../lottery/lottery-betting.service.ts';
import { revokeMemberSessions } from '../operator-auth/operator-auth.repository.ts';
import { insertAudit } from '../operator/operator.repository.ts';
import { depositRecord, transactionRecord, withdrawRecord } from '../records/records.service.ts';
import { gamePlayTotals } from '../reports/reports.repository.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import { listBankAccounts, pendingWithdrawalTotal } from '../withdraw/withdraw.repository.ts';
import {
  countOpenSessions,
  insertNote,
  listLogins,
  listNotes,
  lockMemberRow,
  searchMembers,
  updateMember,
  type MemberNoteRow,
} from './member-admin.repository.ts';

/**
 * Members in the back office (docs/decisions/2026-11-24-back-office-api.md): search, the detail
 * support works from, and the changes support makes. Each change locks the member's row, makes
 * the change and writes its audit line (before → after) in one transaction.
 */

export type MemberAdminDeps = { db: Db; settings: SettingsStore };

const statusOf = (row: MemberRow): MemberStatus => (row.status === 'active' ? 'active' : 'blocked');

export function toMemberSummary(row: MemberRow, balanceMinor: bigint): MemberSummary {
  return {
    id: row.id,
    account: row.account,
    accountNo: row.accountNo,
    nickname: row.nickname,
    type: row.type,
    kind: memberKindOf(row.type),
    status: statusOf(row),
    labels: row.labels,
    clubLabel: row.clubLabel,
    mobileNum: row.mobileNum,
    email: row.email,
    balance: formatAmountMinor(balanceMinor),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

async function summaryOf(db: Db, row: MemberRow): Promise<MemberSummary> {
  return toMemberSummary(row, await balanceOf(db, walletOf(row).code));
}

function toNote(row: MemberNoteRow): MemberNote {
  return {
    id: row.id,
    text: row.text,
    actor: row.actor,
    operatorId: row.operatorId,
    createdAt: row.createdAt.toISOString(),
  };
}

async function memberOrThrow(db: Db, account: string): Promise<MemberRow> {
  const member = await findMemberByAccount(db, account.trim());
  if (!member) throw new AppError('operator.account_not_found', { value: { field: 'account' } });
  return member;
}

export async function searchMemberPage(
  db: Db,
  query: z.output<typeof MemberSearchQuerySchema>,
): Promise<Page<MemberSummary>> {
  const { rows, total } = await searchMembers(
    db,
    { q: query.q, status: query.status },
    pageWindow(query),
  );
  return toPage(
    rows.map((r) => toMemberSummary(r, r.balanceMinor)),
    total,
    query,
  );
}

/** The search page as a CSV file (format=csv). */
export function memberPageCsv(page: Page<MemberSummary>): string {
  type Row = MemberSummary;
  return toCsv(
    [
      { header: 'id', value: (r: Row) => r.id },
      { header: 'account', value: (r: Row) => r.account },
      { header: 'accountNo', value: (r: Row) => r.accountNo },
      { header: 'nickname', value: (r: Row) => r.nickname },
      { header: 'type', value: (r: Row) => r.type },
      { header: 'kind', value: (r: Row) => r.kind },
      { header: 'status', value: (r: Row) => r.status },
      { header: 'labels', value: (r: Row) => r.labels.join(' ') },
      { header: 'clubLabel', value: (r: Row) => r.clubLabel },
      { header: 'mobileNum', value: (r: Row) => r.mobileNum },
      { header: 'email', value: (r: Row) => r.email },
      { header: 'balance', value: (r: Row) => r.balance },
      { header: 'createdAt', value: (r: Row) => r.createdAt },
      { header: 'lastLoginAt', value: (r: Row) => r.lastLoginAt },
    ],
    page.list,
  );
}

/** Stakes, wins and GGR per game from the ledger, most staked first. */
async function betsByGame(db: Db, memberId: number): Promise<MemberGameTotal[]> {
  const rows = await gamePlayTotals(db, { memberId, realOnly: false }, { day: false, game: true });
  return rows
    .map((r) => {
      const bets = r.stakedMinor - r.returnedMinor;
      return {
        category: r.category,
        vendorCode: r.vendorCode,
        gameCode: r.gameCode,
        betCount: r.betCount,
        bets: formatAmountMinor(bets),
        wins: formatAmountMinor(r.wonMinor),
        ggr: formatAmountMinor(bets - r.wonMinor),
        betsMinor: bets,
        lastBetAt: iso(r.lastBetAt),
      };
    })
    .sort((a, b) => (b.betsMinor > a.betsMinor ? 1 : b.betsMinor < a.betsMinor ? -1 : 0))
    .map(({ betsMinor: _b, ...line }) => line);
}

/** Everything support needs about one member (see MemberDetailSchema). */
export async function getMemberDetail(db: Db, account: string): Promise<MemberDetail> {
  const member = await memberOrThrow(db, account);
  const wallet = walletOf(member);
  const recent = { pageNo: 1, pageSize: 10 };
  const [parent, balance, pending, sessionsOpen, banks, ledger, deposits, withdrawals] =
    await Promise.all([
      member.parentId ? findMemberById(db, member.parentId) : undefined,
      balanceOf(db, wallet.code),
      pendingWithdrawalTotal(db, member.id),
      countOpenSessions(db, member.id),
      listBankAccounts(db, member.id),
      transactionRecord(db, member, { pageNo: 1, pageSize: 20 }),
      depositRecord(db, member, recent),
      withdrawRecord(db, member, recent),
    ]);
  const [games, lottery, logins, notes, totpOn] = await Promise.all([
    betsByGame(db, member.id),
    listLotteryBets(db, member.id, { pageNo: 1, pageSize: 20, language: 'TY' }),
    listLogins(db, member.id, 20),
    listNotes(db, member.id, 100),
    totpEnabled(db, member.id),
  ]);
  return {
    profile: {
      ...toMemberSummary(member, balance),
      countryDialingCode: member.countryDialingCode,
      parentAccount: parent?.account ?? null,
      affiliateCode: member.affiliateCode,
      registerSource: member.registerSource,
      registerIp: member.registerIp,
      mustChangePassword: member.mustChangePassword,
      totpEnabled: totpOn,
      realNames: [...new Set(banks.map((b) => b.accountName))],
      updatedAt: member.updatedAt.toISOString(),
    },
    wallet: {
      balance: formatAmountMinor(balance),
      pendingWithdrawal: formatAmountMinor(pending),
      isTrial: wallet.isTrial,
      openSessions: sessionsOpen,
    },
    bankAccounts: banks.map((b) => ({
      id: b.id,
      bankCode: b.bankCode,
      bankName: b.bankName,
      accountName: b.accountName,
      accountNoMasked: maskAccountNo(b.accountNo),
      createdAt: b.createdAt.toISOString(),
    })),
    ledger: ledger.list,
    deposits: deposits.list,
    withdrawals: withdrawals.list,
    betsByGame: games,
    lotteryBets: lottery.list,
    logins: logins.map((l) => ({
      at: l.createdAt.toISOString(),
      ip: l.ip,
      userAgent: l.userAgent,
      endedAt: iso(l.revokedAt ?? (l.expiresAt.getTime() <= Date.now() ? l.expiresAt : null)),
    })),
    notes: notes.map(toNote),
  };
}

/**
 * Runs a change of one member under the lock of its row and writes the audit line in the same
 * transaction. `change` answers the audit line's details.
 */
async function changeMember<T>(
  db: Db,
  account: string,
  change: (tx: Db, member: MemberRow) => Promise<{ value: T; audit: AuditOf }>,
  actor: Actor,
): Promise<T> {
  const found = await memberOrThrow(db, account);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const member = (await lockMemberRow(tx, found.id))!;
    const { value, audit } = await change(tx, member);
    await insertAudit(tx, {
      ...audit,
      ...auditActor(actor),
      targetType: 'member',
      targetId: String(member.id),
      details: { account: member.account, ...audit.details },
    });
    return value;
  });
}

type AuditOf = {
  action: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
};

/** Blocks a member: sign-in refused and every session ended at once. */
export function blockMember(db: Db, account: string, reason: string, actor: Actor) {
  return setStatus(db, account, 'blocked', reason, actor);
}

/** Unblocks a member; their ended sessions stay ended. */
export function unblockMember(db: Db, account: string, reason: string, actor: Actor) {
  return setStatus(db, account, 'active', reason, actor);
}

async function setStatus(
  db: Db,
  account: string,
  status: MemberStatus,
  reason: string,
  actor: Actor,
): Promise<MemberStatusChange> {
  return changeMember(
    db,
    account,
    async (tx, member) => {
      if (statusOf(member) === status) throw new AppError('member.status_unchanged');
      const row = await updateMember(tx, member.id, { status });
      const endedSessions = status === 'blocked' ? await revokeMemberSessions(tx, member.id) : 0;
      return {
        value: { member: await summaryOf(tx, row), endedSessions },
        audit: {
          action: status === 'blocked' ? 'member.block' : 'member.unblock',
          reason,
          before: { status: member.status },
          after: { status: row.status, endedSessions },
        },
      };
    },
    actor,
  );
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A temporary password that follows the site's password rule (letters and digits, no look-alikes). */
function temporaryPassword(check: (password: string) => boolean): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const chars = Array.from(
      { length: 10 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    );
    const password = chars.join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password) && check(password)) return password;
  }
  throw new Error('no temporary password fits the site’s password rule');
}

/**
 * Resets a member's password: the one given (it must follow the site's password rule), or a
 * temporary one answered this once. The member must change it at the next sign-in; every session
 * ends. The audit line names the reason, never the password.
 */
export async function resetMemberPassword(
  deps: MemberAdminDeps,
  account: string,
  body: { password?: string | undefined; reason: string },
  actor: Actor,
): Promise<MemberPasswordReset> {
  const site = await deps.settings.site();
  const rule = { ...ruleFor(site.fieldRules, 'password', { required: true }), name: 'password' };
  if (body.password !== undefined) {
    const message = validateField(rule, body.password) ?? passwordPolicyProblem(body.password);
    if (message) {
      throw new AppError('request.invalid', {
        message: `body.password: ${message}`,
        value: { field: 'body.password', issues: [{ field: 'body.password', message }] },
      });
    }
  }
  const generated =
    body.password === undefined
      ? temporaryPassword((p) => !validateField(rule, p) && !passwordPolicyProblem(p))
      : null;
  const hash = await hashPassword(body.password ?? generated!);
  return changeMember(
    deps.db,
    account,
    async (tx, member) => {
      await updateMember(tx, member.id, { passwordHash: hash, mustChangePassword: true });
      const endedSessions = await revokeMemberSessions(tx, member.id);
      return {
        value: { temporaryPassword: generated, mustChangePassword: true, endedSessions },
        audit: {
          action: 'member.password_reset',
          reason: body.reason.trim(),
          before: { mustChangePassword: member.mustChangePassword },
          after: { mustChangePassword: true, generated: generated !== null, endedSessions },
        },
      };
    },
    actor,
  );
}

/**
 * Removes a member's authenticator app after support checked who is asking (a lost phone): the
 * secret and recovery codes go, every session ends, the reason goes to the audit trail.
 */
export async function removeMemberTotp(
  db: Db,
  account: string,
  reason: string,
  actor: Actor,
): Promise<{ endedSessions: number }> {
  return changeMember(
    db,
    account,
    async (tx, member) => {
      if (!(await totpEnabled(tx, member.id))) throw new AppError('totp.not_enabled');
      await deleteMemberTotp(tx, member.id);
      const endedSessions = await revokeMemberSessions(tx, member.id);
      return {
        value: { endedSessions },
        audit: {
          action: 'member.totp_removed',
          reason: reason.trim(),
          before: { totpEnabled: true },
          after: { totpEnabled: false, endedSessions },
        },
      };
    },
    actor,
  );
}

/** Appends an operator's note to the member. */
export async function addMemberNote(
  db: Db,
  account: string,
  text: string,
  actor: Actor,
): Promise<MemberNote> {
  return changeMember(
    db,
    account,
    async (tx, member) => {
      const note = await insertNote(tx, {
        memberId: member.id,
        text: text.trim(),
        actor: actor.name,
        operatorId: actor.operatorId ?? null,
      });
      return {
        value: toNote(note),
        audit: { action: 'member.note', after: { noteId: note.id, text: note.text } },
      };
    },
    actor,
  );
}

/** Replaces the member's labels (duplicates dropped, order kept). */
export async function setMemberLabels(
  db: Db,
  account: string,
  body: { labels: string[]; reason?: string | undefined },
  actor: Actor,
): Promise<MemberSummary> {
  const labels = [...new Set(body.labels)];
  return changeMember(
    db,
    account,
    async (tx, member) => {
      const row = await updateMember(tx, member.id, { labels });
      return {
        value: await summaryOf(tx, row),
        audit: {
          action: 'member.labels',
          reason: body.reason?.trim() || null,
          before: { labels: member.labels },
          after: { labels: row.labels },
        },
      };
    },
    actor,
  );
}
