/**
 * SITE_URL wherever the tests run the site: the loaders' context and the e2e servers. It is the origin of every
 * canonical, alternate and shared URL the tests read back.
 */
export const TEST_SITE_URL = 'https://newstax.test';
