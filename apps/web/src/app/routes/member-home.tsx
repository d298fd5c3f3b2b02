import { MemberHome } from '../../features/member-home/components/member-home.tsx';

/** /m/member/home (spec §2 "Member"): the member centre's home. */
export function Component() {
  return <MemberHome />;
}
