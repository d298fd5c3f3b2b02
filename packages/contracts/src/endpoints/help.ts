import { defineEndpoint } from '../endpoint.ts';
import {
  AdminHelpGroupSchema,
  AdminHelpItemSchema,
  AdminHelpQuerySchema,
  AdminHelpSchema,
  HelpCenterSchema,
  HelpGroupCreateBodySchema,
  HelpGroupUpdateBodySchema,
  HelpItemCreateBodySchema,
  HelpItemUpdateBodySchema,
  HelpQuerySchema,
  type AdminHelpGroup,
  type AdminHelpItem,
} from '../help.ts';
import { DeletedSchema, IdParamsSchema } from '../promotions.ts';

// The help center (spec §2, §3 "Help item", §7; decision 2026-11-24-promotions-and-help).

const group: AdminHelpGroup = {
  id: 1,
  groupName: 'account',
  language: 'vi',
  title: 'Tài khoản',
  sort: 10,
};
const item: AdminHelpItem = {
  id: 4,
  groupName: 'account',
  language: 'vi',
  title: 'Quên mật khẩu thì làm thế nào?',
  content: '<p>Chọn <b>Quên mật khẩu</b> trên trang đăng nhập.</p>',
  sort: 20,
};

export const getHelpCenterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/help',
  auth: 'public',
  query: HelpQuerySchema,
  response: HelpCenterSchema,
  errors: [],
  tag: 'content',
  summary: 'The help center: groups and their items in the visitor’s language (TY fallback)',
  description:
    'spec §7 "Help center" (lang / device MOBILE): the help groups in order, each with its heading and its items (title, sanitised HTML) in order. A language with no help at all is served the Vietnamese (TY) help. Groups without items are left out. The banners above are the m_help banner group of the banners call. Cacheable for 60 s.',
  docs: {
    query: {
      language: 'TY (Vietnamese, the default), EN, or a content-language code.',
      device: 'MOBILE as the spec sends it; not needed.',
    },
  },
  examples: {
    query: { language: 'TY', device: 'MOBILE' },
    response: {
      language: 'vi',
      groups: [
        {
          groupName: 'account',
          title: group.title,
          items: [{ id: item.id, title: item.title, content: item.content }],
        },
      ],
    },
  },
});

export const getAdminHelpEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/content/help',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  query: AdminHelpQuerySchema,
  response: AdminHelpSchema,
  errors: [],
  tag: 'operator',
  summary: 'Every help group and item, in every language or one',
  description: 'The help groups and items for the back office, by language, group and order.',
  docs: { query: { language: 'Only this content language, e.g. vi.' } },
  examples: { query: { language: 'vi' }, response: { groups: [group], items: [item] } },
});

export const createHelpGroupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/help/groups',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: HelpGroupCreateBodySchema,
  response: AdminHelpGroupSchema,
  status: 201,
  errors: ['help.group_exists'],
  tag: 'operator',
  summary: 'Create a help group heading in a language',
  description:
    'A help group: its key (lower case, e.g. account), language, heading and order. A key already used in that language is `help.group_exists`. Audited.',
  examples: {
    body: { groupName: 'account', language: 'vi', title: group.title, sort: 10 },
    response: group,
  },
});

export const updateHelpGroupEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/content/help/groups/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  body: HelpGroupUpdateBodySchema,
  response: AdminHelpGroupSchema,
  errors: ['help.not_found'],
  tag: 'operator',
  summary: 'Change a help group’s heading or order',
  description: 'Changes the fields sent. Audited with the group before and after.',
  docs: { params: { id: 'The group’s id.' } },
  examples: { params: { id: 1 }, body: { title: 'Tài khoản & bảo mật' }, response: group },
});

export const deleteHelpGroupEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/admin/content/help/groups/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  response: DeletedSchema,
  errors: ['help.not_found'],
  tag: 'operator',
  summary: 'Delete a help group and its items in that language',
  description: 'Deletes the group heading and every item of the group in its language. Audited.',
  docs: { params: { id: 'The group’s id.' } },
  examples: { params: { id: 1 }, response: { id: 1, deleted: true } },
});

export const createHelpItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/help/items',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: HelpItemCreateBodySchema,
  response: AdminHelpItemSchema,
  status: 201,
  errors: ['help.group_missing'],
  tag: 'operator',
  summary: 'Create a help item; its HTML is sanitised before it is stored',
  description:
    'spec §3 "Help item": title and HTML content (sanitised before it is stored; content that sanitises to nothing is `request.invalid`) in a group of the same language (`help.group_missing` otherwise), with its order. Audited.',
  examples: {
    body: {
      groupName: 'account',
      language: 'vi',
      title: item.title,
      content: item.content,
      sort: 20,
    },
    response: item,
  },
});

export const updateHelpItemEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/content/help/items/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  body: HelpItemUpdateBodySchema,
  response: AdminHelpItemSchema,
  errors: ['help.not_found'],
  tag: 'operator',
  summary: 'Change a help item',
  description:
    'Changes the fields sent; new content is sanitised as on create. Audited with the item before and after.',
  docs: { params: { id: 'The item’s id.' } },
  examples: { params: { id: 4 }, body: { sort: 5 }, response: { ...item, sort: 5 } },
});

export const deleteHelpItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/admin/content/help/items/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  response: DeletedSchema,
  errors: ['help.not_found'],
  tag: 'operator',
  summary: 'Delete a help item',
  description: 'Deletes one help item. Audited.',
  docs: { params: { id: 'The item’s id.' } },
  examples: { params: { id: 4 }, response: { id: 4, deleted: true } },
});
