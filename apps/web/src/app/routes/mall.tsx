import { MallPage } from '../../features/mall/components/mall-page.tsx';

/** /m/mall/mallHome (PTSYS3): the points and the point mall. */
export function Component() {
  return <MallPage />;
}
