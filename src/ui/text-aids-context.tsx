/**
 * The reading aids (folds, outline, the shorter share text), answered by the query worker: the
 * main thread parses no YAML. Provided by AppServices.
 */
import { createContext, useContext } from 'react';
import type { TextAids } from '../state';

const TextAidsContext = createContext<TextAids | null>(null);

export const TextAidsProvider = TextAidsContext.Provider;

export function useTextAids(): TextAids {
  const aids = useContext(TextAidsContext);
  if (aids === null) throw new Error('useTextAids needs a TextAidsProvider (AppServices)');
  return aids;
}
