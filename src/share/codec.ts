/**
 * Share links: the whole scenario in the URL fragment, so nothing is sent to any server.
 *
 * Format `#s1.<base64url(deflate-raw(JSON))>`. The `s1` prefix is the format version: a link
 * made by a newer ome-sim is recognised and refused with a clear notice, and old versions keep
 * decoding forever (the tests pin one). Only settings that differ from the defaults are written,
 * which keeps the worked example's link short.
 *
 * Version 2 (`#s2.…`) adds one field: a baseline, the "before" manifests to pin (what
 * `ome-sim runtime diff --link` makes). A link without one is still written as s1, so it opens in
 * older versions too; one with a baseline is s2, which older versions refuse as "newer".
 *
 * Version 3 (`#s3.…`) adds the OME release as the user wrote it (`v1.3.0`, `1.4.0-rc.1`). Links
 * with the two releases earlier versions know, 1.3 (the default, left out) and 1.2.2 (`v`), are
 * still written as s1 or s2; any other release makes an s3 link.
 */
import { isOmeReleaseError, resolveOmeRelease } from '../engine/ome-release';
import type { QuestionSubject } from '../engine/question';

export interface SharedScenario {
  readonly manifests: string;
  /** What to rank: a model or an InferenceService by name; null = the app's default choice. */
  readonly target: QuestionSubject | null;
  /** null = the app's default (the first namespace of the manifests). */
  readonly namespace: string | null;
  /** The OME release whose behaviour to reproduce, as written (`1.3`, `v1.4.0-rc.1`). */
  readonly omeRelease: string;
  /** Manifests to pin as the baseline ("before"), ranked for the same question; absent: none. */
  readonly baseline?: string;
}

export const CURRENT_PREFIX = 's1.';
/** Links that carry a baseline. */
export const BASELINE_PREFIX = 's2.';
/** Links that carry an OME release other than 1.3 and 1.2.2 (with or without a baseline). */
export const RELEASE_PREFIX = 's3.';
/** Format versions this ome-sim reads, and the fields each may hold. */
const FIELDS_BY_VERSION = new Map([
  ['1', ['m', 't', 'n', 'ns', 'v']],
  ['2', ['m', 't', 'n', 'ns', 'v', 'b']],
  ['3', ['m', 't', 'n', 'ns', 'r', 'b']],
]);
/** The release a link without `v` or `r` reproduces. */
const DEFAULT_RELEASE = '1.3';
/** The one release that versions 1 and 2 write, as `v`. */
const OTHER_V1_RELEASE = '1.2.2';
/** Longest fragment we try to decode; anything longer is refused before decompression. */
export const MAX_LINK_LENGTH = 2_000_000;
/** Largest decompressed payload accepted (a deflate bomb stops here). */
export const MAX_PAYLOAD_BYTES = 12 * 1024 * 1024;
/** Links longer than this may be cut by chat tools; the UI warns. */
export const LONG_LINK_WARNING = 2_000;

export type DecodeFailure =
  'not-a-share-link' | 'future-version' | 'too-long' | 'corrupted' | 'invalid-content';

export type DecodeResult =
  | { readonly ok: true; readonly scenario: SharedScenario }
  | { readonly ok: false; readonly failure: DecodeFailure; readonly message: string };

/** Version 1 payload: short keys, defaults omitted. */
interface PayloadV1 {
  m: string;
  t?: 'model' | 'isvc';
  n?: string;
  ns?: string;
  v?: '1.2.2';
}

/** Version 2: version 1 and the baseline's manifests. */
interface PayloadV2 extends PayloadV1 {
  b?: string;
}

