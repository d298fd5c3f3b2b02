import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { UpdateNotice } from '../features/app-download/components/update-notice.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdateNotice />
    </AppProviders>
  );
}
