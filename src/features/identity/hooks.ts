import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { identityKeys, levelsQuery, realStateQuery, submitReal, type RealSubmission } from '@/api/identity';
import { uploadedUrl, uploadImage } from '@/api/uploads';
import { useIsLoggedIn } from '@/state/session';
import type { UploadFn } from '@/ui/ImageUpload';

/** How often the state is read again while a level is under review ("this page updates when the result is in"). */
const REVIEW_POLL_MS = 10_000;

/** Both levels' verification state; read again every few seconds while a level is under review. */
export function useRealState() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    ...realStateQuery(),
    enabled: loggedIn,
    refetchInterval: (q) => (q.state.data?.level1 === 'review' || q.state.data?.level2 === 'review' ? REVIEW_POLL_MS : false),
  });
}

/** The limits of each level. */
export function useLevels() {
  return useQuery(levelsQuery());
}

/** Sends a level's fields; the state is read again afterwards, success or not. */
export function useSubmitReal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: RealSubmission) => submitReal(s),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}

/**
 * `ImageUpload`'s upload function for identity photos: shows the stored picture's address and remembers the
 * stored path `/user/real` wants (`pathOf(url)`).
 */
export function usePhotoUpload(): { upload: UploadFn; pathOf: (url: string | null) => string } {
  const paths = useRef(new Map<string, string>());
  const upload = useCallback<UploadFn>(async (file, opts) => {
    const path = await uploadImage(file, opts);
    const url = uploadedUrl(path);
    paths.current.set(url, path);
    return url;
  }, []);
  const pathOf = useCallback((url: string | null) => (url ? (paths.current.get(url) ?? url) : ''), []);
  return { upload, pathOf };
}
