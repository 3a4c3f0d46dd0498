/**
 * Lint scales with the catalog, not with the namespaces: OME's catalog (../shared/data) linted
 * alone and with an InferenceService per model in a namespace of its own, as OME's samples lay
 * them out (145 namespaces), reports the same findings on runtimes and models, once each, and adds
 * only findings about the services. Runs only where the shared data is.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadManifests, type ManifestSource } from '../manifests';
import { catalogFiles, describeWithCatalog } from '../test-support/ome-catalog';
import { sampleRuntimeOf, sampleServices } from '../test-support/sample-services';
import { lintReport, type LintFinding, type LintReport } from '.';

const atOf = (f: LintFinding) => `${f.rule} ${f.source}:${f.line}:${f.column} ${f.object}`;
const isService = (f: LintFinding) => f.object?.startsWith('InferenceService/') === true;

describeWithCatalog("lint of OME's catalog with InferenceServices in 145 namespaces", () => {
  let alone: LintReport;
  let withServices: LintReport;
  let services: string[];
  beforeAll(() => {
    const catalog: ManifestSource[] = catalogFiles()
      .filter((f) => /\.ya?ml$/.test(f.path))
      .map((f) => ({ name: f.path, text: f.text }));
    alone = lintReport(loadManifests(catalog), catalog);
    const models = [...new Set(loadManifests(catalog).models.map((m) => m.object.name))].sort();
    services = models.slice(0, 145);
    const all = [...catalog, { name: 'services.yaml', text: sampleServices(services) }];
    const set = loadManifests(all);
    expect(set.namespaces).toHaveLength(145);
    withServices = lintReport(set, all);
  }, 120_000);

  it('reports the same findings on runtimes and models, once each', () => {
    const catalogOnly = withServices.findings.filter((f) => !isService(f));
    expect(catalogOnly).toHaveLength(alone.findings.length);
    expect(catalogOnly.map(atOf)).toEqual(alone.findings.map(atOf));
    expect(new Set(withServices.findings.map(atOf)).size).toBe(withServices.findings.length);
  });

  it('names the namespaces a model finding holds in', () => {
    const tie = withServices.findings.find(
      (f) =>
        f.rule === 'ambiguous-tie' &&
        f.object === 'ClusterBaseModel/llama-4-scout-17b-16e-instruct',
    );
    expect(tie?.namespaces).toHaveLength(145);
    expect(tie?.message).toMatch(
      /^model llama-4-scout-17b-16e-instruct in all 145 namespaces gets /,
    );
    const same = alone.findings.find((f) => f.rule === 'ambiguous-tie' && f.object === tie!.object);
    expect(same?.namespaces).toBeNull();
    expect(tie!.message.replace(' in all 145 namespaces', '')).toBe(same!.message);
  });

  it('adds only findings about the services, and says which services it could not check', () => {
    const onServices = withServices.findings.filter(isService);
    expect(onServices.length).toBeGreaterThan(0);
    expect(onServices.length).toBeLessThanOrEqual(services.length);
    const auto = services.filter((_, i) => sampleRuntimeOf(i) === 'auto');
    const unfilled = withServices.notChecked.find(
      (n) => n.kind === 'InferenceService' && n.reason === 'no-model-format',
    );
    expect(unfilled?.objects.length).toBeGreaterThan(0);
    expect(unfilled!.objects.length).toBeLessThanOrEqual(auto.length);
    const models = withServices.notChecked.find((n) => n.kind === 'model');
    expect(models?.message).toMatch(/^166 models have no modelFormat/);
    expect(alone.notChecked.find((n) => n.kind === 'model')?.message).toBe(models!.message);
  });
});
