// /subParty/month/update/v2: set or clear a sub-party's note for one month (`<subPartyId>:YYYY-MM`).
import { useMutation } from '@tanstack/react-query';
import { statementEndpoints } from '@ledger/contract/endpoint-refs';
import { sendCommand } from '../../../lib/api-client';
import { useInvalidateLedger } from '../../documents';

const updateMonthNote = ({ id, note }: { id: string; note: string }) =>
  sendCommand(statementEndpoints.updateMonthNote, { filter: { id }, update: { note: note.trim() } });

export function useUpdateMonthNote() {
  const invalidate = useInvalidateLedger();
  return useMutation({ mutationFn: updateMonthNote, onSuccess: () => invalidate() });
}
