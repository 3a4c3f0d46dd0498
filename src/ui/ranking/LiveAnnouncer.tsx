/** Says politely, for screen readers, how the ranking changed ("srt-llama-small moved to rank 2; team-llama selected"). */
import { useEffect, useRef, useState } from 'react';
import { rankChangeMessage } from '../../state';
import type { ExplanationData } from '../../worker/protocol';

export function LiveAnnouncer({ explanation }: { explanation: ExplanationData | null }) {
  const previous = useRef<ExplanationData | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (explanation === null) return;
    const text = rankChangeMessage(previous.current, explanation);
    previous.current = explanation;
    if (text !== '') setMessage(text);
  }, [explanation]);
  return (
    <div
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid="rank-announcer"
    >
      {message}
    </div>
  );
}
