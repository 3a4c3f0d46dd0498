/** How "Runs on" names a component: `Engine`, `Decoder`. */
export const componentLabel = (component: string): string =>
  component.charAt(0).toUpperCase() + component.slice(1);
