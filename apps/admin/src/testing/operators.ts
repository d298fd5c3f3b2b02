import { ROLE_PERMISSIONS, type OperatorMe, type OperatorRole } from '@app/contracts';

/** The `auth/me` answer of a signed-in operator of a role, for the fake API. */
export function meOf(role: OperatorRole): OperatorMe {
  return {
    kind: 'operator',
    operator: {
      id: 9,
      username: `${role}_x`,
      role,
      totpEnrolled: true,
      disabled: false,
      lockedUntil: null,
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T08:00:00.000Z',
    },
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    sessionExpiresAt: '2026-11-24T20:00:00.000Z',
  };
}
