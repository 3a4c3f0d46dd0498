/**
 * A Kubernetes quantity field (`memoryGB: 80Gi`, `perHour: "2.5"`), read the way it reaches OME
 * (docs/selection-rules.md §A2): kubectl sends a YAML number as its JSON digits, the API server
 * takes an integer or a string that matches the CRD's pattern, and OME's client parses it with
 * `resource.ParseQuantity`. What the API server refuses rejects the object; what it accepts but
 * OME cannot parse does too, with a message that says so.
 */
import {
  GIB,
  MAX_QUANTITY_EXPONENT,
  MAX_QUANTITY_LENGTH,
  parseQuantity,
  quantityValue,
  type Quantity,
  type QuantityError,
} from '../engine/accelerator/quantity';
import type { YamlMap } from '../yaml';
import { fieldPath, type NodeReader } from './node-reader';

/** The CRDs' pattern for an int-or-string quantity, which the API server checks on strings. */
const CRD_PATTERN =
  /^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$/;

/** apimachinery's error texts, as OME's client would log them. */
const GO_ERRORS: Readonly<Record<Exclude<QuantityError, 'beyond-limit'>, string>> = {
  format:
    "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
  numeric: 'unable to parse numeric part of quantity',
  suffix: "unable to parse quantity's suffix",
};

const EXAMPLES = 'a whole number or a quantity string such as 80Gi or "1.5"';

/**
 * The text OME's client parses for a YAML value: a string as written; an integer as the digits
 * kubectl's JSON carries (as written when a double cannot hold it exactly).
 */
function quantityText(value: unknown, raw: string): string | 'fraction' | 'wrong-type' {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'wrong-type';
  if (!Number.isInteger(value)) return 'fraction';
  if (Number.isSafeInteger(value)) return String(value);
  return /^[-+]?[1-9][0-9]*$/.test(raw) ? raw.replace(/^\+/, '') : String(value);
}

/** Reads the quantity under `key` of `parent` (at path `at`); null when absent or refused. */
export function readQuantity(
  r: NodeReader,
  parent: YamlMap | null,
  key: string,
  at: string,
): Quantity | null {
  const node = r.field(parent, key, at);
  if (node === null) return null;
  const path = fieldPath(at, key);
  const text = quantityText(r.value(node), r.raw(node));
  const got = r.written(node);
  if (text === 'wrong-type' || text === 'fraction') {
    const why = text === 'fraction' ? ` (a number must be whole; quote it: '${got}')` : '';
    r.report('wrong-type', path, `expected ${EXAMPLES}, got ${got}${why}`, node);
    return null;
  }
  if (typeof r.value(node) === 'string' && !CRD_PATTERN.test(text)) {
    r.report(
      'invalid-value',
      path,
      `expected ${EXAMPLES}, got ${got}; the API server refuses it (the CRD's quantity pattern)`,
      node,
    );
    return null;
  }
  const reading = parseQuantity(text);
  if (reading.ok) return reading.quantity;
  const message =
    reading.error === 'beyond-limit'
      ? `${got} is past what ome-sim reads exactly (${MAX_QUANTITY_LENGTH} characters, exponents up to ±${MAX_QUANTITY_EXPONENT})`
      : `the API server accepts ${got}, but OME's client cannot read it: ${GO_ERRORS[reading.error]}`;
  r.report('invalid-value', path, message, node);
  return null;
}

/**
 * `capabilities.memoryGB` is a quantity of bytes: `80` is 80 bytes, which OME reads as 0 GB. A
 * warning, since the API server accepts it (the object is kept).
 */
export function readMemoryQuantity(
  r: NodeReader,
  parent: YamlMap | null,
  at: string,
): Quantity | null {
  const q = readQuantity(r, parent, 'memoryGB', at);
  if (q === null) return null;
  const bytes = quantityValue(q);
  if (bytes > 0n && bytes < GIB) {
    r.report(
      'invalid-value',
      fieldPath(at, 'memoryGB'),
      `memoryGB ${q.text} is ${bytes} bytes, which OME reads as 0 GB: write the unit, e.g. ${q.text}Gi`,
      r.child(parent, 'memoryGB'),
      'warning',
    );
  }
  return q;
}
