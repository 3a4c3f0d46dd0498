/**
 * Text from manifests inside Markdown (GitHub's flavour: `runtime diff -o markdown` is posted as a
 * pull-request comment, `runtime explain -o markdown` and the app's export are pasted into
 * documents). Names are not refused for what Kubernetes would refuse: ome-sim reads files, and a
 * name no cluster would take is still shown, as the table shows it. So every text is escaped:
 *
 * - control characters, as the explain table escapes them (`sanitizeCell`: a newline becomes
 *   `\n`, so a name cannot end the row or start a heading; ESC, BEL and C1 become `\u001b` …);
 * - Markdown's markup, with a backslash: `|` (a new cell), `[` and `]` (links and images), `<`
 *   (HTML such as `</td><b>`, autolinks), `&` (entities), `*`, `_`, `~`, `` ` `` and `\` itself;
 * - `@`, followed by a zero-width space (`&#8203;`): GitHub links a mention after the Markdown
 *   is rendered, so a backslash would not stop `@team` from notifying a team.
 *
 * Not escaped: a bare `https://…` (GitHub shows it as a link, which it is) and `#123` (a link to
 * an issue); neither can run, hide text or notify anyone.
 */
import { sanitizeCell } from './width';

const MARKUP = /[\\|[\]<&*_~`@]/g;

const escapeMarkup = (char: string): string => (char === '@' ? '@&#8203;' : `\\${char}`);

/** `text` safe in a Markdown table cell or paragraph: one line, no markup, no mention. */
export const markdownText = (text: string): string =>
  sanitizeCell(text).replace(MARKUP, escapeMarkup);

/**
 * `text` as a code span in a table cell: shown as written, control characters escaped. Inside a
 * code span nothing is markup, mentions included; only `|` still splits the cell (GitHub reads
 * `\|` there as `|`) and a backquote would end the span, so it becomes `'`.
 */
export const markdownCode = (text: string): string =>
  `\`${sanitizeCell(text).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
