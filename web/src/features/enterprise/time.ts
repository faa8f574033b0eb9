// Times as the portal shows them: 2026-03-02 09:00.
import dayjs from 'dayjs';

export const formatTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
