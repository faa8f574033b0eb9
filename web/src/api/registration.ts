// Calls of registration, account recovery and the administrators' outbox (issue 3 §2).
import type {
  OutboxMessage,
  OutboxQuery,
  Page,
  PublicRegion,
  RecoveryCodeBody,
  RecoveryResetBody,
  RegistrationBody,
  RegistrationCorrection,
  RegistrationStatus,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const BASE = '/console/api/registration';
export const registrationKeys = {
  status: ['registration', 'status'] as const,
  outbox: (query: Partial<OutboxQuery>) => ['outbox', query] as const,
};

/** Children of a region of the portal's province; without a parent, its cities. */
export function fetchPublicRegions(parent?: string): Promise<PublicRegion[]> {
  return http.get<PublicRegion[]>(`${BASE}/regions`, { params: { parent } });
}

/** Silent: the pages explain refusals (duplicates, captcha) beside the form. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => http.post<RegistrationStatus>(BASE, body, { silent: true }),
  });
}

/** The registrant's own registration; silent, an anonymous visitor is asked to sign in by the page. */
export function useRegistrationStatus() {
  return useQuery({
    queryKey: registrationKeys.status,
    queryFn: () => http.get<RegistrationStatus>(`${BASE}/status`, { silent: true }),
    retry: false,
  });
}

function useStatusMutation<T>(call: (input: T) => Promise<RegistrationStatus>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => client.setQueryData(registrationKeys.status, status),
  });
}

export function useCorrectRegistration() {
  return useStatusMutation((body: RegistrationCorrection) =>
    http.put<RegistrationStatus>(BASE, body, { silent: true }),
  );
}

export function useUploadLicence() {
  return useStatusMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<RegistrationStatus>(`${BASE}/licence`, form, { silent: true });
  });
}

export function useSubmitRegistration() {
  return useStatusMutation(() =>
    http.post<RegistrationStatus>(`${BASE}/submit`, undefined, { silent: true }),
  );
}

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (body: RecoveryCodeBody) =>
      http.post<{ message: string }>('/console/api/recovery/code', body, { silent: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RecoveryResetBody) =>
      http.post<{ reset: true }>('/console/api/recovery/reset', body, { silent: true }),
  });
}

export function useOutbox(query: Partial<OutboxQuery>) {
  return useQuery({
    queryKey: registrationKeys.outbox(query),
    queryFn: () => http.get<Page<OutboxMessage>>('/console/api/management/outbox', { params: query }),
    placeholderData: keepPreviousData,
  });
}
