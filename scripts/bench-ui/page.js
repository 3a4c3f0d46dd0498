/**
 * The in-page half of `npm run bench:ui`, installed before the app's own scripts. Plain browser
 * JavaScript read from disk, so the TypeScript runner never rewrites what runs in the page.
 *
 * window.__bench.longTasks: every long task ({ start, duration }) since navigation.
 * window.__bench.slowKeys: every key press that took 16 ms or more from the event to the next
 *   frame on screen ({ start, duration }; Event Timing, which reports nothing quicker).
 * window.__bench.marks: when the editor's text, the first ranked table and Monaco appeared.
 * window.__bench.changePriority({ label, runtime, value }): sets a priority field as typing does,
 *   and resolves with the milliseconds until the runtime's score cell shows a new value.
 * window.__bench.armPaste(runtimes): the next paste event starts a clock; window.__bench.pasteResult
 *   resolves with { ms, shown } when the first answer for the pasted text is on screen: `shown` is
 *   'table' once one of `runtimes` is a row of the table, or 'error' when OME's error for it shows
 *   instead (the question asks about a model the paste has without modelFormat). The paste and
 *   that frame are marked `bench:paste` and `bench:pasted` (performance.mark), for a trace.
 */
(() => {
  const bench = { longTasks: [], slowKeys: [], marks: {} };
  window.__bench = bench;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown')
        bench.slowKeys.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const milestones = {
    text: '[data-testid="yaml-editor"] .yaml-placeholder, .yaml-editor .view-lines',
    table: 'table.ranking tr.runtime-row',
    editor: '.yaml-editor .monaco-editor .view-lines',
  };
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(milestones)) {
      if (bench.marks[name] === undefined && document.querySelector(selector) !== null)
        bench.marks[name] = performance.now();
    }
    if (Object.keys(bench.marks).length === Object.keys(milestones).length) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });

  // A paste into the editor, measured from the paste event to the first frame that shows the
  // answer for the pasted text: a table with one of `runtimes` (runtimes only the pasted text has),
  // or OME's error where there was none (the model asked about has no modelFormat in the paste).
  bench.armPaste = (runtimes) => {
    const errorBefore = document.querySelector('.ranking-status .note-error') !== null;
    const shown = () => {
      if (runtimes.some((name) => document.querySelector(`tr.runtime-row[data-runtime="${name}"]`)))
        return 'table';
      if (!errorBefore && document.querySelector('.ranking-status .note-error') !== null)
        return 'error';
      return null;
    };
    bench.pasteResult = new Promise((resolve, reject) => {
      document.addEventListener(
        'paste',
        () => {
          performance.mark('bench:paste');
          const start = performance.now();
          const tick = () => {
            const what = shown();
            if (what !== null) {
              performance.mark('bench:pasted');
              resolve({ ms: performance.now() - start, shown: what });
            } else if (performance.now() - start > 30_000)
              reject(new Error('no ranking of the paste'));
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { capture: true, once: true },
      );
    });
  };

  bench.changePriority = ({ label, runtime, value }) => {
    const input = document.querySelector(`input[aria-label="${label}"]`);
    const score = () =>
      document.querySelector(`tr.runtime-row[data-runtime="${runtime}"] .cell-score`)?.textContent;
    if (input === null || input.disabled) throw new Error(`no enabled field "${label}"`);
    const before = score();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return new Promise((resolve, reject) => {
      const tick = () => {
        if (score() !== before) resolve(performance.now() - start);
        else if (performance.now() - start > 20_000) reject(new Error('the score never changed'));
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  };
})();
