/**
 * The APP_SECRET of every test app (test-app.ts) and of the tests that seal or open what such an
 * app wrote: one value, so a helper's secret box opens what the app sealed.
 */
export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0000';
