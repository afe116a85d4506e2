import type { ExtensionInfo } from '@tokenbox/core/webApi/extensionInfo.ts'
import type { FastifyPluginAsync } from 'fastify'
import { readExtensionPackage } from '../extension/readExtensionPackage.ts'
import { successEnvelope } from './envelope.ts'

export type ExtensionInfoRouteOptions = {
  /** config.extensionZip: the built extension the server offers at /downloads/tokenbox-extension.zip. */
  extensionZip: string
}

/**
 * `GET /api/v1/web/extension`: whether the browser extension can be downloaded from this server
 * (`/downloads/tokenbox-extension.zip`), with its version and size, for the web app's Browser
 * Extension page. Asked per request (a stat; the zip is read again only when a build changed it),
 * so a rebuild shows without a restart.
 *
 * @example
 * // GET /api/v1/web/extension
 * // 200 { status: '1', message: 'OK', data: { available: true, version: '1.0.0', size: 812345 } }
 */
export const extensionInfoRoute: FastifyPluginAsync<ExtensionInfoRouteOptions> = async (app, options) => {
  app.get('/v1/web/extension', async () => {
    const extension = await readExtensionPackage(options.extensionZip)
    const info: ExtensionInfo = extension
      ? {
          available: true,
          ...(extension.version === undefined ? {} : { version: extension.version }),
          size: extension.size,
        }
      : { available: false }
    return successEnvelope(info)
  })
}
