// Disclosure and announcements: searching, counting and exporting listed companies' announcements.
export default {
  imports: {
    title: 'Announcements dataset: imports and versions',
    help: 'Template columns: code, company, exchange, province, date, type (may be empty: classed by its title), title, summary (up to 2,000 characters), link (http/https only). A code, date and title may appear once.',
  },
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
