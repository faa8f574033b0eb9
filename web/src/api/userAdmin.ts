// Government and enterprise user calls (system management), and online sessions.
import {
  type Authority,
  type UserCreateBody,
  type UserListQuery,
  type UserUpdateBody,
  userAdminEndpoints as users,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export function useManagedUsers(query: Partial<UserListQuery>) {
  return useQuery({
    queryKey: ['user-admin', 'list', query],
    queryFn: () => api(users.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useManagedUser(id: string | null) {
  return useQuery({
    queryKey: ['user-admin', 'one', id],
    queryFn: () => api(users.one, { params: { id: id ?? '' } }),
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

export const useCreateUser = () => useUserMutation((body: UserCreateBody) => api(users.create, { body }));
export const useUpdateUser = () =>
  useUserMutation(({ id, ...body }: UserUpdateBody & { id: string }) =>
    api(users.update, { params: { id }, body }),
  );
export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: string; status: 'ACTIVE' | 'DISABLED' }) =>
    api(users.status, { params: { id }, body: { status } }),
  );
export const useResetPassword = () =>
  useUserMutation((id: string) => api(users.resetPassword, { params: { id } }));
export const useUnlockUser = () => useUserMutation((id: string) => api(users.unlock, { params: { id } }));
export const useSetAuthority = () =>
  useUserMutation(({ id, authority, grant }: { id: string; authority: Authority; grant: boolean }) =>
    grant
      ? api(users.grant, { params: { id, authority } })
      : api(users.revoke, { params: { id, authority } }),
  );
export const useSignUserOut = () =>
  useUserMutation((id: string) => api(users.endSessions, { params: { id } }));

export function useOnlineSessions(query: { account?: string; page: number; size: number }) {
  return useQuery({
    queryKey: ['user-admin', 'sessions', query],
    queryFn: () => api(users.sessions, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useEndSession = () => useUserMutation((id: string) => api(users.endSession, { params: { id } }));
