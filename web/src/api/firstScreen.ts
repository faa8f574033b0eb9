// Queries the server may answer while it draws a first screen (web/src/prerender.tsx): public, the
// same for every visitor, and asking them changes nothing that the visitor's own load would not
// (a news detail counts its one view there instead of in the browser). Any other query of those
// pages is left to the browser, such as the captcha, which the server would make for nobody.
export const FIRST_SCREEN_META = { firstScreen: true } as const;

export const isFirstScreenQuery = (meta: Readonly<Record<string, unknown>> | undefined): boolean =>
  meta?.firstScreen === true;
