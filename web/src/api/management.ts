// Administrator calls: locked sign-in accounts, the background jobs' outcomes and the OpenAPI document.
import { authEndpoints, type LoginLock, openApiEndpoint } from '@portal/contract';
import { type JobRun, jobEndpoints } from '@portal/contract/health';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export type { JobRun, LoginLock };

export function useLoginLocks(page: number, size: number) {
  return useQuery({
    queryKey: ['login-locks', page, size],
    queryFn: () => api(authEndpoints.loginLocks, { query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

export function useUnlockAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lock: Pick<LoginLock, 'account' | 'address'>) => api(authEndpoints.unlock, { query: lock }),
    onSettled: () => client.invalidateQueries({ queryKey: ['login-locks'] }),
  });
}

/** Only the parts the readable view uses; the document is not wrapped in {data}. */
export type OpenApiDocument = {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

export function useOpenApi() {
  return useQuery({
    queryKey: ['openapi'],
    // The view reads more of the document than the contract's loose shape names.
    queryFn: () => api(openApiEndpoint).then((doc) => doc as OpenApiDocument),
    staleTime: 5 * 60_000,
  });
}

/** Every background job's last outcome, or only those whose last run failed. */
export function useJobRuns(failed: boolean) {
  return useQuery({
    queryKey: ['job-runs', failed],
    queryFn: () => api(jobEndpoints.list, { query: failed ? { failed: 'true' } : {} }),
    placeholderData: keepPreviousData,
  });
}
