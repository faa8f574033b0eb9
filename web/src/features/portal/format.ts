// Dates as the portal shows them: the day in China time, whatever the visitor's own time zone.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const formatDate = (iso: string | null | undefined): string => (iso ? DAY.format(new Date(iso)) : '');
