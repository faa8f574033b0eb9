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
  // One module preload per task. Inserting one costs the main thread a few milliseconds on a slow
  // phone, far more than other links (37 took 134–469 ms at a 4× CPU slowdown, as many prefetches
  // 48): all 35 in one go made a task of 70–330 ms. At five per task, the blocking time Lighthouse's
  // mobile run put on this script was 3–351 ms a page (median 110, 15 runs); at one, 0–151 (45).
  // A chunk the app has asked for meanwhile (a lazily loaded page's, through the build's preload
  // helper, which writes the address in full) has its link already: a second one would cost as
  // much again for nothing.
  const linked = (url) =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href === url);
  const preload = (hrefs) => {
    const url = new URL(hrefs.shift(), document.baseURI).href;
    if (!linked(url)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
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
    const hrefs = (self.dataset.preload || '').split(' ').filter(Boolean);
    if (hrefs.length > 0) setTimeout(preload, 0, hrefs);
  };
  // The frame's callback runs before it is painted; the timer it sets runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
