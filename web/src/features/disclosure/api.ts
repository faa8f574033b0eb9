// Query hooks of the disclosure screens. The dataset's imports and restores belong to the shared
// dataset pipeline's button (ui/datasets), which refreshes every query after a change.
import { type AnnouncementQuery, disclosureEndpoints as d } from '@portal/contract/disclosure';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

export const useDisclosureOverview = () =>
  useQuery({ queryKey: ['disclosure', 'overview'], queryFn: () => api(d.overview) });

export const useAnnouncements = (query: AnnouncementQuery) =>
  useQuery({
    queryKey: ['disclosure', 'announcements', query],
    queryFn: () => api(d.announcements, { query }),
    placeholderData: keepPreviousData,
  });

export const exportAnnouncements = (query: Omit<AnnouncementQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(d.exportAnnouncements, { query }, filename);
