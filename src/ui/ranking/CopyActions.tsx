/** Copy the result as `kubectl ome runtime explain` prints it, or the command that prints it. */
import { useEffect, useState } from 'react';
import { kubectlCommand } from '../../state';
import { useAppStore } from '../store-context';
import { copyText } from './clipboard';

export function CopyActions({ kubectlText }: { kubectlText: string | null }) {
  const target = useAppStore((s) => s.target);
  const namespace = useAppStore((s) => s.namespace);
  const command = kubectlCommand(target, namespace);
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (status === '') return;
    const timer = setTimeout(() => setStatus(''), 2500);
    return () => clearTimeout(timer);
  }, [status]);
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
          disabled={kubectlText === null}
          onClick={() => kubectlText !== null && void copy(kubectlText, 'the kubectl output')}
        >
          Copy kubectl output
        </button>
        <button type="button" onClick={() => void copy(command, 'the command')}>
          Copy command
        </button>
        <span className="copy-status" role="status">
          {status}
        </span>
      </div>
      <details className="kubectl-preview">
        <summary>
          <code>{command}</code>
        </summary>
        <pre aria-label="kubectl output">{kubectlText ?? ''}</pre>
      </details>
    </div>
  );
}
