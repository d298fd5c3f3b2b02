import { AppDownloadPage } from '../../features/app-download/components/app-download-page.tsx';

/** /m/app (spec §2 "App download"): its QR codes' library loads with this page only. */
export function Component() {
  return <AppDownloadPage />;
}
