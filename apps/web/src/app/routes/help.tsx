import { HelpCenter } from '../../features/help/components/help-center.tsx';

/** /m/help (spec §2 "Help center"). */
export function Component() {
  return <HelpCenter />;
}
