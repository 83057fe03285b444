import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/Toaster';
import { toast } from '../components/ui/toast-store';
import { isApiError } from '../lib/api';
import { i18next } from '../lib/i18n';
import { AppRoutes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.code >= 400 && error.code < 500),
    },
  },
  // Any failed mutation shows the server's msg (spec §8), or the generic text when there is none, unless its form
  // shows the error itself (`meta.inlineError`).
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.inlineError) return;
      toast.error(error.message || i18next.t('errors:generic'));
    },
  }),
});

export function App({ basename }: { basename: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename || undefined}>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
