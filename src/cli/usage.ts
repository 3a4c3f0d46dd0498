/** `ome-sim --help` and `ome-sim --version`: the commands, and `runtime explain`'s flags. */
import { OME_SIM_VERSION } from '../commands/version';
import { EXPLAIN_FLAGS } from './explain/explain-args';
import { flagHelp } from './flags/flag-help';

export const USAGE = `ome-sim: which serving runtime will OME pick for a model, and why (offline).

Usage:
  ome-sim runtime explain (--model NAME | --isvc NAME) [-n NAMESPACE] -f FILE [-f FILE ...]
                          [-R] [-o table|json|markdown|csv] [--ome-version RELEASE] [--width N]
                          [--with-effective [--ome-namespace NS]] [--model-files NAME=PATH ...]
  ome-sim runtime diff --before PATH --after PATH | --base REF -f PATH [-R] (see --help there)
  ome-sim runtime map (--model NAME | --isvc NAME) -f PATH ... [-R]       (see --help there)
  ome-sim test FILE|DIR ... [-R]                                          (see --help there)
  ome-sim lint -f PATH ... [-R] [-o text|json|sarif] [--max-warnings N]   (see --help there)
  ome-sim model inspect PATH ... [-o yaml|json]
                          the BaseModel fields OME's model agent would write, from a model's
                          own files (see ome-sim model --help)
  ome-sim ui [-f FILE ... [-R]] [--model NAME | --isvc NAME] [-n NAMESPACE] [--port N]
                          the simulator in your browser (see ome-sim ui --help)

Flags:
${flagHelp(EXPLAIN_FLAGS)}`;

export const VERSION_TEXT = `ome-sim ${OME_SIM_VERSION} (OME runtime selection v1.3, v1.2.2 compatibility)\n`;
