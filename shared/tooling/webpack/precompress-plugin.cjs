// @ts-check
/**
 * Writes `name.gz` and `name.br` beside every text asset of a production build, so the static server
 * sends stored bytes (@fastify/static's `preCompressed`) instead of compressing a 500 KB main.js again
 * on every request, and can use maximum compression levels that would be too slow per request.
 */
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|json|html|svg|css|txt)$/;
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            // Not marked immutable, although the names carry the original's hash: webpack never rewrites
            // an existing immutable file, so a stored copy made by another build would be kept for good.
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                zlib.brotliCompressSync(buffer, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
                }),
              ),
            );
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
