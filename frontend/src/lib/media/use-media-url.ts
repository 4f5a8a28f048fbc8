import { useEffect, useState } from 'react';
import { isPrivateMediaUrl } from '@sankofa/contracts';
import { apiFetch, throwIfNotOk } from '../api-client.ts';

/** The private media's bytes as a blob URL, fetched with the member's token (renewed as any call's is). */
const fetchPrivateMedia = async (url: string, signal: AbortSignal): Promise<string> => {
  const response = await apiFetch('GET', url);
  await throwIfNotOk(response);
  const blob = await response.blob();
  if (signal.aborted) throw signal.reason;
  return URL.createObjectURL(blob);
};

/**
 * A URL an `<img>`, `<audio>` or `<video>` can load: public media as it is; private media
 * (evidence, voice messages), which needs the bearer token that such elements cannot send, as a
 * blob URL while the component shows it (revoked afterwards). Null while it loads or if refused.
 * `withToken` fetches any other URL that needs the token so too (a held photo, for admins).
 */
export function useMediaUrl(url: string | null, { withToken = false }: { withToken?: boolean } = {}): string | null {
  const isPrivate = url !== null && (withToken || isPrivateMediaUrl(url));
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isPrivate || url === null) return;
    const loading = new AbortController();
    let created: string | null = null;
    fetchPrivateMedia(url, loading.signal).then(
      (objectUrl) => {
        // Shown no more by the time it arrived: nothing will revoke it but this.
        if (loading.signal.aborted) return URL.revokeObjectURL(objectUrl);
        created = objectUrl;
        setBlobUrl(objectUrl);
      },
      () => setBlobUrl(null),
    );
    return () => {
      loading.abort();
      if (created) URL.revokeObjectURL(created);
      setBlobUrl(null);
    };
  }, [url, isPrivate]);
  return isPrivate ? blobUrl : url;
}
