/** A field OME does not know: the API server prunes it without a word (a misspelling?). */
import { unknownFields } from '../../manifests';
import { defineRule } from '../rule';

export const unknownField = defineRule({
  id: 'unknown-field',
  severity: 'warning',
  title: 'A field OME does not know (a misspelling?)',
  help: 'The API server prunes unknown fields without a word, so the setting has no effect.',
  check: (run) =>
    run.sources.flatMap((source) =>
      unknownFields(source.text).map((u) => ({
        message:
          `${u.path} is not a field OME knows, so the API server drops it` +
          (u.suggestion === null ? '' : `; did you mean ${u.suggestion}?`),
        object: null,
        source: source.name,
        line: u.line,
        column: u.column,
        document: u.document,
      })),
    ),
});
