// @ts-check
/**
 * A site assembled as the shell's server is, from the shared pieces, for static-server.test.cjs: the
 * security headers following the live index.html's inline scripts, the files, and a page route of its
 * own (pages `/` and `/news` exist, every other path that is no file is a 404 page; the page names the
 * path it was made for). HSTS on. DIR names the folder.
 */
require('../typescript.cjs');
const Fastify = require('fastify');
const { staticServerOptions, staticFiles, everyGet, filePath, liveIndexHtml, listen } = require('../static-server.cjs');
const { securityHeaders, securityHeadersPlugin, PAGE_HEADERS } = require('../security-headers.cjs');

const dir = String(process.env.DIR);
const index = liveIndexHtml(dir);
const hsts = { maxAge: 31536000, includeSubDomains: true, preload: false };
const headers = async () => securityHeaders({ scriptHashes: (await index.read()).scriptHashes }, { hsts });

/** @param {import('fastify').FastifyReply} reply @param {string | null} pathname */
async function page(reply, pathname) {
  const { html } = await index.read();
  return (
    reply
      .code(pathname === '/' || pathname === '/news' ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // Also here: a target the router cannot decode comes through the framework errors, where no hook runs.
      .headers(PAGE_HEADERS)
      .send(html.replace('</head>', () => `<meta name="for" content="${pathname}"></head>`))
  );
}

const app = Fastify({
  ...staticServerOptions(),
  frameworkErrors: async (_error, _request, reply) => page(reply.headers(await headers()), null),
});
app.register(securityHeadersPlugin, { headers });
app.register(staticFiles, { dir, route: false });
app.get('/site-config.json', async () => ({ made: 'now' }));
everyGet(app, (_request, reply, pathname) =>
  pathname !== null && /\.[^/]*$/.test(pathname) ? reply.sendStaticFile(pathname) : page(reply, pathname),
);
app.setNotFoundHandler((request, reply) => page(reply, filePath(request.raw.url)));
listen(app, Number(process.env.PORT), '127.0.0.1').then(() => console.log(`spa fixture on ${process.env.PORT}`));
