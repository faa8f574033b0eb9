// Calls of registration, account recovery and the administrators' outbox (issue 3 §2).
import {
  type OutboxQuery,
  outboxEndpoints,
  type RecoveryCodeBody,
  type RecoveryResetBody,
  type RegistrationBody,
  type RegistrationCorrection,
  type RegistrationStatus,
  recoveryEndpoints,
  registrationEndpoints,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export const registrationKeys = {
  status: ['registration', 'status'] as const,
  outbox: (query: Partial<OutboxQuery>) => ['outbox', query] as const,
};

/** Children of a region of the portal's province; without a parent, its cities. */
export function fetchPublicRegions(parent?: string) {
  return api(registrationEndpoints.regions, { query: { parent } });
}

/** Silent: the pages explain refusals (duplicates, captcha) beside the form. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => api(registrationEndpoints.register, { body }, { silent: true }),
  });
}

/** The registrant's own registration; silent, an anonymous visitor is asked to sign in by the page. */
export function useRegistrationStatus() {
  return useQuery({
    queryKey: registrationKeys.status,
    queryFn: () => api(registrationEndpoints.status, {}, { silent: true }),
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
    api(registrationEndpoints.correct, { body }, { silent: true }),
  );
}

export function useUploadLicence() {
  return useStatusMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api(registrationEndpoints.licence, { body: form }, { silent: true });
  });
}

export function useSubmitRegistration() {
  return useStatusMutation(() => api(registrationEndpoints.submit, {}, { silent: true }));
}

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (body: RecoveryCodeBody) => api(recoveryEndpoints.code, { body }, { silent: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RecoveryResetBody) => api(recoveryEndpoints.reset, { body }, { silent: true }),
  });
}

export function useOutbox(query: Partial<OutboxQuery>) {
  return useQuery({
    queryKey: registrationKeys.outbox(query),
    queryFn: () => api(outboxEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}
