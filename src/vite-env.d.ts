/// <reference types="vite/client" />

// Example manifests are bundled as text (`import text from './x.yaml?raw'`); vite/client types
// `*?raw` already, this names the shape for the YAML files in src/examples.
declare module '*.yaml?raw' {
  const text: string;
  export default text;
}
