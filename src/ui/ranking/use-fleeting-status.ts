import { useEffect, useState } from 'react';

/** How long a "Copied …" status stays before it clears. */
const STATUS_MS = 2500;

/**
 * A short status line (e.g. after a copy) that clears itself after a moment; setting it again
 * restarts the wait.
 */
export function useFleetingStatus(): [string, (status: string) => void] {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (status === '') return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, setStatus];
}
