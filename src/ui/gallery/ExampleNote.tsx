/** While a gallery example is open unchanged, its title and story above the ranking. */
import { currentExample } from '../../state';
import { useAppStore } from '../store-context';
import './gallery.css';

export function ExampleNote() {
  const example = useAppStore((s) => currentExample(s.gallery, s.text));
  if (example === null) return null;
  return (
    <details className="example-note" open>
      <summary>
        <span className="tag tag-accent">Example</span> <strong>{example.title}</strong>
      </summary>
      <p>{example.story}</p>
    </details>
  );
}
