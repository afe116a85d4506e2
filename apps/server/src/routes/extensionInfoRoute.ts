import type { ExtensionInfo } from '@tokenbox/core/webApi/extensionInfo.ts'
import type { FastifyPluginAsync } from 'fastify'
import { readExtensionPackage } from '../extension/readExtensionPackage.ts'
import { successEnvelope } from './envelope.ts'

export type ExtensionInfoRouteOptions = {
  /** config.extensionZip: the built extension the server offers at /downloads/tokenbox-extension.zip. */
  extensionZip: string
  /** config.extensionFirefoxZip: its Firefox build, at /downloads/tokenbox-extension-firefox.zip. */
  extensionFirefoxZip: string
}

/**
 * `GET /api/v1/web/extension`: whether the browser extension can be downloaded from this server
 * (`/downloads/tokenbox-extension.zip`), with its version and size, and its Firefox build's size
 * when that is offered too (`/downloads/tokenbox-extension-firefox.zip`), for the web app's Browser
 * Extension page. Asked per request (a stat; the zip is read again only when a build changed it),
 * so a rebuild shows without a restart.
 *
 * @example
 * // GET /api/v1/web/extension
 * // 200 { status: '1', message: 'OK', data: { available: true, version: '1.0.0', size: 812345 } }
 */
export const extensionInfoRoute: FastifyPluginAsync<ExtensionInfoRouteOptions> = async (app, options) => {
  app.get('/v1/web/extension', async () => {
    const [extension, firefox] = await Promise.all([
      readExtensionPackage(options.extensionZip),
      readExtensionPackage(options.extensionFirefoxZip),
    ])
    const info: ExtensionInfo = extension
      ? {
          available: true,
          ...(extension.version === undefined ? {} : { version: extension.version }),
          size: extension.size,
          ...(firefox ? { firefox: { size: firefox.size } } : {}),
        }
      : { available: false }
    return successEnvelope(info)
  })
}
