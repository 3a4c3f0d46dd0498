/**
 * What the page's parts share besides the store: the editor bridge, share links, the import
 * dialog, and the query worker's sync.
 */
import type { ReactNode } from 'react';
import { EditorBridgeProvider } from './editor/editor-bridge';
import { ImportProvider } from './import/import-context';
import { ShareLinksProvider } from './share/share-context';
import { useQuerySync } from './whatif/use-query-sync';

export function AppServices({ children }: { children: ReactNode }) {
  useQuerySync();
  return (
    <EditorBridgeProvider>
      <ShareLinksProvider>
        <ImportProvider>{children}</ImportProvider>
      </ShareLinksProvider>
    </EditorBridgeProvider>
  );
}
