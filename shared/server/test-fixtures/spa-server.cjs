// @ts-check
/**
 * A site (a `document` answer for every path that is no file) for static-server.test.cjs: pages `/` and `/news` exist, the page names
 * the path it was made for, its policy names index.html's inline scripts, HSTS on. DIR names the folder.
 */
require('../typescript.cjs');
const { createStaticServer, listen } = require('../static-server.cjs');
const { securityHeaders } = require('../security-headers.cjs');

const app = createStaticServer({
  dir: String(process.env.DIR),
  headers: ({ scriptHashes }) => securityHeaders({ scriptHashes }),
  generated: { '/site-config.json': () => ({ made: 'now' }) },
  page: (pathname, html) => html.replace('</head>', () => `<meta name="for" content="${pathname}"></head>`),
  document: async ({ pathname }, template) => ({
    status: pathname === '/' || pathname === '/news' ? 200 : 404,
    body: await template(),
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  }),
  hsts: { maxAge: 31536000, includeSubDomains: true, preload: false },
});
listen(app, Number(process.env.PORT), '127.0.0.1').then(() => console.log(`spa fixture on ${process.env.PORT}`));
