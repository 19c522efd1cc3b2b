// @ts-check
/**
 * Test helper of the shell server's tests and the cluster test: a shell dist (its index.html alone: the server renders
 * into it) and a folder of remotes served by one static server, in a temp folder, and the wait for
 * the shell to know every remote's pages.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { until } = require('./test-server.cjs');

/** @param {string} prefix names the temp folder @returns {{ root: string, shell: string, remotes: string }} */
function siteFolders(prefix) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const shell = path.join(root, 'shell');
  const remotes = path.join(root, 'remotes');
  fs.mkdirSync(shell);
  fs.mkdirSync(remotes);
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><title>RoboMinds</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(remotes, 'index.html'), '<html><head></head></html>');
  return { root, shell, remotes };
}

/**
 * The server reads the remotes' pages in the background: this waits until it answers a path no remote
 * publishes with 404, i.e. it knows them all (on a busy machine the first read can outlast the short
 * wait a request allows it).
 * @param {string} origin @param {string} [unpublished]
 */
const pagesKnown = (origin, unpublished = '/no-such-page') =>
  until(async () => (await fetch(`${origin}${unpublished}`)).status === 404, `the shell at ${origin} knows every remote's pages`);

/**
 * Writes each stand-in remote's pages.json (contract 1) under `remotes/<name>/`.
 * @param {string} remotes @param {Record<string, { remote: string, pages: object[] }>} tables
 */
function writeRemotePages(remotes, tables) {
  for (const [name, table] of Object.entries(tables)) {
    fs.mkdirSync(path.join(remotes, name));
    fs.writeFileSync(path.join(remotes, name, 'pages.json'), JSON.stringify({ contract: 1, ...table }));
  }
}

/** The shell's environment naming the four stand-in remotes served at `origin`. @param {string} origin */
const remoteEnv = (origin) => ({
  MF_CONTENT_URL: `${origin}/content/mf-manifest.json`,
  MF_CHAT_URL: `${origin}/chat/mf-manifest.json`,
  MF_MAZE_URL: `${origin}/maze/mf-manifest.json`,
  MF_CONTACT_URL: `${origin}/contact/mf-manifest.json`,
});

module.exports = { siteFolders, pagesKnown, writeRemotePages, remoteEnv };
