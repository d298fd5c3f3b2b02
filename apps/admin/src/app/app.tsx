import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { ToastProvider } from '../components/toast.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { Shell } from './layout/shell.tsx';
import { screenRoutes } from './routes.tsx';

export function createRouter() {
  return createBrowserRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/', element: <Shell />, children: screenRoutes },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
    { basename: '/admin' },
  );
}

/** The back office: query cache, toasts and the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
