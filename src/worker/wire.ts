/**
 * How an engine response crosses from the worker to the main thread: the response as one JSON
 * text, and the rows' details as separate JSON texts that the main thread parses only for the
 * rows it shows (see `RankingResult.details`).
 */
import type { EngineResponse, RankingResult, RowDetail, WorkerOutbound } from './protocol';

export function encodeResponse(response: EngineResponse): WorkerOutbound {
  if (response.result === null) return { json: JSON.stringify(response), details: null };
  const { details, ...result } = response.result;
  return { json: JSON.stringify({ ...response, result }), details };
}

export function decodeResponse(message: WorkerOutbound): EngineResponse {
  const response = JSON.parse(message.json) as EngineResponse;
  if (response.result === null) return response;
  return { ...response, result: { ...response.result, details: message.details ?? {} } };
}

/** Parsed details, per answer: a row re-rendered with the same answer parses nothing again. */
const parsed = new WeakMap<RankingResult['details'], Map<string, RowDetail>>();

/** The breakdown and source location of the row with `key`, or null when the answer has none. */
export function rowDetailOf(result: RankingResult, key: string): RowDetail | null {
  let rows = parsed.get(result.details);
  if (rows === undefined) parsed.set(result.details, (rows = new Map()));
  const known = rows.get(key);
  if (known !== undefined) return known;
  const text = result.details[key];
  if (text === undefined) return null;
  const detail = JSON.parse(text) as RowDetail;
  rows.set(key, detail);
  return detail;
}
