/**
 * Operator command line: `npm run ops -- <command>`. Talks to a running server over HTTP with the
 * service token (OPERATOR_TOKEN, acting with OPERATOR_TOKEN_ROLE on the server), so it works the same against a laptop and against one process of a fleet (the
 * settings live in the database; every process sees a change within SETTINGS_CACHE_MS).
 *
 *   OPS_URL         server address (default http://localhost:8080)
 *   OPERATOR_TOKEN  the server's OPERATOR_TOKEN (default: the development token)
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  groupAmount,
  parseSignedAmountMinor,
  WHITELABEL_FLAGS,
  WhitelabelFlagSchema,
  type AdjustValue,
  type AdminDeposit,
  type AdminWithdrawal,
  type GateSettings,
  type GateSettingsPatch,
  type LedgerCheck,
  LotteryBetTypeSchema,
  oddsOf,
  SHEET_BET_TYPES,
  SHEET_SHAPES,
  SheetShapeSchema,
  VIETNAMESE_BET_TYPES,
  OddsSchema,
  type LotteryDraw,
  type LotterySettings,
  type LotteryCorrectionResult,
  type LotterySettleResult,
  type Page,
  type SystemStatus,
  type Whitelabel,
  OPERATOR_ROLES,
  OperatorRoleSchema,
  type CreatedOperator,
  type Operator,
} from '@app/contracts';
import { DEV_OPERATOR_TOKEN } from '../config.ts';

export const HELP = `Operator commands for a running server.

Usage: npm run ops -- <command>

  gate                                  show maintenance, region restriction and modules that are off
  maintenance on [--title T] [--text T] turn maintenance on (the site shows T)
  maintenance off                       turn maintenance off
  region on | off                       turn region restriction on or off
  region block-ip <ip or cidr>          refuse an address or range (e.g. 203.0.113.0/24)
  region unblock-ip <ip or cidr>
  region block-country <CC>             refuse a country (ISO code read from the country header)
  region unblock-country <CC>
  flag <FLAG> on | off                  switch a whitelabel flag or module (e.g. CBS3)
  flags                                 list every flag and whether it is on
  deposits [--all]                      pending deposits (--all: every deposit)
  deposit confirm <id> [--note T]       the money arrived: credit the member's wallet
  deposit reject <id> --reason T        no such payment: nothing is credited
  withdrawals [--all]                   pending withdrawals, with the account to pay
  withdrawal approve <id> [--note T]    paid out to the member's bank
  withdrawal reject <id> --reason T     not paid: the amount returns to the wallet
  adjust <account> <amount> --reason T [--key K]
                                        credit (100.00) or debit (-100.00) a member's wallet;
                                        a retry with the same --key moves nothing again
  ledger                                check the ledger (sum zero, balances = transfers)
  lottery draws [--status S] [--game ID]
                                        draws waiting for a result (or with status S: scheduled,
                                        open, locked, drawn, settled, cancelled)
  lottery result <gameId> <numero> <sheet>
                                        enter a provincial draw's result and settle its bets; the
                                        sheet is GB~G1~…: levels by "~", numbers by "," (North 27
                                        numbers GB..G7, South/Central 18 numbers GB..G8,
                                        4D 23 numbers G1..G5, Thai 6 numbers G1..G4)
  lottery import <file>                 import results: one "<gameId> <numero> <sheet>" per line
                                        (# starts a comment); each is checked and settled
  lottery cancel <gameId> <numero> --reason T
                                        cancel a draw without a result: every stake is refunded
  lottery correct <gameId> <numero> <sheet> --reason T
                                        correct a settled provincial result: every bet is
                                        re-settled (wins taken back, new winners paid; what a
                                        wallet cannot give back is recorded as owed)
  lottery odds                          show the odds per sheet and bet type, and stake bounds
  lottery odds <north|south|4d|thai> <BET_TYPE> <odds>
                                        change one bet type's odds (e.g. north DE 95)
  lottery tick                          run one pass of the draw scheduler now
  operators                             list operator accounts with their role and state
  operator create <username> --role R   create an operator (administrator, finance, content,
                                        support, lottery, read_only); prints its generated
                                        password and TOTP otpauth:// URI, once
  help                                  this text

Environment:
  OPS_URL         server address (default http://localhost:8080)
  OPERATOR_TOKEN  the server's operator token (default: the development token)`;

/** Where the command writes; tests pass their own. */
export type OpsIo = { out: (line: string) => void; err: (line: string) => void };

