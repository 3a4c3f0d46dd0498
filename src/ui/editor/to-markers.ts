/** Engine diagnostics → Monaco markers, on the exact line and columns the loader reported. */
import type { Diagnostic } from '../../worker/protocol';
import { monaco } from './monaco-setup';

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
} as const;

export function toMarkers(
  diagnostics: readonly Diagnostic[],
  model: monaco.editor.ITextModel,
): monaco.editor.IMarkerData[] {
  const markers: monaco.editor.IMarkerData[] = [];
  for (const d of diagnostics) {
    if (d.span === null) continue; // no position: listed under the editor only
    const { start, end } = d.span;
    const startLine = Math.min(start.line, model.getLineCount());
    let endLine = Math.min(end.line, model.getLineCount());
    let endColumn = end.column;
    // An empty span (a missing value, an error at a line end) would be invisible: widen it to
    // the rest of the line, or one character.
    if (endLine < startLine || (endLine === startLine && endColumn <= start.column)) {
      endLine = startLine;
      endColumn = Math.max(start.column + 1, model.getLineMaxColumn(startLine));
    }
    markers.push({
      severity: SEVERITY[d.severity],
      message: d.path === '' ? d.message : `${d.path}: ${d.message}`,
      source: `ome-sim · document ${d.document}`,
      code: d.code,
      startLineNumber: startLine,
      startColumn: start.column,
      endLineNumber: endLine,
      endColumn,
    });
  }
  return markers;
}
