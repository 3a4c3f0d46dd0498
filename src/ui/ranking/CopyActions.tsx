/**
 * Copy the result as `kubectl ome runtime explain` prints it, or the command that prints it. At the
 * size map's what-if size it copies the ranking shown, which is what OME prints for a model of that
 * size, and the button and its status say so (the command itself would print the YAML's).
 */
import { useState } from 'react';
import { kubectlCommand, kubectlText } from '../../state';
import type { RankingResult } from '../../worker/protocol';
import { useAppStore } from '../store-context';
import { copyText } from './clipboard';
import { useFleetingStatus } from './use-fleeting-status';
import './copy-actions.css';

/** The kubectl text is rendered only when copied or previewed (wrapping a big table isn't free). */
export function CopyActions({ result }: { result: RankingResult | null }) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const command = kubectlCommand(useAppStore((s) => s.question));
  const whatIf = result?.sizeOverride?.size;
  const at = whatIf === undefined ? '' : ` at modelParameterSize ${whatIf} (what-if)`;
  const [status, setStatus] = useFleetingStatus();
  const copy = async (text: string, what: string) => {
    setStatus(
      (await copyText(text)) ? `Copied ${what}` : `Could not copy ${what}; select it below instead`,
    );
  };
  return (
    <div className="copy-actions">
      <div className="copy-buttons">
        <button
          type="button"
          disabled={result === null}
          onClick={() =>
            result !== null && void copy(kubectlText(result), `the kubectl output${at}`)
          }
        >
          {whatIf === undefined
            ? 'Copy kubectl output'
            : `Copy kubectl output (at ${whatIf}, what-if)`}
        </button>
        <button type="button" onClick={() => void copy(command, 'the command')}>
          Copy command
        </button>
        <span className="copy-status" role="status">
          {status}
        </span>
      </div>
      <details
        className="kubectl-preview"
        onToggle={(event) => setPreviewOpen(event.currentTarget.open)}
      >
        <summary>
          <code>{command}</code>
        </summary>
        <pre aria-label="kubectl output">
          {previewOpen && result !== null ? kubectlText(result) : ''}
        </pre>
      </details>
    </div>
  );
}
