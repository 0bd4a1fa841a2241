import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** Queries retry only transport failures of GET calls, at most twice; a POST is never retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => isApiError(error) && error.retryable && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
