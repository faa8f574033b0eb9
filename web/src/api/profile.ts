// The personal centre: who I am and the password change (issue 2 §3).
import type { SessionUser } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from './client';

export const meKey = ['session', 'me'] as const;

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: () => http.get<SessionUser>('/console/api/session/me') });
}

export type PasswordChange = { currentPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => http.put('/console/api/session/password', body),
  });
}
