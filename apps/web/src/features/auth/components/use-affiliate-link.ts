import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { checkAffiliate } from '../api/check-affiliate.ts';

export type LinkCheck = 'checking' | 'valid' | 'invalid' | 'unknown';

/**
 * spec §4 Registration affiliate: the code of the link (?affiliateCode= or ?code=) is checked on
 * load. A valid one is applied as it is; one found invalid, or that could not be checked, is handed
 * to `onNotApplied` for the form to show in its field. `onNotApplied` must keep its identity.
 */
export function useAffiliateLink(onNotApplied: (code: string, isInvalid: boolean) => void) {
  const [params] = useSearchParams();
  const linkCode = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const [linkCheck, setLinkCheck] = useState<LinkCheck>(linkCode ? 'checking' : 'unknown');

  useEffect(() => {
    if (!linkCode) return;
    let live = true;
    checkAffiliate(linkCode, window.location.hostname)
      .then((valid) => {
        if (!live) return;
        setLinkCheck(valid ? 'valid' : 'invalid');
        if (!valid) onNotApplied(linkCode, true);
      })
      .catch(() => {
        if (!live) return;
        setLinkCheck('unknown');
        onNotApplied(linkCode, false);
      });
    return () => {
      live = false;
    };
  }, [linkCode, onNotApplied]);

  return { linkCode, linkCheck, setLinkCheck };
}
