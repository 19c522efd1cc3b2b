// @ts-check
/**
 * Playwright's global setup: waits until every server of the site answers. The config's webServer waits
 * for the shell alone, which starts listening before the remotes, the gateway and the contact server
 * may: a spec run on its own then met "This page could not be loaded" on its first pages (seen on
 * shell/e2e/first-paint.spec.ts). Playwright runs this after the webServer has started.
 */
const { PORTS } = require('shared/ports');
const { waitForPorts } = require('../site/port-answers.cjs');

module.exports = async function siteReady() {
  await waitForPorts(Object.values(PORTS));
};
