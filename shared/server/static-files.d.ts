import 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** The file at a path filePath accepted (static-server.cjs, the static files plugin). */
    sendStaticFile(pathname: string): Promise<unknown>;
  }
}
