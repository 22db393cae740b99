export type Viewport = {
  width: number;
  height: number;
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};

/** Lighthouse's mobile (a Moto G Power) and a laptop, by width. */
export const VIEWPORTS: Record<string, Viewport> = {
  '412': { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  '1280': { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};
