import { useState } from 'react';
import { useNavigate } from '../../lib/router.tsx';
import { useLogout } from '../../lib/logout.ts';
import { HOME_PATH } from '../route-table.ts';

/**
 * spec §4 "Logout" from the side menu: asked for, confirmed, then the logout call; the local
 * session goes, the menu closes and the visitor lands on /m/home.
 */
export function useSignOut(onClose: () => void) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await logout(async () => {
      setConfirming(false);
      onClose();
      // Home first: a page that needs the session would otherwise send the visitor to login.
      await navigate(HOME_PATH);
    });
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => {
      if (!signingOut) void signOut();
    },
  };
}
