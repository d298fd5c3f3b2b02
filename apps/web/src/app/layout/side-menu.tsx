import { useId } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LogoutIcon } from '../../components/ui/page-icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useSession } from '../../lib/session.ts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { SideMenuActions } from './side-menu-actions.tsx';
import { SideMenuEntries } from './side-menu-entries.tsx';
import { SideMenuHead } from './side-menu-head.tsx';
import { SideMenuSettings } from './side-menu-settings.tsx';
import { useSignOut } from './use-sign-out.ts';
import './side-menu.css';
import '../../locales/later/strings.ts';

/** spec §2 "Side menu": who is there, money or sign-in, the pages, the switches, sign-out. */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const info = useSiteInfo();
  const signOut = useSignOut(onClose);

  return (
    <>
      <Modal
        variant="drawer"
        onClose={onClose}
        labelledBy={titleId}
        testId="side-menu"
        maskTestId="side-menu-mask"
        className="side-menu"
      >
        <SideMenuHead titleId={titleId} onClose={onClose} />
        <SideMenuActions isMember={session !== null} />
        <SideMenuEntries session={session} info={info} onClose={onClose} />
        <SideMenuSettings info={info} idPrefix={titleId} />

        {session ? (
          <div className="side-menu__footer">
            <button
              type="button"
              className="btn btn--ghost btn--block side-menu__signout"
              data-testid="signout-button"
              onClick={signOut.ask}
            >
              <LogoutIcon size={18} />
              {t('sideMenu.signOut')}
            </button>
          </div>
        ) : null}
      </Modal>
      {signOut.confirming ? (
        <ConfirmDialog
          title={t('sideMenu.signOutTitle')}
          text={t('sideMenu.signOutText')}
          confirmLabel={t('sideMenu.signOut')}
          cancelLabel={t('common.cancel')}
          onConfirm={signOut.confirm}
          onCancel={signOut.cancel}
          testId="signout-dialog"
          confirmTestId="signout-confirm"
        />
      ) : null}
    </>
  );
}
