import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|wasm|txt)$/
/** Below this, the compressed copy saves less than a request's headers cost. */
const minBytes = 1024

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build. The server (apps/server/src/web/webApp.ts, @fastify/static's `preCompressed`) sends
 * the copy the browser accepts, so no response is compressed while a visitor waits: compressing
 * at request time costs the server CPU on every first visit and, at the fast levels it can
 * afford, gives bigger files (brotli 11 is about 15 % smaller than the gzip level servers use).
 * A copy that is not smaller than the file is not written.
 *
 * @example
 * export default defineConfig({ plugins: [react(), precompressAssets()] })
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'tokenbox-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const content = await readFile(path)
          if (content.length < minBytes) return
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ])
          if (br.length < content.length) await writeFile(`${path}.br`, br)
          if (gz.length < content.length) await writeFile(`${path}.gz`, gz)
        }),
      )
    },
  }
}
