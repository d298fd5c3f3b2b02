import { TrialStart } from '../../features/auth/components/trial-start.tsx';

/** /m/trail: free trial (spec §2). */
export function Component() {
  return <TrialStart />;
}
