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
  // A few module preloads per task: each insertion costs the main thread a millisecond or two on
  // a slow phone, and all 35 in one go made a task of 70–330 ms at Lighthouse's 4× slowdown.
  const preload = (hrefs) => {
    for (const href of hrefs.splice(0, 5)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(preload, 0, hrefs);
  };
  // The entry first, so that it is not queued behind the chunks it imports.
  const start = () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = self.dataset.entry;
    document.head.append(entry);
    setTimeout(preload, 0, (self.dataset.preload || '').split(' ').filter(Boolean));
  };
  // The frame's callback runs before it is painted; the timer it sets runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
