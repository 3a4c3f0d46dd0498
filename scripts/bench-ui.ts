/**
 * `npm run bench:ui`: the built app at cluster scale, in Chromium. Prints figures; asserts nothing
 * (speed is measured here, never in tests).
 *
 * It builds nothing: run `npm run build` first (or pass `--dist DIR` for another build folder). It
 * serves that folder with `vite preview` on its own port (default 4177) and measures, all inside
 * the page, for the worked example and for each set of manifests:
 *   1. load: when the text is on screen, when the first ranked table appears, when Monaco is ready
 *      (the manifests stored as the autosaved scenario);
 *   2. a priority change in the table's PRIORITY field: from the input event to the frame in which
 *      the table shows the row's new score (median of 20, polled with requestAnimationFrame);
 *   3. a paste: the manifests pasted over the worked example in the editor, from the paste event to
 *      the frame that shows their first ranking (median of `--pastes` pages; with `--profile`,
 *      where the last one's time went: each thread's busy time, long tasks, kinds of work and
 *      hottest functions, from a Chromium trace, best read from a build without minification);
 *   4. typing 50 characters into the editor (the generated cluster only): into a comment one key
 *      every 100 ms and then every 50 ms (a fast typist), then into a value (where a space asks for
 *      completions): long tasks (PerformanceObserver 'longtask') from the first key until the last
 *      answer is on screen, and key presses that took 16 ms or more to reach the screen (Event
 *      Timing). `--no-typing` leaves this out.
 *
 * The manifests: a generated cluster (default 1,000 runtimes, 200 models; `--manifests DIR` reads
 * every .yaml/.yml under DIR instead), a stand-in for OME's whole catalog built from the real files
 * vendored in testdata/ome (207 runtimes, 207 models, see catalog-sized.ts), and, with
 * `--catalog DIR`, a real catalog folder (OME's `config/`: its runtimes/ and models/).
 *
 *   npm run bench:ui -- [--dist dist] [--port 4177] [--runtimes 1000] [--models 200] [--runs 20]
 *                       [--manifests DIR] [--catalog DIR] [--only generated|catalog]
 *                       [--pastes 3] [--profile] [--paste-only] [--no-typing]
 *
 * The parts, in scripts/bench-ui/: options.ts (the flags above), subjects.ts (the manifests and
 * the question asked of each), browser.ts (the preview server, Chromium, and reading back what the
 * in-page half page.js timed), measures.ts (the four measures) and report.ts (figures, summary).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchContext, launchChromium, startPreview, stopPreview } from './bench-ui/browser';
import { printLoad, printPaste, printPriorityChanges, printTyping } from './bench-ui/measures';
import { parseOptions } from './bench-ui/options';
import { printSummary } from './bench-ui/report';
import { EXAMPLE_EDIT, EXAMPLE_TITLE, exampleAsking, subjects } from './bench-ui/subjects';

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(join(options.dist, 'index.html'))) {
    console.error(`error: ${options.dist}/index.html not found. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const measured = subjects(options);
  console.log('ome-sim UI benchmark');
  for (const subject of measured) {
    console.log(`- ${subject.title}: ${(subject.text.length / 1024).toFixed(0)} KiB of YAML;`);
    console.log(
      `  ranking ${subject.model} in ${subject.namespace}: ${subject.rows} rows, ${subject.ranked} ranked; editing ${subject.runtime} entry ${subject.entry}`,
    );
  }
  console.log('');

  const server = await startPreview(options.dist, options.port);
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${options.port}`;
    // The worked example (a first visit): load, then priority changes in the table.
    if (!options.pasteOnly) {
      const example = await benchContext(browser, origin);
      const page = await example.newPage();
      await printLoad('load of the worked example (first visit)', EXAMPLE_TITLE, page, origin);
      await printPriorityChanges(
        EXAMPLE_TITLE,
        page,
        EXAMPLE_EDIT.runtime,
        EXAMPLE_EDIT.entry,
        options.runs,
      );
      await example.close();
    }

    for (const subject of measured) {
      // The manifests pasted over the worked example (plus the model asked about).
      await printPaste(
        async () => {
          const pasting = await benchContext(browser, origin, {
            stored: { text: exampleAsking(subject), subject },
            clipboard: true,
          });
          const page = await pasting.newPage();
          await page.goto(`${origin}/`);
          return page;
        },
        subject,
        options,
      );

      if (options.pasteOnly) continue;
      // The manifests, stored: load, priority changes, typing.
      const context = await benchContext(browser, origin, {
        stored: { text: subject.text, subject },
      });
      const page = await context.newPage();
      await printLoad(
        `load of ${subject.title} (${subject.rows} rows)`,
        subject.title,
        page,
        origin,
      );
      await printPriorityChanges(subject.title, page, subject.runtime, subject.entry, options.runs);
      if (options.typing && subject.kind === 'generated') await printTyping(page);
      await context.close();
    }
  } finally {
    await browser.close();
    stopPreview(server);
  }
  printSummary();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
