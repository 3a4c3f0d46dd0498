import { beforeEach, describe, expect, it } from 'vitest';
import type * as monaco from 'monaco-editor/editor';
import { isInComment, withoutCommentCompletion } from './yaml-comment';

describe('isInComment', () => {
  it.each([
    ['# a whole-line comment', true],
    ['  # indented', true],
    ['kind: BaseModel # after a value', true],
    ['apiVersion: ome.io/v1beta1 #', true],
    ['kind: ', false],
    ['name: llama#3', false],
    ['url: "http://x/#frag" ', false],
    ["note: 'it''s # not a comment'", false],
    ["note: 'it''s' # but this is", true],
    ['msg: "a \\" # still quoted', false],
    ["name: it's # a note after a plain scalar", true],
    ["- 'quoted # item'", false],
    ["[a, 'b # c'", false],
    ['', false],
  ])('%j → %s', (line, expected) => {
    expect(isInComment(line)).toBe(expected);
  });
});

describe('withoutCommentCompletion', () => {
  const lines = ['kind: ', '# a note, then a space '];
  const model = { getLineContent: (n: number) => lines[n - 1]! } as monaco.editor.ITextModel;
  let asked: number[] = [];
  beforeEach(() => {
    asked = [];
  });
  const provider = withoutCommentCompletion({
    triggerCharacters: [' ', ':'],
    provideCompletionItems: (_model, position) => {
      asked.push(position.lineNumber);
      return { suggestions: [] };
    },
  });
  const complete = (lineNumber: number) =>
    provider.provideCompletionItems(
      model,
      { lineNumber, column: lines[lineNumber - 1]!.length + 1 } as monaco.Position,
      {} as monaco.languages.CompletionContext,
      {} as monaco.CancellationToken,
    );

  it('asks the wrapped provider outside comments, and keeps its trigger characters', () => {
    complete(1);
    expect(asked).toEqual([1]);
    expect(provider.triggerCharacters).toEqual([' ', ':']);
  });

  it('offers nothing in a comment without asking the wrapped provider', () => {
    expect(complete(2)).toEqual({ suggestions: [] });
    expect(asked).toEqual([]);
  });
});
