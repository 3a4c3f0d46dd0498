/**
 * What to rank (a model or an InferenceService, picked in QuestionPicker), in which namespace,
 * with which OME release, and a line saying so when the app chose the question itself.
 */
import { choicesOf, retargetNote } from '../../state';
import { useAppStore } from '../store-context';
import { OmeReleaseField } from './OmeReleaseField';
import { QuestionPicker } from './QuestionPicker';
import './query-controls.css';

export function QueryControls() {
  const latest = useAppStore((s) => s.latest);
  const namespace = useAppStore((s) => s.question.namespace);
  const setNamespace = useAppStore((s) => s.setNamespace);
  const note = useAppStore(retargetNote);
  const choices = choicesOf(latest);
  const namespaces = [...new Set([...choices.namespaces, namespace])].sort();

  return (
    <div className="query-controls">
      <QuestionPicker />
      <label className="field">
        <span className="field-label">Namespace</span>
        <select value={namespace} onChange={(event) => setNamespace(event.target.value)}>
          {namespaces.map((ns) => (
            <option key={ns} value={ns}>
              {ns}
            </option>
          ))}
        </select>
      </label>
      <OmeReleaseField />
      {/* Always present, so screen readers announce the line when it appears. */}
      <p role="status" className="retarget-note">
        {note}
      </p>
    </div>
  );
}
