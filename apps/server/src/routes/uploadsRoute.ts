import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import {
  type UploadExtension,
  uploadFileSize,
  uploadListed,
  uploadNamePattern,
  uploadTypes,
} from '../content/uploads.ts'
import type { DatabaseHandle } from '../db/createDatabase.ts'
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../db/isDatabaseUnavailable.ts'

export type UploadsRouteOptions = {
  /** DATA_DIR/uploads. */
  dir: string
  database: DatabaseHandle
}

/**
 * `GET /uploads/<sha256>.<ext>`: the images uploaded through the console (chain icons, dApp
 * images; spec 000 section 7 "the backend's upload path"). A name is the hash of its content, so it
 * never changes meaning: browsers may keep it for a year. The type comes from the extension, which
 * the upload chose from the content's own bytes; `nosniff` stops a browser from guessing otherwise.
 * Only a file an upload row names is served: one whose row never committed (a crash) answers 404.
 * Register at the root, before the web app (whose wildcard would answer index.html).
 *
 * @example
 * await app.register(uploadsRoute, { dir: join(config.dataDir, 'uploads'), database })
 */
export const uploadsRoute: FastifyPluginAsync<UploadsRouteOptions> = async (app, options) => {
  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string }
    const size = uploadNamePattern.test(name) ? await uploadFileSize(options.dir, name) : undefined
    let listed: boolean
    try {
      listed = size !== undefined && (await uploadListed(options.database.db, name))
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .type('text/plain; charset=utf-8')
        .send('Service unavailable, try again\n')
    }
    if (size === undefined || !listed) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n')
    }
    const extension = name.slice(name.lastIndexOf('.') + 1) as UploadExtension
    return reply
      .header('content-type', uploadTypes[extension])
      .header('content-length', String(size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(join(options.dir, name)))
  })
}
