/**
 * The bundled examples: the gallery's scenario files (scenarios/gallery), which are also tested
 * scenarios, so every example the app offers is known to rank as its story says. Parsed here, in
 * the worker, like any other YAML.
 */
import { parseScenarioFile } from '../manifests';
import type { GalleryExample } from './protocol';

const FILES = import.meta.glob<string>('../../scenarios/gallery/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** One scenario file as an example, or null when it lacks what the gallery shows. */
export function galleryExample(path: string, source: string): GalleryExample | null {
  const file = parseScenarioFile(source);
  if (file === null || file.title === null || file.story === null) return null;
  const id = path.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  return {
    id,
    title: file.title,
    story: file.story,
    text: file.manifests,
    question: file.question,
    omeVersion: file.omeVersion,
  };
}

/** Every example, in file-name order (the files are numbered in the order to read them). */
export function galleryExamples(files: Readonly<Record<string, string>> = FILES): GalleryExample[] {
  return Object.keys(files)
    .sort()
    .map((path) => galleryExample(path, files[path]!))
    .filter((example): example is GalleryExample => example !== null);
}
