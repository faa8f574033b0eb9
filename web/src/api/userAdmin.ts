// Government and enterprise user calls (system management), and online sessions.
import type {
  Authority,
  ManagedUser,
  OnlineSession,
  Page,
  TemporaryPassword,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const USERS = '/console/api/management/users';
const SESSIONS = '/console/api/management/sessions';

export function useManagedUsers(query: Partial<UserListQuery>) {
  return useQuery({
    queryKey: ['user-admin', 'list', query],
    queryFn: () => http.get<Page<ManagedUser>>(USERS, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useManagedUser(id: string | null) {
  return useQuery({
    queryKey: ['user-admin', 'one', id],
    queryFn: () => http.get<ManagedUser>(`${USERS}/${id}`),
    enabled: id !== null,
  });
}

/** Every user change refreshes the lists, the open user and the sessions. */
function useUserMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: ['user-admin'] }),
  });
}

export const useCreateUser = () =>
  useUserMutation((body: UserCreateBody) => http.post<TemporaryPassword>(USERS, body));
export const useUpdateUser = () =>
  useUserMutation(({ id, ...body }: UserUpdateBody & { id: string }) =>
    http.put<ManagedUser>(`${USERS}/${id}`, body),
  );
export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: string; status: 'ACTIVE' | 'DISABLED' }) =>
    http.put<ManagedUser>(`${USERS}/${id}/status`, { status }),
  );
export const useResetPassword = () =>
  useUserMutation((id: string) => http.post<TemporaryPassword>(`${USERS}/${id}/password-reset`));
export const useUnlockUser = () =>
  useUserMutation((id: string) => http.delete<{ unlocked: boolean }>(`${USERS}/${id}/lock`));
export const useSetAuthority = () =>
  useUserMutation(({ id, authority, grant }: { id: string; authority: Authority; grant: boolean }) =>
    grant
      ? http.put<ManagedUser>(`${USERS}/${id}/authorities/${authority}`)
      : http.delete<ManagedUser>(`${USERS}/${id}/authorities/${authority}`),
  );
export const useSignUserOut = () =>
  useUserMutation((id: string) => http.delete<{ endedSessions: number }>(`${USERS}/${id}/sessions`));

export function useOnlineSessions(query: { account?: string; page: number; size: number }) {
  return useQuery({
    queryKey: ['user-admin', 'sessions', query],
    queryFn: () => http.get<Page<OnlineSession>>(SESSIONS, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export const useEndSession = () => useUserMutation((id: string) => http.delete(`${SESSIONS}/${id}`));