/** Version 3: the release as written (`r`) instead of `v`. */
interface PayloadV3 extends Omit<PayloadV2, 'v'> {
  r?: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit: number,
) {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new RangeError('payload too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Encodes a scenario as a URL fragment (without the leading `#`). */
export async function encodeScenario(scenario: SharedScenario): Promise<string> {
  const payload: PayloadV2 & PayloadV3 = { m: scenario.manifests };
  if (scenario.target !== null) {
    payload.t = scenario.target.kind;
    payload.n = scenario.target.name;
  }
  if (scenario.namespace !== null) payload.ns = scenario.namespace;
  const release = scenario.omeRelease;
  if (release === OTHER_V1_RELEASE) payload.v = OTHER_V1_RELEASE;
  else if (release !== DEFAULT_RELEASE) payload.r = release;
  if (scenario.baseline !== undefined) payload.b = scenario.baseline;
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const compressed = await transform(
    json,
    new CompressionStream('deflate-raw'),
    Number.MAX_SAFE_INTEGER,
  );
  const prefix =
    payload.r !== undefined
      ? RELEASE_PREFIX
      : scenario.baseline === undefined
        ? CURRENT_PREFIX
        : BASELINE_PREFIX;
  return prefix + toBase64Url(compressed);
}

const failure = (kind: DecodeFailure, message: string): DecodeResult => ({
  ok: false,
  failure: kind,
  message,
});

/** Checks every field of a decoded payload; nothing unvalidated reaches the app. */
function validatePayload(value: unknown, version: string): SharedScenario | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const p = value as Record<string, unknown>;
  const allowed = new Set(FIELDS_BY_VERSION.get(version));
  if (Object.keys(p).some((k) => !allowed.has(k))) return null;
  if (typeof p['m'] !== 'string') return null;
  const hasTarget = p['t'] !== undefined || p['n'] !== undefined;
  if (hasTarget && ((p['t'] !== 'model' && p['t'] !== 'isvc') || typeof p['n'] !== 'string'))
    return null;
  if (p['ns'] !== undefined && typeof p['ns'] !== 'string') return null;
  if (p['v'] !== undefined && p['v'] !== OTHER_V1_RELEASE) return null;
  const release = p['r'] ?? p['v'] ?? DEFAULT_RELEASE;
  if (typeof release !== 'string' || isOmeReleaseError(resolveOmeRelease(release))) return null;
  if (p['b'] !== undefined && typeof p['b'] !== 'string') return null;
  const scenario: SharedScenario = {
    manifests: p['m'],
    target: hasTarget ? { kind: p['t'] as 'model' | 'isvc', name: p['n'] as string } : null,
    namespace: (p['ns'] as string | undefined) ?? null,
    omeRelease: release,
  };
  return typeof p['b'] === 'string' ? { ...scenario, baseline: p['b'] } : scenario;
}

/** Decodes a fragment (with or without `#`). Never throws. */
export async function decodeScenario(fragment: string): Promise<DecodeResult> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const version = /^s(\d+)\./.exec(text);
  if (version === null)
    return failure('not-a-share-link', 'This link does not hold an ome-sim scenario.');
  if (!FIELDS_BY_VERSION.has(version[1]!)) {
    // Versions count up from s1, written without leading zeros: s0 or s01 was never made.
    if (!/^[1-9]\d*$/.test(version[1]!))
      return failure(
        'not-a-share-link',
        `This link's format s${version[1]} is not one any ome-sim makes (they are s1, s2, s3, … counting up); it may have been altered. Your own work is unchanged.`,
      );
    return failure(
      'future-version',
      `This link was made by a newer ome-sim (format s${version[1]}); this version reads s1 to s3 links. Your own work is unchanged.`,
    );
  }
  if (text.length > MAX_LINK_LENGTH) {
    return failure(
      'too-long',
      `This link is too long to open (${text.length.toLocaleString('en')} characters). Your own work is unchanged.`,
    );
  }
  const bytes = fromBase64Url(text.slice(version[0].length));
  const broken =
    'This link is damaged or incomplete (was it cut off when it was copied?). Your own work is unchanged.';
  if (bytes === null || bytes.length === 0) return failure('corrupted', broken);
  let json: string;
  try {
    const inflated = await transform(
      bytes,
      new DecompressionStream('deflate-raw'),
      MAX_PAYLOAD_BYTES,
    );
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch (error) {
    if (error instanceof RangeError) {
      return failure(
        'too-long',
        'This link expands to more than 12 MB of manifests; refused. Your own work is unchanged.',
      );
    }
    return failure('corrupted', broken);
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return failure('corrupted', broken);
  }
  const scenario = validatePayload(value, version[1]!);
  if (scenario === null) {
    return failure(
      'invalid-content',
      'This link decodes, but not to an ome-sim scenario; it was not applied. Your own work is unchanged.',
    );
  }
  return { ok: true, scenario };
}
