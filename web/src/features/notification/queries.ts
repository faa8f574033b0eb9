// Query hooks of the notification documents. Every change refreshes everything under
// ['notification'], and the workflow inboxes and notices it may have moved.
import {
  type NotificationInput,
  type NotificationReplyInput,
  notificationEndpoints as notifications,
  type ReceivedNotificationQuery,
  type RecipientOrgType,
  type RecipientQuery,
  type SentNotificationQuery,
} from '@portal/contract/notification';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoint';

export const notificationKeys = {
  all: ['notification'] as const,
  sent: (query: SentNotificationQuery) => ['notification', 'sent', query] as const,
  received: (query: ReceivedNotificationQuery) => ['notification', 'received', query] as const,
  detail: (id: string) => ['notification', 'detail', id] as const,
  recipients: (id: string, query: RecipientQuery) => ['notification', 'recipients', id, query] as const,
  options: (type: RecipientOrgType, keyword: string) => ['notification', 'options', type, keyword] as const,
};

export function useSentNotifications(query: SentNotificationQuery, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.sent(query),
    queryFn: () => api(notifications.sent, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReceivedNotifications(query: ReceivedNotificationQuery, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.received(query),
    queryFn: () => api(notifications.received, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useNotification(id: string | null) {
  return useQuery({
    queryKey: notificationKeys.detail(id ?? ''),
    queryFn: () => api(notifications.detail, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
}

export function useRecipients(id: string, query: RecipientQuery, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recipients(id, query),
    queryFn: () => api(notifications.recipients, { params: { id }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRecipientOptions(type: RecipientOrgType, keyword: string) {
  return useQuery({
    queryKey: notificationKeys.options(type, keyword),
    queryFn: () => api(notifications.recipientOptions, { query: { type, keyword } }),
    placeholderData: keepPreviousData,
  });
}

function useNotificationMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: ['workflow'] });
      void client.invalidateQueries({ queryKey: ['notice'] });
    },
  });
}

/** A new draft, or an edit naming the version it was loaded at (409 when someone saved meanwhile). */
export function useSaveNotification() {
  return useNotificationMutation(
    ({ id, input, version }: { id?: string; input: NotificationInput; version?: number }) =>
      id
        ? api(notifications.update, { params: { id }, body: { ...input, version: version ?? 0 } })
        : api(notifications.create, { body: input }),
  );
}

export function useSubmitNotification() {
  return useNotificationMutation(({ id, version }: { id: string; version: number }) =>
    api(notifications.submit, { params: { id }, body: { version } }),
  );
}

export function useReviewNotification() {
  return useNotificationMutation(
    ({ id, ...body }: { id: string; version: number; decision: 'approve' | 'reject'; comment?: string }) =>
      api(notifications.review, { params: { id }, body }),
  );
}

export function useRemindNotification() {
  return useNotificationMutation((id: string) => api(notifications.remind, { params: { id } }));
}

export function useReadNotification() {
  return useNotificationMutation((id: string) => api(notifications.read, { params: { id } }));
}

export function useReceiptNotification() {
  return useNotificationMutation(({ id, comment }: { id: string; comment?: string }) =>
    api(notifications.receipt, { params: { id }, body: { comment } }),
  );
}

export function useReplyNotification() {
  return useNotificationMutation(({ id, input }: { id: string; input: NotificationReplyInput }) =>
    api(notifications.reply, { params: { id }, body: input }),
  );
}
