import { useQuery } from '@tanstack/react-query';
import { getSetting } from '@/api/common';

/** `/getSetting` (all keys); the same key as the setting area's, so the answer is shared. */
export function useServiceUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['common', 'getSetting', { keyword: undefined }],
    queryFn: () => getSetting(),
    staleTime: 5 * 60_000,
  });
  const url = data?.service_url?.trim();
  return url || undefined;
}