const consoleIo: OpsIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** A failure with a message for the operator and the exit code to leave with. */
class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const usage = (message: string) => new OpsError(`${message}\nRun "npm run ops -- help".`, 2);

type Method = 'GET' | 'PATCH' | 'POST';

type Client = {
  baseUrl: string;
  call: <T>(method: Method, path: string, body?: unknown) => Promise<T>;
};

const TIMEOUT_MS = 10_000;

function createClient(baseUrl: string, token: string): Client {
  const call = async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
    // Joined, not resolved, so that a server behind a path prefix (OPS_URL=https://h/api) works.
    const url = new URL(`${baseUrl}${path}`);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new OpsError(describeNetworkError(error, baseUrl), 1);
    }
    const text = await res.text();
    let json: { success?: boolean; value?: unknown; code?: string; message?: string };
    try {
      json = JSON.parse(text);
    } catch {
      throw new OpsError(
        `${baseUrl} answered HTTP ${res.status} with something that is not the API. Is OPS_URL right?`,
        1,
      );
    }
    if (res.status === 401) {
      throw new OpsError(
        `The server refused the operator token (401 ${json.code ?? ''}). ` +
          `Set OPERATOR_TOKEN to the server's OPERATOR_TOKEN.`,
        1,
      );
    }
    if (!res.ok || json.success !== true) {
      const code = json.code ? ` ${json.code}` : '';
      throw new OpsError(
        `The server refused: ${json.message ?? 'no reason given'} (${res.status}${code})`,
        1,
      );
    }
    return json.value as T;
  };
  return { baseUrl, call };
}

function describeNetworkError(error: unknown, baseUrl: string): string {
  const err = error as { name?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') {
    return `The server at ${baseUrl} did not answer within ${TIMEOUT_MS / 1000} s.`;
  }
  const reason = err.cause?.code ?? err.cause?.message ?? String(error);
  return `Cannot reach the server at ${baseUrl} (${reason}). Is it running? Set OPS_URL to its address.`;
}

const getGate = (client: Client) => client.call<GateSettings>('GET', '/wps/admin/system/gate');
const patchGate = (client: Client, patch: GateSettingsPatch) =>
  client.call<GateSettings>('PATCH', '/wps/admin/system/gate', patch);

function list(values: string[]): string {
  return values.length > 0 ? values.join(', ') : 'none';
}

function printGate(io: OpsIo, gate: GateSettings, whitelabel: Whitelabel | undefined, url: string) {
  const m = gate.maintenance;
  const r = gate.regionRestriction;
  io.out(`Server              ${url}`);
  io.out(`Maintenance         ${m.enabled ? 'ON' : 'off'}`);
  io.out(`  title             ${m.title}`);
  io.out(`  text              ${m.text}`);
  io.out(`Region restriction  ${r.enabled ? 'ON' : 'off'}`);
  io.out(`  blocked ranges    ${list(r.blockedRanges)}`);
  io.out(`  blocked countries ${list(r.blockedCountries)}`);
  if (whitelabel) {
    const off = WHITELABEL_FLAGS.filter((f) => whitelabel[f] === false);
    io.out(`Flags off           ${list(off)}`);
  }
}

async function readWhitelabel(client: Client): Promise<Whitelabel> {
  const status = await client.call<SystemStatus>('GET', '/wps/system/status');
  return status.info.whitelabel;
}

