// The personal centre: who I am and the password change (issue 2 §3).
import { authEndpoints } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './endpoint';

export const meKey = ['session', 'me'] as const;

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: () => api(authEndpoints.me) });
}

export type PasswordChange = { currentPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api(authEndpoints.changePassword, { body }),
  });
}
