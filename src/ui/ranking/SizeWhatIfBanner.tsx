/**
 * Says, above the ranking, that it is the size map's what-if: ranked at a size the YAML
 * does not give the model. Read from the answer on screen, so it names the size these rows were
 * ranked at, and offers the way back.
 */
import type { RankingResult } from '../../worker/protocol';
import { useAppStore } from '../store-context';

export function SizeWhatIfBanner({ result }: { result: RankingResult | null }) {
  const setSizeOverride = useAppStore((s) => s.setSizeOverride);
  const what = result?.sizeOverride;
  if (what === undefined) return null;
  return (
    <section className="size-whatif-banner" aria-label="Size what-if">
      <span className="tag tag-whatif">What-if</span>
      <span>
        Ranked at <code>modelParameterSize {what.size}</code> (what-if; the YAML{' '}
        {what.modelSize === null ? (
          'has no size'
        ) : (
          <>
            says <code>{what.modelSize}</code>
          </>
        )}
        ). The manifests are unchanged.
      </span>
      <button type="button" onClick={() => setSizeOverride(null)}>
        Back to the YAML's size
      </button>
    </section>
  );
}
