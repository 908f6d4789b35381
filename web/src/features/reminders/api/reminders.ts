// Balances to collect: the list (/party/reminders/list/v1, under the parties' keys so any party write refreshes
// it), a reminder's WhatsApp message (it makes a statement link) and "mark sent"; the monthly reminders set, set and turned off.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { partyKeys } from '../../../lib/query-keys';

export interface ReminderFilter { minAmount: string; days: number }

const reminderKeys = {
  all: [...partyKeys.all, 'reminders'] as const,
  list: (f: ReminderFilter) => [...reminderKeys.all, f.minAmount, f.days] as const,
};

export function useReminders(filter: ReminderFilter) {
  return useQuery({
    queryKey: reminderKeys.list(filter),
    queryFn: () => callEndpoint(partiesEndpoints.reminders, filter),
    // The rows stay while a changed filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useReminderMessage() {
  return useMutation({ mutationFn: (partyId: string) => callEndpoint(partiesEndpoints.reminderMessage, { partyId }) });
}

export function useMarkSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partyId: string) => callEndpoint(partiesEndpoints.reminderSent, { partyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

/** The monthly reminders set (/party/reminders/schedule/list/v1), under the reminders' keys. */
export function useReminderSchedules() {
  return useQuery({
    queryKey: [...reminderKeys.all, 'schedules'] as const,
    queryFn: () => callEndpoint(partiesEndpoints.reminderSchedules, {}),
  });
}

export interface ScheduleInput { partyId: string; day: number; language: 'en' | 'hi' }

export function useScheduleReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => callEndpoint(partiesEndpoints.reminderSchedule, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}

export function useUnscheduleReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partyId: string) => callEndpoint(partiesEndpoints.reminderUnschedule, { partyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
