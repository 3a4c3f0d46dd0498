/**
 * `ome-sim --help` (every command, one line each), `ome-sim runtime explain --help` (its own
 * flags) and `ome-sim --version`. Each command's help starts with a line saying what it does.
 */
import { OME_SIM_VERSION } from '../commands/version';
import { EXPLAIN_FLAGS } from './explain/explain-args';
import { flagHelp } from './flags/flag-help';

export const USAGE = `ome-sim: which serving runtime will OME pick for a model, and why (offline).

Usage:
  ome-sim runtime explain (--model NAME | --isvc NAME) [-n NAMESPACE] -f FILE [-f FILE ...]
                          [-R] [-o table|json|markdown|csv] [--ome-version RELEASE] [--width N]
                          [--with-effective [--ome-namespace NS]] [--model-files NAME=PATH ...]
                          [--model-root DIR ...]
                          which runtime OME picks, and why, as kubectl ome prints it
                          (see ome-sim runtime explain --help)
  ome-sim accelerator explain --isvc NAME [-n NAMESPACE] -f PATH ... [-R] [-o table|json]
                          the AcceleratorClass each component runs on, and why (see --help there)
  ome-sim runtime diff --before PATH --after PATH | --base REF -f PATH [-R] (see --help there)
  ome-sim runtime map (--model NAME | --isvc NAME) -f PATH ... [-R]       (see --help there)
  ome-sim test FILE|DIR ... [-R]                                          (see --help there)
  ome-sim lint -f PATH ... [-R] [-o text|json|sarif] [--max-warnings N]   (see --help there)
  ome-sim model inspect PATH ... [-o yaml|json]
                          the BaseModel fields OME's model agent would write, from a model's
                          own files (see ome-sim model --help)
  ome-sim ui [-f FILE ... [-R]] [--model NAME | --isvc NAME] [-n NAMESPACE] [--port N]
                          the simulator in your browser (see ome-sim ui --help)

Every command takes -h or --help. ome-sim --version prints the version.
`;

export const EXPLAIN_USAGE = `ome-sim runtime explain: which serving runtime OME picks for a model or an InferenceService,
and why, printed as kubectl ome runtime explain prints it (offline).

Usage:
  ome-sim runtime explain (--model NAME | --isvc NAME) [-n NAMESPACE] -f FILE [-f FILE ...]
                          [-R] [-o table|json|markdown|csv] [--ome-version RELEASE] [--width N]
                          [--with-effective [--ome-namespace NS]] [--model-files NAME=PATH ...]
                          [--model-root DIR ...]

Flags:
${flagHelp(EXPLAIN_FLAGS)}`;

export const VERSION_TEXT = `ome-sim ${OME_SIM_VERSION} (OME runtime selection v1.3, v1.2.2 compatibility)\n`;
