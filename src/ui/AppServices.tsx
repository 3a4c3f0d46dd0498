/**
 * What the page's parts share besides the store: the editor bridge, share links, the import
 * dialog, and the query worker's sync with its reading aids.
 */
import type { ReactNode } from 'react';
import { EditorBridgeProvider } from './editor/editor-bridge';
import { ImportProvider } from './import/import-context';
import { ShareLinksProvider } from './share/share-context';
import { TextAidsProvider } from './text-aids-context';
import { useQuerySync } from './whatif/use-query-sync';

export function AppServices({ children }: { children: ReactNode }) {
  const aids = useQuerySync();
  return (
    <TextAidsProvider value={aids}>
      <EditorBridgeProvider>
        <ShareLinksProvider>
          <ImportProvider>{children}</ImportProvider>
        </ShareLinksProvider>
      </EditorBridgeProvider>
    </TextAidsProvider>
  );
}
