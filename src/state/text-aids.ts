/**
 * The editor's reading aids, asked of the query worker as promises: the regions to fold, the
 * outline, the text without unread parts; and, the same way, the models a folder of models would
 * fill (model-root-fill.ts). They are not app state (each answers one moment's text
 * for one part of the page), so they bypass the store.
 *
 * Each kind is a newest-wins lane of the query client: a question supersedes an unanswered one of
 * its kind, and every call still waiting then gets the newest answer, with the text it is for
 * (`asked`), so a caller can tell whether it answers the text it has now.
 */
import type {
  QueryResponse,
  TextAidRequest,
  TextAidResponse,
  TextAidType,
} from '../worker/protocol';

export type TextAidResponseOf<T extends TextAidType> = Extract<TextAidResponse, { type: T }>;

export interface TextAidAnswer<T extends TextAidType> {
  /** The text the answer is about (the newest asked of this kind, not always the caller's). */
  readonly asked: string;
  readonly response: TextAidResponseOf<T>;
}

export interface TextAids {
  /** Resolves with the newest answer of this kind, or null when the worker failed on it. */
  ask<T extends TextAidType>(type: T, text: string): Promise<TextAidAnswer<T> | null>;
}

const TEXT_AID_TYPES: ReadonlySet<string> = new Set<TextAidType>([
  'folds',
  'outline',
  'short-text',
  'model-folders',
]);

export const isTextAid = (request: { readonly type: string }): request is TextAidRequest =>
  TEXT_AID_TYPES.has(request.type);

export const isTextAidResponse = (response: QueryResponse): response is TextAidResponse =>
  TEXT_AID_TYPES.has(response.type);

type Settle = (answer: TextAidAnswer<TextAidType> | null) => void;

/** The calls waiting for answers, by request id, and how they are settled. */
export class TextAidCalls implements TextAids {
  private readonly waiting = new Map<number, { type: TextAidType; settle: Settle }>();

  /** `send` asks the query client and returns the request's id. */
  constructor(private readonly send: (type: TextAidType, text: string) => number) {}

  ask<T extends TextAidType>(type: T, text: string): Promise<TextAidAnswer<T> | null> {
    return new Promise((resolve) => {
      const id = this.send(type, text);
      this.waiting.set(id, { type, settle: resolve as Settle });
    });
  }

  /** An answer to `request`: it settles that call and the earlier ones of its kind. */
  receive(response: TextAidResponse, request: TextAidRequest): void {
    this.settleUpTo(request, { asked: request.text, response });
  }

  /** `request` failed: that call and the earlier ones of its kind get null. */
  fail(request: TextAidRequest): void {
    this.settleUpTo(request, null);
  }

  /** Calls that will never be answered (the worker is gone) get null. */
  dispose(): void {
    for (const { settle } of this.waiting.values()) settle(null);
    this.waiting.clear();
  }

  private settleUpTo(request: TextAidRequest, answer: TextAidAnswer<TextAidType> | null): void {
    for (const [id, call] of this.waiting) {
      if (call.type !== request.type || id > request.id) continue;
      this.waiting.delete(id);
      call.settle(answer);
    }
  }
}

/**
 * The reading aids of a query sync that may start after its first caller: a question asked before
 * `attach` (or between `detach` and the next `attach`, as React remounts) waits for it.
 */
export class TextAidsHandle implements TextAids {
  private aids: TextAids | null = null;
  private waiting: (() => void)[] = [];

  attach(aids: TextAids): void {
    this.aids = aids;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  detach(): void {
    this.aids = null;
  }

  async ask<T extends TextAidType>(type: T, text: string): Promise<TextAidAnswer<T> | null> {
    while (this.aids === null) await new Promise<void>((resume) => this.waiting.push(resume));
    return this.aids.ask(type, text);
  }
}