/** `--title T --text T` into a record; refuses anything else. */
function parseOptions(args: string[], allowed: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [];
    if (!name || !allowed.includes(name)) throw usage(`Unknown argument: ${arg}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw usage(`--${name} needs a value`);
    options[name] = value;
  }
  return options;
}

function onOff(value: string | undefined, what: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw usage(`${what}: say "on" or "off"`);
}

function parseRange(value: string | undefined): string {
  const range = value?.trim() ?? '';
  const [address, bits, extra] = range.split('/');
  const family = isIP(address ?? '');
  const max = family === 4 ? 32 : 128;
  const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
  if (!family || !bitsOk || extra !== undefined) {
    throw usage(`Not an IP address or CIDR range: ${value ?? '(missing)'}`);
  }
  return range;
}

function parseCountry(value: string | undefined): string {
  const code = value?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code))
    throw usage(`Not a two-letter country code: ${value ?? '(missing)'}`);
  return code;
}

async function run(args: string[], client: Client, io: OpsIo): Promise<void> {
  const [command, sub, ...rest] = args;
  switch (command) {
    case undefined:
    case 'gate':
    case 'status': {
      if (sub !== undefined) throw usage(`Unexpected argument: ${sub}`);
      const [gate, whitelabel] = await Promise.all([getGate(client), readWhitelabel(client)]);
      printGate(io, gate, whitelabel, client.baseUrl);
      return;
    }
    case 'maintenance': {
      const enabled = onOff(sub, 'maintenance');
      const options = enabled ? parseOptions(rest, ['title', 'text']) : parseOptions(rest, []);
      const gate = await patchGate(client, { maintenance: { enabled, ...options } });
      io.out(
        enabled
          ? `Maintenance is ON: "${gate.maintenance.title}". The status call still answers; every other call gets 503.`
          : 'Maintenance is off.',
      );
      return;
    }
    case 'region':
      return runRegion(sub, rest, client, io);
    case 'flag': {
      const flag = WhitelabelFlagSchema.safeParse(sub);
      if (!flag.success) {
        throw usage(`Unknown flag: ${sub ?? '(missing)'}. Flags: ${WHITELABEL_FLAGS.join(', ')}`);
      }
      if (rest.length === 0) {
        const whitelabel = await readWhitelabel(client);
        io.out(`${flag.data} is ${whitelabel[flag.data] === false ? 'off' : 'on'}`);
        return;
      }
      if (rest.length > 1) throw usage(`Unexpected argument: ${rest[1]}`);
      const enabled = onOff(rest[0], `flag ${flag.data}`);
      await client.call<Whitelabel>('PATCH', '/wps/admin/system/whitelabel', {
        [flag.data]: enabled,
      });
      io.out(`${flag.data} is now ${enabled ? 'on' : 'off'}.`);
      return;
    }
    case 'flags': {
      const whitelabel = await readWhitelabel(client);
      for (const flag of WHITELABEL_FLAGS) {
        io.out(`${flag.padEnd(18)} ${whitelabel[flag] === false ? 'off' : 'on'}`);
      }
      return;
    }
    case 'deposits':
    case 'withdrawals':
      return listMoney(
        command,
        [sub, ...rest].filter((a) => a !== undefined),
        client,
        io,
      );
    case 'deposit':
    case 'withdrawal':
      return decideMoney(command, sub, rest, client, io);
    case 'adjust':
      return adjust(sub, rest, client, io);
    case 'operators': {
      if (sub !== undefined) throw usage(`Unexpected argument: ${sub}`);
      for (const o of await client.call<Operator[]>('GET', '/wps/admin/operators')) {
        const state = o.disabled
          ? 'disabled'
          : o.lockedUntil
            ? `locked until ${o.lockedUntil}`
            : 'active';
        io.out(
          `#${o.id} ${o.username} (${o.role}) ${state}${o.totpEnrolled ? '' : ', TOTP not enrolled'}`,
        );
      }
      return;
    }
    case 'operator':
      return runOperator(sub, rest, client, io);
    case 'ledger': {
      if (sub !== undefined) throw usage(`Unexpected argument: ${sub}`);
      const check = await client.call<LedgerCheck>('GET', '/wps/admin/ledger/check');
      io.out(
        `Ledger ${check.ok ? 'OK' : 'NOT OK'}: ${check.accounts} accounts, ${check.transfers} transfers, ` +
          `sum of balances ${check.sumOfBalances}.`,
      );
      for (const d of check.drift) {
        io.out(`  drift ${d.account}: balance ${d.balance}, transfers say ${d.entries}`);
      }
      for (const n of check.negative) io.out(`  below zero ${n.account}: ${n.balance}`);
      if (!check.ok) throw new OpsError('The ledger check failed.', 1);
      return;
    }
    case 'lottery':
      return runLottery(sub, rest, client, io);
    case 'help':
    case '--help':
    case '-h':
      io.out(HELP);
      return;
    default:
      throw usage(`Unknown command: ${command}`);
  }
}

