/** ome-sim's own version, from package.json when it is built (vite configs' `define`). */
declare const __OME_SIM_VERSION__: string;

/** The version package.json gives, e.g. `0.1.0`. */
export const OME_SIM_VERSION: string = __OME_SIM_VERSION__;
