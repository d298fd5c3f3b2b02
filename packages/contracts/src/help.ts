import { z } from 'zod/mini';
import { ContentLanguageSchema, VisitorLanguageSchema } from './promotions.ts';

// The help center (spec §2 "Help center", §3 "Help item", §7 "Help center"): groups of items,
// each group with a heading, per content language; the banners above are the m_help group.

/** A group key: lower case letters, digits, '-' and '_' (e.g. account, deposit). */
const GroupNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[a-z0-9_-]+$/));

export const HelpItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type HelpItem = z.infer<typeof HelpItemSchema>;

export const HelpGroupSchema = z.object({
  groupName: z.string(),
  title: z.string(),
  items: z.array(HelpItemSchema),
});
export type HelpGroup = z.infer<typeof HelpGroupSchema>;

export const HelpCenterSchema = z.object({
  /** The content language served: the visitor's, or vi when it has no help at all. */
  language: z.string(),
  /** Groups in order, each with its items in order; groups without items are left out. */
  groups: z.array(HelpGroupSchema),
});
export type HelpCenter = z.infer<typeof HelpCenterSchema>;

/** `GET /wps/content/help?language=TY&device=MOBILE` (spec §7 "Help center": lang / device). */
export const HelpQuerySchema = z.object({
  language: z._default(VisitorLanguageSchema, 'TY'),
  device: z.optional(z.enum(['MOBILE', 'WEB'])),
});
export type HelpQuery = z.input<typeof HelpQuerySchema>;

// ---- operator

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Sort = z.int().check(z.gte(-1_000_000), z.lte(1_000_000));

export const AdminHelpGroupSchema = z.object({
  id: z.int(),
  groupName: z.string(),
  language: z.string(),
  title: z.string(),
  sort: z.int(),
});
export type AdminHelpGroup = z.infer<typeof AdminHelpGroupSchema>;

export const AdminHelpItemSchema = z.object({
  id: z.int(),
  groupName: z.string(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.int(),
});
export type AdminHelpItem = z.infer<typeof AdminHelpItemSchema>;

export const AdminHelpSchema = z.object({
  groups: z.array(AdminHelpGroupSchema),
  items: z.array(AdminHelpItemSchema),
});
export type AdminHelp = z.infer<typeof AdminHelpSchema>;

export const AdminHelpQuerySchema = z.object({ language: z.optional(ContentLanguageSchema) });

/** `POST /wps/admin/content/help/groups`: a group heading in one language. */
export const HelpGroupCreateBodySchema = z.strictObject({
  groupName: GroupNameSchema,
  language: z._default(ContentLanguageSchema, 'vi'),
  title: line(120),
  sort: z._default(Sort, 0),
});
export type HelpGroupCreateBody = z.input<typeof HelpGroupCreateBodySchema>;

export const HelpGroupUpdateBodySchema = z.strictObject({
  title: z.optional(line(120)),
  sort: z.optional(Sort),
});
export type HelpGroupUpdateBody = z.input<typeof HelpGroupUpdateBodySchema>;

/** `POST /wps/admin/content/help/items`: an item of an existing group in the same language. */
export const HelpItemCreateBodySchema = z.strictObject({
  groupName: GroupNameSchema,
  language: z._default(ContentLanguageSchema, 'vi'),
  title: line(200),
  content: z.string().check(z.minLength(1), z.maxLength(50_000)),
  sort: z._default(Sort, 0),
});
export type HelpItemCreateBody = z.input<typeof HelpItemCreateBodySchema>;

export const HelpItemUpdateBodySchema = z.strictObject({
  title: z.optional(line(200)),
  content: z.optional(z.string().check(z.minLength(1), z.maxLength(50_000))),
  sort: z.optional(Sort),
});
export type HelpItemUpdateBody = z.input<typeof HelpItemUpdateBodySchema>;