function printDraw(io: OpsIo, d: LotteryDraw) {
  io.out(
    `  ${d.gameId.padEnd(5)} ${d.gameCode.padEnd(9)} ${d.numero.padEnd(14)} ${d.status.padEnd(9)} ` +
      `draw ${when(d.drawAt)}Z${d.winningNumber ? `  ${d.winningNumber}` : ''}`,
  );
}

function printSettled(io: OpsIo, r: LotterySettleResult, what: string) {
  io.out(
    `${what} ${r.draw.gameCode} ${r.draw.numero}: ${r.draw.status}; ${r.settled} bets settled, ` +
      `${r.won} won, ${groupAmount(r.paid)} paid.`,
  );
}

async function runLottery(sub: string | undefined, rest: string[], client: Client, io: OpsIo) {
  switch (sub) {
    case 'draws': {
      const options = parseOptions(rest, ['status', 'game']);
      const params = new URLSearchParams({ pageSize: '200' });
      if (options.status) params.set('status', options.status);
      if (options.game) params.set('gameId', options.game);
      const page = await client.call<Page<LotteryDraw>>(
        'GET',
        `/wps/admin/lottery/draws?${params.toString()}`,
      );
      io.out(
        `${options.status ? `Draws ${options.status}` : 'Draws waiting for a result'}: ${page.total}`,
      );
      for (const d of page.list) printDraw(io, d);
      return;
    }
    case 'result': {
      const [gameId, numero, sheet, extra] = rest;
      if (!gameId || !numero || !sheet)
        throw usage('lottery result: give <gameId> <numero> <sheet>');
      if (extra !== undefined) throw usage(`Unexpected argument: ${extra}`);
      const r = await client.call<LotterySettleResult>('POST', '/wps/admin/lottery/result', {
        gameId,
        numero,
        winningNumber: sheet,
      });
      printSettled(io, r, 'Result stored for');
      return;
    }
    case 'import': {
      const [file, extra] = rest;
      if (!file || extra !== undefined) throw usage('lottery import: give one file');
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new OpsError(`Cannot read ${file}: ${(error as Error).message}`, 1);
      }
      let failed = 0;
      const lines = text.split(/\r?\n/);
      for (const [i, raw] of lines.entries()) {
        const line = raw.replace(/#.*/, '').trim();
        if (!line) continue;
        const [gameId, numero, sheet, more] = line.split(/\s+/);
        if (!gameId || !numero || !sheet || more !== undefined) {
          io.err(`line ${i + 1}: expected "<gameId> <numero> <sheet>"`);
          failed++;
          continue;
        }
        try {
          const r = await client.call<LotterySettleResult>('POST', '/wps/admin/lottery/result', {
            gameId,
            numero,
            winningNumber: sheet,
            source: 'import',
          });
          printSettled(io, r, `line ${i + 1}:`);
        } catch (error) {
          if (!(error instanceof OpsError)) throw error;
          io.err(`line ${i + 1}: ${error.message}`);
          failed++;
        }
      }
      if (failed > 0) throw new OpsError(`${failed} line(s) were not imported.`, 1);
      return;
    }
    case 'cancel': {
      const [gameId, numero, ...more] = rest;
      if (!gameId || !numero) throw usage('lottery cancel: give <gameId> <numero> --reason T');
      const reason = parseOptions(more, ['reason']).reason?.trim();
      if (!reason) throw usage('lottery cancel: --reason is required');
      const r = await client.call<LotterySettleResult>('POST', '/wps/admin/lottery/cancel', {
        gameId,
        numero,
        reason,
      });
      io.out(
        `Draw ${r.draw.gameCode} ${r.draw.numero} cancelled: ${r.settled} bets refunded, ${groupAmount(r.paid)} returned.`,
      );
      return;
    }
    case 'correct': {
      const [gameId, numero, sheet, ...more] = rest;
      if (!gameId || !numero || !sheet || sheet.startsWith('--'))
        throw usage('lottery correct: give <gameId> <numero> <sheet> --reason T');
      const reason = parseOptions(more, ['reason']).reason?.trim();
      if (!reason) throw usage('lottery correct: --reason is required');
      const r = await client.call<LotteryCorrectionResult>(
        'POST',
        '/wps/admin/lottery/correction',
        {
          gameId,
          numero,
          winningNumber: sheet,
          reason,
        },
      );
      const c = r.correction;
      if (!r.changed || !c) {
        io.out(
          `Draw ${r.draw.gameCode} ${r.draw.numero} already has this result: nothing changed.`,
        );
        return;
      }
      io.out(
        `Correction #${c.correctionNo} of ${r.draw.gameCode} ${r.draw.numero}: ${c.changedBets} bets re-settled (${c.reversed} reversed, ${c.newWinners} newly paid, ${c.adjusted} adjusted); paid ${groupAmount(c.paid)}, taken back ${groupAmount(c.reclaimed)}, still owed ${groupAmount(c.owed)}.`,
      );
      return;
    }
    case 'odds': {
      if (rest.length === 0) {
        const s = await client.call<LotterySettings>('GET', '/wps/admin/lottery/settings');
        io.out(`Stake per number: ${groupAmount(s.minStake)} to ${groupAmount(s.maxStake)}`);
        io.out(`${'bet type'.padEnd(10)} ${'north'.padStart(8)} ${'south'.padStart(8)}`);
        for (const t of VIETNAMESE_BET_TYPES) {
          io.out(`${t.padEnd(10)} ${s.odds.north[t].padStart(8)} ${s.odds.south[t].padStart(8)}`);
        }
        for (const sea of ['4d', 'thai'] as const) {
          io.out(`${sea} sheet:`);
          for (const t of SHEET_BET_TYPES[sea]) {
            io.out(`${t.padEnd(10)} ${(oddsOf(s, sea, t) ?? '').padStart(8)}`);
          }
        }
        return;
      }
      const [sheetArg, betType, odds, extra] = rest;
      const shape = SheetShapeSchema.safeParse(sheetArg);
      if (!shape.success) throw usage(`lottery odds: say ${SHEET_SHAPES.join(', ')}`);
      const sheet = shape.data;
      const type = LotteryBetTypeSchema.safeParse(betType);
      if (!type.success || !SHEET_BET_TYPES[sheet].includes(type.data))
        throw usage(
          `Unknown bet type: ${betType ?? '(missing)'}. Types: ${SHEET_BET_TYPES[sheet].join(', ')}`,
        );
      if (!OddsSchema.safeParse(odds).success)
        throw usage(`Not odds: ${odds ?? '(missing)'} (e.g. 80 or 3.45)`);
      if (extra !== undefined) throw usage(`Unexpected argument: ${extra}`);
      const s = await client.call<LotterySettings>('PATCH', '/wps/admin/lottery/settings', {
        odds: { [sheet]: { [type.data]: odds } },
      });
      io.out(`${type.data} odds on the ${sheet} sheet are now ${oddsOf(s, sheet, type.data)}.`);
      return;
    }
    case 'tick': {
      const r = await client.call<Record<string, number>>('POST', '/wps/admin/lottery/tick');
      io.out(
        `Scheduler pass: ${r.created} created, ${r.opened} opened, ${r.locked} locked, ${r.drawn} drawn, ` +
          `${r.settledBets} bets settled.`,
      );
      return;
    }
    default:
      throw usage(`Unknown lottery command: ${sub ?? '(missing)'}`);
  }
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

async function listMoney(
  what: 'deposits' | 'withdrawals',
  args: string[],
  client: Client,
  io: OpsIo,
): Promise<void> {
  const all = args[0] === '--all';
  if (args.length > (all ? 1 : 0)) throw usage(`Unexpected argument: ${args[all ? 1 : 0]}`);
  const status = all ? 'all' : 'pending';
  if (what === 'deposits') {
    const page = await client.call<Page<AdminDeposit>>(
      'GET',
      `/wps/admin/deposits?status=${status}&pageSize=200`,
    );
    io.out(
      `${all ? 'Deposits' : 'Pending deposits'}: ${page.total}${page.total > page.list.length ? ` (showing ${page.list.length})` : ''}`,
    );
    for (const d of page.list) {
      const ref = d.reference ? ` ref "${d.reference}"` : '';
      const payer = d.payerName ? ` from ${d.payerName}` : '';
      io.out(
        `  #${d.id}  ${d.orderNo}  ${d.status.padEnd(9)} ${d.account}  ${d.channelCode}  ` +
          `${groupAmount(d.amount)}${ref}${payer}  ${when(d.createdAt)}`,
      );
    }
    return;
  }
  const page = await client.call<Page<AdminWithdrawal>>(
    'GET',
    `/wps/admin/withdrawals?status=${status}&pageSize=200`,
  );
  io.out(
    `${all ? 'Withdrawals' : 'Pending withdrawals'}: ${page.total}${page.total > page.list.length ? ` (showing ${page.list.length})` : ''}`,
  );
  for (const w of page.list) {
    io.out(
      `  #${w.id}  ${w.orderNo}  ${w.status.padEnd(8)} ${w.account}  ${groupAmount(w.amount)}  ` +
        `to ${w.bankName} ${w.accountNo} (${w.accountName})  ${when(w.createdAt)}`,
    );
  }
}

function parseId(value: string | undefined, what: string): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw usage(`${what}: give its number, e.g. 12`);
  return Number(value);
}

