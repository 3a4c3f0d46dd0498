/**
 * Export the ranking as a file: Markdown and CSV (`-o markdown`, `-o csv`, each saying what it
 * ranks) or kubectl's text. When selection fails outright there is no table to export, as the
 * CLI prints only the error: then only kubectl's text (that error) can be downloaded.
 */
import { csvText, exportFileName, kubectlText, markdownText, releaseFor } from '../../state';
import type { RankingResult } from '../../worker/protocol';
import { downloadText } from '../share/download';
import { useAppStore } from '../store-context';
import './export-actions.css';

const FORMATS = [
  {
    label: 'Markdown',
    extension: 'md',
    type: 'text/markdown',
    text: markdownText,
    table: true,
  },
  { label: 'CSV', extension: 'csv', type: 'text/csv', text: csvText, table: true },
  {
    label: 'kubectl text',
    extension: 'txt',
    type: 'text/plain',
    // kubectl prints no release: the text is the same for every one.
    text: (result: RankingResult) => kubectlText(result),
    table: false,
  },
] as const;

export function ExportActions({ result }: { result: RankingResult | null }) {
  const question = useAppStore((s) => s.ranked?.request.question ?? s.question);
  const omeRelease = useAppStore((s) => s.omeRelease);
  return (
    <div className="export-actions" role="group" aria-label="Export the ranking">
      <span className="field-label">
        {/* At the size map's what-if size the files hold the ranking shown, at that size. */}
        {result?.sizeOverride === undefined
          ? 'Export'
          : `Export (at ${result.sizeOverride.size}, what-if)`}
      </span>
      {FORMATS.map((format) => (
        <button
          key={format.extension}
          type="button"
          disabled={result === null || (format.table && result.selectionFailed)}
          aria-label={`Download ${format.label}`}
          title={`Download the ranking as ${format.label}`}
          onClick={() => {
            if (result === null || (format.table && result.selectionFailed)) return;
            downloadText(
              format.text(result, releaseFor(result.explanation.omeVersion, { omeRelease })),
              exportFileName(question, format.extension),
              format.type,
            );
          }}
        >
          <span aria-hidden="true" className="download-icon">
            ↓
          </span>{' '}
          {format.label}
        </button>
      ))}
    </div>
  );
}
