import { Link } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { DepositIcon, type IconComponent } from '../../components/ui/icons.tsx';
import { LoginIcon, ReceiptIcon, WithdrawIcon } from '../../components/ui/page-icons.tsx';
import '../../locales/later/strings.ts';

function MoneyButton({
  to,
  recordTo,
  icon: Icon,
  label,
  recordLabel,
}: {
  to: string;
  recordTo: string;
  icon: IconComponent;
  label: string;
  recordLabel: string;
}) {
  return (
    <div className="side-menu__money">
      <Link to={to} className="side-menu__money-main">
        <Icon size={22} />
        <span>{label}</span>
      </Link>
      <Link to={recordTo} className="side-menu__money-record" aria-label={recordLabel}>
        <ReceiptIcon size={18} />
      </Link>
    </div>
  );
}

/**
 * spec §2 "Side menu": deposit and withdraw with their record shortcuts for members, else login
 * and register.
 */
export function SideMenuActions({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="side-menu__actions">
      {isMember ? (
        <>
          <MoneyButton
            to="/m/voucherCenter"
            recordTo="/m/vouReport"
            icon={DepositIcon}
            label={t('sideMenu.deposit')}
            recordLabel={t('sideMenu.depositRecord')}
          />
          <MoneyButton
            to="/m/withdraw"
            recordTo="/m/withdrawReport"
            icon={WithdrawIcon}
            label={t('sideMenu.withdraw')}
            recordLabel={t('sideMenu.withdrawRecord')}
          />
        </>
      ) : (
        <>
          <Link to="/m/login" className="btn btn--outline">
            <LoginIcon size={18} />
            {t('actions.login')}
          </Link>
          <Link to="/m/register" className="btn btn--gold">
            {t('actions.register')}
          </Link>
        </>
      )}
    </div>
  );
}
