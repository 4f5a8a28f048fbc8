import { useMutation } from '@tanstack/react-query';
import { downloadPersonalData, urlOf } from '@sankofa/contracts';
import { apiFetch, throwIfNotOk } from '../../../lib/api-client.ts';

/** The server's name for the archive (`sankofa-my-data-<date>.zip`), from its Content-Disposition. */
const fileNameOf = (response: Response): string => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'sankofa-my-data.zip';

/** The archive needs her token, so it is fetched and then handed to the browser as a file. */
export const downloadMyData = async (): Promise<void> => {
  const response = await apiFetch(downloadPersonalData.method, urlOf(downloadPersonalData));
  await throwIfNotOk(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
