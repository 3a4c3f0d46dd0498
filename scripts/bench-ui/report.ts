/**
 * How `npm run bench:ui` writes its figures: milliseconds rounded, medians, and a closing summary
 * of the main figure of each measure for each subject (the worked example, each set of manifests).
 */

export const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export const ms = (value: number | undefined): string =>
  value === undefined ? 'n/a' : `${value.toFixed(0)} ms`;

/** Figures for the closing summary, by subject title. */
const figures = new Map<string, Record<string, string>>();

export const record = (title: string, measure: string, value: string) =>
  figures.set(title, { ...figures.get(title), [measure]: value });

/** How many subjects have figures so far (numbers the trace files). */
export const subjectsRecorded = (): number => figures.size;

export function printSummary(): void {
  console.log('\nsummary');
  for (const [title, measures] of figures) {
    console.log(`  ${title}`);
    for (const [measure, value] of Object.entries(measures))
      console.log(`    ${measure.padEnd(38)} ${value}`);
  }
}
