import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ROLE_PERMISSIONS,
  assignAdminChatEndpoint,
  getAdminChatEndpoint,
  getAdminChatMessagesEndpoint,
  getOperatorMeEndpoint,
  listAdminChatsEndpoint,
  listCannedRepliesEndpoint,
  listChatOperatorsEndpoint,
  readAdminChatEndpoint,
  sendAdminChatTextEndpoint,
  type AdminChatConversation,
  type ChatMessage,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';

installSession();

const me = {
  kind: 'operator' as const,
  operator: {
    id: 5,
    username: 'support',
    role: 'support' as const,
    totpEnrolled: true,
    disabled: false,
    lockedUntil: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
  },
  role: 'support' as const,
  permissions: [...ROLE_PERMISSIONS.support],
  sessionExpiresAt: '2026-11-24T20:00:00.000Z',
};

const conversation: AdminChatConversation = {
  id: 3,
  memberId: 9,
  account: 'demo',
  status: 'open',
  assignedOperatorId: null,
  assignedOperatorName: null,
  lastSeq: 1,
  memberReadSeq: 1,
  operatorReadSeq: 0,
  unread: 1,
  lastMessage: 'Nạp tiền chưa vào',
  lastMessageAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T07:59:00.000Z',
};

const memberMessage: ChatMessage = {
  id: 1,
  seq: 1,
  clientId: 'member-0001',
  author: 'member',
  authorName: null,
  text: 'Nạp tiền chưa vào',
  imageUrl: null,
  createdAt: '2026-11-24T08:00:00.000Z',
};

describe('the live chat console', () => {
  it('queues a waiting conversation, shows the member beside it, answers with a canned reply and takes it', async () => {
    setToken('session-token');
    const api = fakeApi([
      [getOperatorMeEndpoint, { value: me }],
      [listAdminChatsEndpoint, { value: { list: [conversation] } }],
      [
        getAdminChatEndpoint,
        {
          value: {
            conversation,
            member: {
              id: 9,
              account: 'demo',
              nickname: null,
              type: 0,
              status: 'active',
              clubLabel: 'VIP2',
              labels: ['vip-watch'],
              balance: '1250000.00',
              createdAt: '2026-11-01T00:00:00.000Z',
              lastLoginAt: null,
              recentDeposits: [],
            },
          },
        },
      ],
      [getAdminChatMessagesEndpoint, { value: { list: [memberMessage], hasMore: false } }],
      [
        listCannedRepliesEndpoint,
        { value: { list: [{ id: 1, title: 'Kiểm tra', text: 'Em kiểm tra ngay ạ.' }] } },
      ],
      [readAdminChatEndpoint, { value: { readSeq: 1, unread: 0 } }],
      [
        sendAdminChatTextEndpoint,
        (body) => ({
          value: {
            ...memberMessage,
            id: 2,
            seq: 2,
            author: 'operator',
            authorName: 'support',
            clientId: (body as { clientId: string }).clientId,
            text: (body as { text: string }).text,
          },
        }),
      ],
      [
        listChatOperatorsEndpoint,
        {
          value: {
            list: [
              { id: 1, username: 'administrator', role: 'administrator' },
              { id: 5, username: 'support', role: 'support' },
            ],
          },
        },
      ],
      [
        assignAdminChatEndpoint,
        (body) => {
          const to = (body as { operatorId?: number }).operatorId ?? 5;
          const name = to === 1 ? 'administrator' : 'support';
          return { value: { ...conversation, assignedOperatorId: to, assignedOperatorName: name } };
        },
      ],
    ]);
    await changeLanguage('en');
    window.history.pushState({}, '', '/admin/chat');
    render(<App />);
    const user = userEvent.setup();

    const menu = await screen.findByRole('navigation', { name: 'Back office menu' });
    expect(within(menu).getByRole('link', { name: 'Live chat' })).toBeInTheDocument();
    const item = await screen.findByTestId('chat-queue-item');
    expect(item).toHaveTextContent('demo');
    expect(item).toHaveTextContent('Nạp tiền chưa vào');
    await user.click(item);

    const member = await screen.findByTestId('chat-member');
    expect(member).toHaveTextContent('VIP2');
    expect(member).toHaveTextContent('vip-watch');
    expect(await screen.findByTestId('chat-line')).toHaveTextContent('Nạp tiền chưa vào');
    // What is on screen is marked read.
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/wps/admin/chat/conversations/3/read')).toBe(true),
    );

    await user.selectOptions(screen.getByLabelText('Canned reply…'), 'Em kiểm tra ngay ạ.');
    expect(screen.getByTestId('chat-answer')).toHaveValue('Em kiểm tra ngay ạ.');
    await user.click(screen.getByTestId('chat-answer-send'));
    await waitFor(() => {
      const sent = api.calls.find(
        (c) => c.method === 'POST' && c.path === '/wps/admin/chat/conversations/3/messages',
      );
      expect(sent?.body).toMatchObject({ text: 'Em kiểm tra ngay ạ.' });
      expect((sent?.body as { clientId: string }).clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    });

    await user.click(screen.getByRole('button', { name: 'Take' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/wps/admin/chat/conversations/3/assign')).toBe(true),
    );
  });
});
