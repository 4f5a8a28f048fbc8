import { useMutation } from '@tanstack/react-query';
import { downloadTimeTravelTable as downloadTableContract, urlOf } from '@sankofa/contracts';
import { apiFetch, throwIfNotOk } from '../../../lib/api-client.ts';

/** The CSV needs the admin's token, so it is fetched and then handed to the browser as a file. */
export const downloadTimeTravelTable = async ({ buildId, table, fileName }: { buildId: string; table: string; fileName: string }) => {
  const response = await apiFetch(downloadTableContract.method, urlOf(downloadTableContract, { id: buildId, table }));
  await throwIfNotOk(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
export const useDownloadTimeTravelTable = () => useMutation({ mutationFn: downloadTimeTravelTable });