async function decideMoney(
  what: 'deposit' | 'withdrawal',
  decision: string | undefined,
  rest: string[],
  client: Client,
  io: OpsIo,
): Promise<void> {
  const decisions =
    what === 'deposit' ? { yes: 'confirm', no: 'reject' } : { yes: 'approve', no: 'reject' };
  if (decision !== decisions.yes && decision !== decisions.no) {
    throw usage(`${what}: say "${decisions.yes} <id>" or "${decisions.no} <id> --reason T"`);
  }
  const id = parseId(rest[0], `${what} ${decision}`);
  const options = parseOptions(rest.slice(1), decision === 'reject' ? ['reason'] : ['note']);
  const reason = (options.reason ?? options.note ?? '').trim();
  if (decision === 'reject' && !reason) throw usage(`${what} reject: --reason is required`);
  const path = `/wps/admin/${what === 'deposit' ? 'deposits' : 'withdrawals'}/${id}/${decision}`;
  const body = reason ? { reason } : {};
  if (what === 'deposit') {
    const d = await client.call<AdminDeposit>('POST', path, body);
    io.out(
      d.status === 'confirmed'
        ? `Deposit #${d.id} confirmed: ${groupAmount(d.amount)} credited to ${d.account} (transfer ${d.transferId}).`
        : `Deposit #${d.id} rejected: nothing credited to ${d.account}.`,
    );
    return;
  }
  const w = await client.call<AdminWithdrawal>('POST', path, body);
  io.out(
    w.status === 'paid'
      ? `Withdrawal #${w.id} approved: ${groupAmount(w.amount)} to pay to ${w.bankName} ${w.accountNo} (${w.accountName}) (transfer ${w.settleTransferId}).`
      : `Withdrawal #${w.id} rejected: ${groupAmount(w.amount)} returned to ${w.account} (transfer ${w.settleTransferId}).`,
  );
}

