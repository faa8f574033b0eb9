// The scripts of a page the server has drawn (server/src/platform/http/first-screen.ts), started
// once the page has been painted: until then the line carries only what shows it (the page, its
// style sheets). The entry and the chunks to fetch beside it are named on this script's element.
(() => {
  const self = document.currentScript;
  // A drawn form is not yet the app's: submitted natively it would reload the page with its fields
  // in the address. Until React has taken the page over (main.tsx marks <html data-ready>) a
  // submission does nothing; afterwards the app handles it.
  document.addEventListener(
    'submit',
    (event) => {
      if (!document.documentElement.dataset.ready) event.preventDefault();
    },
    true,
  );
  const start = () => {
    for (const href of (self.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = self.dataset.entry;
    document.head.append(entry);
  };
  // The frame's callback runs before it is painted; the timer it sets runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
