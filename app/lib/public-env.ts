/** The part of the environment the browser may see (the language layout hands it down). Nothing secret. */
export type PublicEnv = {
  /** Both AdSense ids, or null: then the placeholder shows. */
  adsense: { clientId: string; slotId: string } | null;
};
