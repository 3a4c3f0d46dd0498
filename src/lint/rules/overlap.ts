/**
 * Two autoSelect runtimes of one scope that only a tie-break tells apart for a model shape and
 * size (OME #30 "prevent overlapping runtimes", #594): one finding per pair, on the runtime that
 * loses (put second in most of the bands), naming every band where only a tie-break orders them.
 */
import type { ShapeAnalysis } from '../catalog-analysis';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';

function overlapFindings({ runtimes: located, overlaps }: ShapeAnalysis): LintDraft[] {
  const manifestOf = new Map(located.map((r) => [r.object, r]));
  return [...overlaps.values()].flatMap(({ shape, runtimes, bands }) => {
    const [a, b] = [...runtimes.keys()].sort() as [string, string];
    const pair = `${a} and ${b}`;
    const list = [...bands].map(([range, band]) => ({ range, ...band }));
    const aWins = list.filter((x) => x.winner === a).length;
    const loser = aWins * 2 >= list.length ? b : a;
    const loserAt = manifestOf.get(runtimes.get(loser)!);
    if (loserAt === undefined) return [];
    // Bands with the same winner, step and score are named together.
    const groups = new Map<string, string[]>();
    for (const x of list) {
      const how = `on score ${x.score}, and only the ${x.step === 'name' ? 'name' : 'size distance'} puts ${x.winner} first`;
      groups.set(how, [...(groups.get(how) ?? []), x.range]);
    }
    const parts = [...groups].map(([how, ranges]) => `${ranges.join(' and ')} ${how}`);
    return [
      findingOn(
        loserAt,
        `${pair} overlap: both take ${shape} models of ${parts.join('; of ')}; give them different priorities or disjoint ranges`,
      ),
    ];
  });
}

export const overlap = defineRule({
  id: 'overlap',
  severity: 'warning',
  title:
    'Two autoSelect runtimes of one scope compete for the same model shape and size with the same score',
  help: 'Only size distance or the name decides between them (OME #30 "prevent overlapping runtimes", #594). Give them different priorities or disjoint ranges.',
  check: (run) => overlapFindings(run.shapes),
});
