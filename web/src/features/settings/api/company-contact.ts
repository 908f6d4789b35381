// /company/contact/get/v1 and /company/contact/update/v1: the company's address, state, GSTIN and phone,
// printed on statements, slips and shared links.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { companiesEndpoints } from '@ledger/contract/endpoint-refs';
import { callEndpoint } from '../../../lib/api-client';
import { contactFormShape, toContactInput, type ContactFormValues } from '../../../lib/contact-form';

const contactKey = ['settings', 'company-contact'] as const;

export const companyContactSchema = z.object(contactFormShape);

export function useCompanyContact() {
  return useQuery({ queryKey: contactKey, queryFn: () => callEndpoint(companiesEndpoints.contact, {}) });
}

export function useUpdateCompanyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactFormValues) => callEndpoint(companiesEndpoints.setContact, toContactInput(values)),
    onSuccess: (contact) => queryClient.setQueryData(contactKey, contact),
  });
}
