/**
 * Cell sanitising and terminal display width, as `kubectl ome`'s adaptive table renderer measures
 * them (docs/selection-rules.md §E4.4). Pure: no DOM, no Node; runs in a Web Worker.
 *
 * Width is counted per grapheme cluster, so a hard wrap never splits "é" written as e + U+0301, a
 * flag, or a ZWJ emoji family. The wide-character table below is deliberately small: it covers
 * the East Asian Wide/Fullwidth blocks that real names and reasons use (CJK, kana, Hangul,
 * fullwidth forms); emoji are recognised through Unicode property escapes instead of ranges.
 */

/** One user-perceived character and the terminal cells it occupies. */
export interface DisplayCluster {
  readonly value: string;
  readonly width: number;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Printable ASCII: one one-cell cluster per character, and the space is its only white space.
 * Nearly every cell of a real table is ASCII, so wrapping takes index-based fast paths for it.
 */
export const isPrintableAscii = (value: string): boolean => PRINTABLE_ASCII.test(value);

/** Made on first use: loading ICU's segmentation data costs every CLI start about 6 ms. */
let segmenter: Intl.Segmenter | null = null;
const graphemes = (): Intl.Segmenter =>
  (segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' }));

/** Grapheme clusters of `value`, each with its display width. */
export function displayClusters(value: string): DisplayCluster[] {
  // Fast path: in printable ASCII every character is its own one-cell cluster. Segmenting by
  // grapheme is by far the slowest step of wrapping a large table, and nearly all text is ASCII.
  if (PRINTABLE_ASCII.test(value)) {
    const ascii: DisplayCluster[] = new Array<DisplayCluster>(value.length);
    for (let i = 0; i < value.length; i++) ascii[i] = { value: value[i]!, width: 1 };
    return ascii;
  }
  const clusters: DisplayCluster[] = [];
  for (const { segment } of graphemes().segment(value)) {
    clusters.push({ value: segment, width: clusterWidth(segment) });
  }
  return clusters;
}

/** Terminal cells taken by `value`: 1 per ASCII character, 2 per wide cluster, 0 for marks. */
export function displayWidth(value: string): number {
  // Fast path: printable ASCII is one cell per character, and it is nearly every cell we render.
  if (PRINTABLE_ASCII.test(value)) return value.length;
  let width = 0;
  for (const cluster of displayClusters(value)) width += cluster.width;
  return width;
}

/**
 * Makes a cell safe to print on one terminal line: tab, newline and carriage return become the
 * two-character escapes, and every other control or bidi control becomes `\uXXXX`. Bidi
 * controls are escaped because they could visually reorder a runtime name or reason.
 */
export function sanitizeCell(value: string): string {
  if (PRINTABLE_ASCII.test(value)) return value;
  let result = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\t') result += '\\t';
    else if (char === '\n') result += '\\n';
    else if (char === '\r') result += '\\r';
    else if (isControl(code) || isBidiControl(code)) result += `\\u${hex(code, 4)}`;
    else result += char;
  }
  return result;
}

/** Whether a cluster begins with white space, as Go's `unicode.IsSpace` decides it. */
export function isSpaceCluster(cluster: string): boolean {
  return /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/u.test(
    cluster,
  );
}

/** Lower-case hexadecimal, zero-padded to `digits`. */
export function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, '0');
}

/** C0 and C1 controls (Go's `unicode.IsControl`). */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function isBidiControl(code: number): boolean {
  return (
    code === 0x061c ||
    (code >= 0x200e && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const KEYCAP = 0x20e3;
const TEXT_PRESENTATION = 0xfe0e;
const EMOJI_PRESENTATION = 0xfe0f;
const ZERO_WIDTH_JOINER = 0x200d;

const pictographic = /^\p{Extended_Pictographic}$/u;
const emojiByDefault = /^\p{Emoji_Presentation}$/u;
const regionalIndicator = /^\p{Regional_Indicator}$/u;
const emojiModifier = /^\p{Emoji_Modifier}$/u;
// Non-spacing and enclosing marks and format controls (ZWJ, ZWSP, soft hyphen) take no cell.
const zeroWidth = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

/**
 * Width of one grapheme cluster. Emoji sequences (keycaps, flags, ZWJ families, modifier and
 * VS16 sequences) are one two-cell glyph; VS15 asks for the one-cell text glyph; anything else
 * is the sum of its code points, so a base letter plus combining marks stays 1.
 */
function clusterWidth(cluster: string): number {
  const codes = Array.from(cluster, (char) => char.codePointAt(0) ?? 0);
  const first = cluster.codePointAt(0) ?? 0;
  const firstChar = String.fromCodePoint(first);
  if (codes.includes(KEYCAP) || regionalIndicator.test(firstChar)) return 2;
  if (pictographic.test(firstChar)) return emojiClusterWidth(codes, firstChar);
  let width = 0;
  for (const code of codes) width += codePointWidth(code);
  return width;
}

function emojiClusterWidth(codes: readonly number[], first: string): number {
  const joined = codes.includes(ZERO_WIDTH_JOINER);
  if (codes.includes(TEXT_PRESENTATION) && !joined) return 1;
  const modified = codes.some((code) => emojiModifier.test(String.fromCodePoint(code)));
  if (joined || modified || codes.includes(EMOJI_PRESENTATION) || emojiByDefault.test(first)) {
    return 2;
  }
  return codePointWidth(codes[0] ?? 0);
}

function codePointWidth(code: number): number {
  const char = String.fromCodePoint(code);
  if (zeroWidth.test(char) || isHangulVowelOrFinal(code)) return 0;
  if (isWideCodePoint(code) || emojiByDefault.test(char)) return 2;
  return 1;
}

/** Conjoining Hangul medial vowels and final consonants render inside the initial's two cells. */
function isHangulVowelOrFinal(code: number): boolean {
  return (code >= 0x1160 && code <= 0x11ff) || (code >= 0xd7b0 && code <= 0xd7ff);
}

/** East Asian Wide (W) and Fullwidth (F) blocks, sorted, inclusive. Emoji are handled above. */
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x2329, 0x232a], // angle brackets
  [0x2e80, 0x303e], // CJK radicals, Kangxi radicals, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
  [0x3400, 0x4dbf], // CJK unified ideographs extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // fullwidth ASCII variants
  [0xffe0, 0xffe6], // fullwidth signs
  [0x16fe0, 0x16fe4], // ideographic symbols
  [0x17000, 0x18cff], // Tangut, Khitan
  [0x1aff0, 0x1b2ff], // Kana supplement and extensions, Nushu
  [0x1f200, 0x1f265], // enclosed ideographic supplement
  [0x20000, 0x2fffd], // CJK extensions B–F, compatibility supplement
  [0x30000, 0x3fffd], // CJK extensions G–H
];

function isWideCodePoint(code: number): boolean {
  let low = 0;
  let high = WIDE_RANGES.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const [first, last] = WIDE_RANGES[middle] ?? [0, -1];
    if (code < first) high = middle;
    else if (code > last) low = middle + 1;
    else return true;
  }
  return false;
}
