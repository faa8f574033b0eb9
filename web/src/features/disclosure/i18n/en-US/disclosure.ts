// Disclosure and announcements: searching, counting and exporting listed companies' announcements.
export default {
  export: 'Export to Excel',
  columns: { announcedOn: 'Date', company: 'Company', type: 'Type', title: 'Title and summary' },
  filters: {
    q: 'Search title, summary, company or code',
    exchange: 'Exchange',
    ours: 'This province only',
    province: 'Province',
  },
  list: {
    title: 'Announcements',
    file: 'Announcements',
    empty: 'No announcements',
    noHits: 'No announcement matches',
    total: '{{total}} in all',
    totalCapped: 'More than {{total}}; narrow the search',
  },
  disclosure: {
    title: 'Disclosure',
    companies: 'Listed companies of {{province}} with announcements',
    month: 'This month ({{month}})',
    year: 'This year ({{year}})',
    latest: 'Latest announcements of this province',
  },
};