async function adjust(
  account: string | undefined,
  rest: string[],
  client: Client,
  io: OpsIo,
): Promise<void> {
  const [amount, ...more] = rest;
  if (!account || account.startsWith('--')) throw usage('adjust: give the member account');
  const minor = parseSignedAmountMinor(amount);
  if (minor === null || minor === 0n) {
    throw usage(`adjust: not an amount: ${amount ?? '(missing)'} (e.g. 100.00 or -100.00)`);
  }
  const options = parseOptions(more, ['reason', 'key']);
  const reason = options.reason?.trim();
  if (!reason) throw usage('adjust: --reason is required');
  const key = options.key ?? randomUUID();
  const value = await client.call<AdjustValue>('POST', '/wps/admin/wallet/adjust', {
    account,
    amount,
    reason,
    idempotencyKey: key,
  });
  if (value.status === 'pending_approval') {
    io.out(
      `${value.replayed ? 'Already asked' : 'Asked'} with key ${key}: adjusting ${value.account} by ${groupAmount(amount!)} waits for a second operator's approval (request ${value.request?.id}). Nothing moved yet.`,
    );
    return;
  }
  io.out(
    value.replayed
      ? `Already done with key ${key}: nothing moved. ${value.account}'s balance is ${groupAmount(value.balance)}.`
      : `Adjusted ${value.account} by ${groupAmount(amount!)}: balance ${groupAmount(value.balance)} (transfer ${value.transfer?.id}, key ${key}).`,
  );
}

