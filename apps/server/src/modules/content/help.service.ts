import {
  contentLanguageOf,
  FALLBACK_CONTENT_LANGUAGE,
  type AdminHelp,
  type AdminHelpGroup,
  type AdminHelpItem,
  type HelpCenter,
  type HelpGroupCreateBodySchema,
  type HelpGroupUpdateBodySchema,
  type HelpItemCreateBodySchema,
  type HelpItemUpdateBodySchema,
  type HelpQuerySchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteHelpGroupRow,
  deleteHelpItemRow,
  hasHelpIn,
  insertHelpGroup,
  insertHelpItem,
  selectHelp,
  selectHelpGroup,
  selectHelpGroupByName,
  selectHelpItem,
  updateHelpGroupRow,
  updateHelpItemRow,
  type HelpGroupRow,
  type HelpItemRow,
} from './help.repository.ts';
import { sanitizeContentHtml } from './sanitize-html.ts';

const toGroup = (r: HelpGroupRow): AdminHelpGroup => ({
  id: r.id,
  groupName: r.groupName,
  language: r.language,
  title: r.title,
  sort: r.sort,
});
const toItem = (r: HelpItemRow): AdminHelpItem => ({
  id: r.id,
  groupName: r.groupName,
  language: r.language,
  title: r.title,
  content: r.content,
  sort: r.sort,
});

/**
 * spec §7 "Help center": the groups of the visitor's language with their items, in order; a
 * language without any help is served the Vietnamese (TY) help.
 */
export async function getHelpCenter(
  db: Db,
  query: z.output<typeof HelpQuerySchema>,
): Promise<HelpCenter> {
  const asked = contentLanguageOf(query.language);
  const language = (await hasHelpIn(db, asked)) ? asked : FALLBACK_CONTENT_LANGUAGE;
  const { groups, items } = await selectHelp(db, language);
  return {
    language,
    groups: groups
      .map((g) => ({
        groupName: g.groupName,
        title: g.title,
        items: items
          .filter((i) => i.groupName === g.groupName)
          .map((i) => ({ id: i.id, title: i.title, content: i.content })),
      }))
      .filter((g) => g.items.length > 0),
  };
}

export async function getAdminHelp(db: Db, language: string | undefined): Promise<AdminHelp> {
  const { groups, items } = await selectHelp(db, language);
  return { groups: groups.map(toGroup), items: items.map(toItem) };
}

async function sanitized(html: string): Promise<string> {
  const content = await sanitizeContentHtml(html);
  if (!content) {
    throw new AppError('request.invalid', {
      message: 'The content is empty once unsafe markup is removed',
      value: { field: 'body.content' },
    });
  }
  return content;
}

export async function createHelpGroup(
  db: Db,
  body: z.output<typeof HelpGroupCreateBodySchema>,
): Promise<AdminHelpGroup> {
  const row = await insertHelpGroup(db, body);
  if (!row) throw new AppError('help.group_exists');
  return toGroup(row);
}

export async function updateHelpGroup(
  db: Db,
  id: number,
  body: z.output<typeof HelpGroupUpdateBodySchema>,
) {
  const before = await selectHelpGroup(db, id);
  if (!before) throw new AppError('help.not_found');
  const after = await updateHelpGroupRow(db, id, body);
  return { before: toGroup(before), after: toGroup(after) };
}

export async function deleteHelpGroup(db: Db, id: number): Promise<AdminHelpGroup> {
  const group = await selectHelpGroup(db, id);
  if (!group) throw new AppError('help.not_found');
  await deleteHelpGroupRow(db, group);
  return toGroup(group);
}

/** An item of an existing group of its language; the HTML is sanitised before it is stored. */
export async function createHelpItem(
  db: Db,
  body: z.output<typeof HelpItemCreateBodySchema>,
): Promise<AdminHelpItem> {
  if (!(await selectHelpGroupByName(db, body.groupName, body.language))) {
    throw new AppError('help.group_missing');
  }
  const row = await insertHelpItem(db, { ...body, content: await sanitized(body.content) });
  return toItem(row);
}

export async function updateHelpItem(
  db: Db,
  id: number,
  body: z.output<typeof HelpItemUpdateBodySchema>,
) {
  const before = await selectHelpItem(db, id);
  if (!before) throw new AppError('help.not_found');
  const content = body.content === undefined ? undefined : await sanitized(body.content);
  const after = await updateHelpItemRow(db, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
  });
  return { before: toItem(before), after: toItem(after) };
}

export async function deleteHelpItem(db: Db, id: number): Promise<AdminHelpItem> {
  const item = await selectHelpItem(db, id);
  if (!item) throw new AppError('help.not_found');
  await deleteHelpItemRow(db, id);
  return toItem(item);
}
