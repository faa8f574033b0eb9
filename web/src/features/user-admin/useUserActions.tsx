// What an administrator may do to a user from the list, each confirmed first when it matters.
import type { Authority, ManagedUser, TemporaryPassword } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useResetPassword,
  useSetAuthority,
  useSetUserStatus,
  useSignUserOut,
  useUnlockUser,
} from '../../api/userAdmin';
import { confirm, toast } from '../../ui';

export function useUserActions() {
  const { t } = useTranslation('admin');
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const status = useSetUserStatus();
  const reset = useResetPassword();
  const unlock = useUnlockUser();
  const authority = useSetAuthority();
  const signOut = useSignUserOut();
  const ask = (content: string, onOk: () => Promise<unknown>, danger = false) =>
    confirm({ content, onOk, onCancel: () => undefined, danger });

  return {
    temporary,
    closeTemporary: () => setTemporary(null),
    toggleStatus(user: ManagedUser) {
      const disabling = user.status === 'ACTIVE';
      ask(
        t(disabling ? 'user.confirm.disable' : 'user.confirm.enable', { name: user.name }),
        () =>
          status
            .mutateAsync({ id: user.id, status: disabling ? 'DISABLED' : 'ACTIVE' })
            .then(() => toast.success(t(disabling ? 'user.done.disabled' : 'user.done.enabled'))),
        disabling,
      );
    },
    resetPassword(user: ManagedUser) {
      ask(
        t('user.confirm.reset', { name: user.name }),
        () => reset.mutateAsync(user.id).then(setTemporary),
        true,
      );
    },
    async unlock(user: ManagedUser) {
      const { unlocked } = await unlock.mutateAsync(user.id);
      toast.success(t(unlocked ? 'user.done.unlocked' : 'user.done.notLocked'));
    },
    setAuthority(user: ManagedUser, which: Authority, grant: boolean) {
      const name = t(`user.authorities.${which}`);
      ask(
        t(grant ? 'user.confirm.grant' : 'user.confirm.revoke', { name: user.name, authority: name }),
        () =>
          authority
            .mutateAsync({ id: user.id, authority: which, grant })
            .then(() => toast.success(t(grant ? 'user.done.granted' : 'user.done.revoked'))),
        !grant,
      );
    },
    signOut(user: ManagedUser) {
      ask(
        t('user.confirm.signOut', { name: user.name }),
        () =>
          signOut
            .mutateAsync(user.id)
            .then((r) => toast.success(t('user.done.signedOut', { count: r.endedSessions }))),
        true,
      );
    },
  };
}
