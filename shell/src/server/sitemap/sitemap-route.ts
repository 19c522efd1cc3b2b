import type { FastifyPluginAsync } from 'fastify';
import type { Renderer } from '../pages/renderer';

/** `sitemap.xml` and `robots.txt`, made from the pages and items the remotes publish now (sitemap.ts). */
export const sitemapRoutes: FastifyPluginAsync<{ readonly renderer: Renderer }> = async (app, { renderer }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { xml, complete } = await renderer.sitemap();
    // A sitemap made while a remote's pages or items are unknown lacks them: nobody may keep it.
    if (!complete) console.warn('[sitemap] made while a remote could not be read: sent with no-store');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', complete ? 'public, max-age=0, s-maxage=300' : 'no-store')
      .send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderer.robots()),
  );
};
