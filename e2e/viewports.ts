/** The sizes the app is built for (DEVELOPERS guide): two desktops and a phone. */
export const DESKTOP_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

export const VIEWPORTS = [...DESKTOP_VIEWPORTS, PHONE_VIEWPORT] as const;
