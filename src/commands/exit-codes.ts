/**
 * Every exit code a command ends with, named once. Each command's pipeline decides its code from
 * these; the surfaces (the CLI, the library) only pass it on.
 */
export const EXIT = {
  /** The command did what was asked, and the manifests were valid. */
  ok: 0,
  /**
   * kubectl's and ome-sim's failure: bad arguments, unreadable input, invalid manifests, a question
   * OME cannot answer; for `ome-sim lint`, an error finding or too many warnings; for `test`, a
   * failed or broken expectation.
   */
  failed: 1,
  /** `ome-sim lint` could not lint at all (bad arguments, unreadable paths), as ESLint's 2. */
  cannotLint: 2,
  /** `runtime diff --exit-code`: an answer changed (not 1, which already means a failure). */
  changed: 2,
} as const;
