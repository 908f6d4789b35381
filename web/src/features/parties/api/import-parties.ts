// The party import (docs/import.md): the template's download, the preview of a chosen file (its bytes sent as
// base64; the server reads and checks it), and the import of the previewed rows in one command with one
// Idempotency-Key, kept across retries of the same rows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_MAX_BYTES, type RequestOf, type ResponseOf } from '@ledger/contract';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint, downloadEndpoint, sendCommand } from '../../../lib/api-client';
import { localText } from '../../../lib/local-message';
import { useRetryKeys } from '../../../lib/retry-key';
import { productKeys } from '../../products';
import { partyKeys } from './keys';

export type ImportPreview = ResponseOf<typeof partiesEndpoints.importPreview>;
export type ImportRows = RequestOf<typeof partiesEndpoints.import>;

export const downloadImportTemplate = () => downloadEndpoint(partiesEndpoints.importTemplate, {});

/** The file's bytes as base64, or the size limit's message (contract limits.ts) before anything is sent. */
async function base64Of(file: File): Promise<string> {
  if (file.size > IMPORT_FILE_MAX_BYTES) throw new Error(localText('importFileTooLarge', { n: Math.floor(IMPORT_FILE_MAX_BYTES / 1000) }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: async (file: File) => callEndpoint(partiesEndpoints.importPreview, { content: await base64Of(file) }),
  });
}

/** The rows the owner confirms: the preview's rows as the sheet held them (the server checks them again). */
export const confirmedRows = (preview: ImportPreview): ImportRows => ({
  parties: preview.parties.map((r) => r.input),
  products: preview.products.map((r) => r.input),
});

export function useImportParties() {
  const queryClient = useQueryClient();
  const keys = useRetryKeys();
  return useMutation({
    mutationFn: (rows: ImportRows) => sendCommand(partiesEndpoints.import, rows, { idempotent: true, idempotencyKey: keys.keyFor(rows) }),
    onSuccess: async () => {
      keys.saved();
      await Promise.all([queryClient.invalidateQueries({ queryKey: partyKeys.all }), queryClient.invalidateQueries({ queryKey: productKeys.all })]);
    },
  });
}
