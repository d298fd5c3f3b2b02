import { useState } from 'react';
import { RouterProvider, type Router } from '../lib/router.tsx';
import { UpdateNotice } from '../features/app-download/components/update-notice.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';

export function App({ router }: { router: Router }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdateNotice />
    </AppProviders>
  );
}