async function runOperator(sub: string | undefined, rest: string[], client: Client, io: OpsIo) {
  if (sub !== 'create') throw usage(`Unknown operator command: ${sub ?? '(missing)'}`);
  const [username, ...more] = rest;
  if (!username || username.startsWith('--')) throw usage('operator create: give the username');
  const role = OperatorRoleSchema.safeParse(parseOptions(more, ['role']).role);
  if (!role.success) throw usage(`operator create: --role is one of ${OPERATOR_ROLES.join(', ')}`);
  const created = await client.call<CreatedOperator>('POST', '/wps/admin/operators', {
    username,
    role: role.data,
  });
  io.out(
    `Created operator #${created.operator.id} ${created.operator.username} (${created.operator.role}).`,
  );
  io.out(`Password (shown once): ${created.password}`);
  io.out(`TOTP (add to an authenticator app; the first sign-in confirms it):`);
  io.out(created.otpauthUri);
}

async function runRegion(sub: string | undefined, rest: string[], client: Client, io: OpsIo) {
  if (sub === 'on' || sub === 'off') {
    if (rest.length > 0) throw usage(`Unexpected argument: ${rest[0]}`);
    const gate = await patchGate(client, { regionRestriction: { enabled: sub === 'on' } });
    const r = gate.regionRestriction;
    io.out(
      `Region restriction is ${r.enabled ? 'ON' : 'off'} ` +
        `(${r.blockedRanges.length} ranges, ${r.blockedCountries.length} countries blocked).`,
    );
    return;
  }
  if (rest.length !== 1) throw usage(`region ${sub ?? ''}: give exactly one value`);
  const isRange = sub === 'block-ip' || sub === 'unblock-ip';
  const isCountry = sub === 'block-country' || sub === 'unblock-country';
  if (!isRange && !isCountry) throw usage(`Unknown region command: ${sub ?? '(missing)'}`);
  const value = isRange ? parseRange(rest[0]) : parseCountry(rest[0]);
  // Read, change, write: two operators editing the same list at the same moment can lose one
  // change; the list is shown after each change so that it is noticed.
  const current = (await getGate(client)).regionRestriction;
  let patch: GateSettingsPatch['regionRestriction'];
  let message: string;
  switch (sub) {
    case 'block-ip':
    case 'unblock-ip': {
      const range = value;
      const has = current.blockedRanges.includes(range);
      if (sub === 'block-ip') {
        if (has) return io.out(`${range} is already blocked.`);
        patch = { blockedRanges: [...current.blockedRanges, range] };
        message = `Blocked ${range}.`;
      } else {
        if (!has)
          return io.out(`${range} was not blocked (blocked: ${list(current.blockedRanges)}).`);
        patch = { blockedRanges: current.blockedRanges.filter((r) => r !== range) };
        message = `Unblocked ${range}.`;
      }
      break;
    }
    case 'block-country':
    case 'unblock-country': {
      const code = value;
      const has = current.blockedCountries.includes(code);
      if (sub === 'block-country') {
        if (has) return io.out(`${code} is already blocked.`);
        patch = { blockedCountries: [...current.blockedCountries, code] };
        message = `Blocked ${code}.`;
      } else {
        if (!has) return io.out(`${code} was not blocked.`);
        patch = { blockedCountries: current.blockedCountries.filter((c) => c !== code) };
        message = `Unblocked ${code}.`;
      }
      break;
    }
    default:
      throw usage(`Unknown region command: ${sub ?? '(missing)'}`);
  }
  const gate = await patchGate(client, { regionRestriction: patch });
  const r = gate.regionRestriction;
  io.out(message);
  io.out(`Region restriction is ${r.enabled ? 'ON' : 'off (turn it on with "region on")'}.`);
  io.out(`Blocked ranges: ${list(r.blockedRanges)}; countries: ${list(r.blockedCountries)}.`);
}

/**
 * Runs one command; returns the exit code (0 done, 1 the server failed or refused, 2 bad usage).
 * Never throws and never exits, so tests call it directly.
 */
export async function main(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  io: OpsIo = consoleIo,
): Promise<number> {
  const baseUrl = (env.OPS_URL || 'http://localhost:8080').replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    io.err(`OPS_URL is not a URL: ${baseUrl}`);
    return 2;
  }
  const client = createClient(baseUrl, env.OPERATOR_TOKEN || DEV_OPERATOR_TOKEN);
  try {
    await run(args, client, io);
    return 0;
  } catch (error) {
    if (error instanceof OpsError) {
      io.err(error.message);
      return error.exitCode;
    }
    io.err(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
