/**
 * The `Intl` warm-up worker (issue #8, first load): builds one number, date and plural-rules
 * formatter for each locale it is sent, then closes. The first `Intl` formatter a page builds
 * loads and initialises ICU's data, which Chromium keeps per process: measured in Chromium on
 * this project's machines, 20–57 ms on the main thread, inside the dashboard's first render.
 * Built here, in a worker of the same process started before the start-up code downloads, that
 * work runs on another thread, and the main thread's first formatters cost ~0.3 ms.
 * Receives: `string[]` of BCP 47 tags (unknown tags are skipped). Posts nothing.
 */
self.onmessage = (event: MessageEvent<readonly string[]>) => {
  for (const locale of event.data) {
    try {
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
      new Intl.PluralRules(locale).select(1);
    } catch {
      // Not a tag Intl knows: nothing to warm for it.
    }
  }
  self.close();
};
