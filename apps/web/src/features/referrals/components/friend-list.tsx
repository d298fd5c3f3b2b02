import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import type { ReferralFriend } from '@app/contracts';

/** The invited friends, newest first, each with its state and the reward it brought. */
export function FriendList({ friends }: { friends: ReferralFriend[] }) {
  const { t, i18n } = useTranslation();
  if (friends.length === 0) {
    return (
      <p className="referral__empty" data-testid="referral-no-friends">
        {t('referral.noFriends')}
      </p>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'vi-VN', {
    dateStyle: 'short',
  });
  return (
    <ul className="referral__friends" data-testid="referral-friends">
      {friends.map((f) => (
        <li key={`${f.account}-${f.registeredAt}`} className="referral__friend">
          <div>
            <strong>{f.account}</strong>
            <span className="referral__muted">{date.format(new Date(f.registeredAt))}</span>
          </div>
          <div className="referral__friend-end">
            <span className={`referral__state referral__state--${f.state}`} data-state={f.state}>
              {t(`referral.states.${f.state}`)}
            </span>
            {f.reward ? <span className="referral__reward">+{formatMoney(f.reward)} ₫</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
