import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { Link } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { usePersonalInfo } from '../api/get-personal-info.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { NicknameForm } from './nickname-form.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';
import './my-account.css';

/** /m/myAccount/index (spec §2, §7; MYACC): avatar, nickname and personal info. */
export function MyAccountPage() {
  return (
    <RealAccountOnly>
      <MyAccount />
    </RealAccountOnly>
  );
}

function MyAccount() {
  const { t } = useTranslation();
  const info = usePersonalInfo();
  if (info.isPending) {
    return (
      <p className="account-page__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (info.isError) {
    return (
      <EmptyState icon={UserIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void info.refetch()}>
          {t('myAccount.retry')}
        </button>
      </EmptyState>
    );
  }
  return (
    <div className="account-page" data-testid="my-account">
      <p className="account-page__who">
        {t('myAccount.accountLine', { account: info.data.account, accountNo: info.data.accountNo })}
      </p>
      <AvatarPicker current={info.data.avatar} />
      <NicknameForm current={info.data.nickname} />
      <PersonalInfoForm info={info.data} />
      <Link to="/m/securityCenter" className="btn btn--outline btn--block">
        {t('actions.securityCenter')}
      </Link>
    </div>
  );
}
