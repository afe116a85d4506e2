import type { Stats } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'
import { extensionDownloadPath, extensionFirefoxDownloadPath } from '@tokenbox/core/webApi/extensionInfo.ts'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { ExtensionZipUnreadableError, isMissingFile } from '../extension/readExtensionPackage.ts'
import { failureEnvelope } from './envelope.ts'

export type ExtensionDownloadRouteOptions = {
  /** config.extensionZip (EXTENSION_ZIP). */
  extensionZip: string
  /** config.extensionFirefoxZip (EXTENSION_FIREFOX_ZIP). */
  extensionFirefoxZip: string
}

/**
 * `GET /downloads/tokenbox-extension.zip` and `GET /downloads/tokenbox-extension-firefox.zip`: the
 * built browser extension for Chromium and for Firefox, each as an attachment under that name. The
 * name stays the same from release to release, so browsers and proxies must ask again each time
 * (`no-cache`); the ETag and Last-Modified make that a cheap 304 while the zip is unchanged. A
 * server without the zip answers 404 in the API's envelope (the web page then says the download is
 * not offered). The file is opened once and sent from that handle, so a rebuild during a download
 * cannot mix two builds' bytes under one Content-Length. Register at the root, before the web app
 * (whose wildcard would answer index.html).
 *
 * @example
 * await app.register(extensionDownloadRoute, { extensionZip, extensionFirefoxZip })
 */
export const extensionDownloadRoute: FastifyPluginAsync<ExtensionDownloadRouteOptions> = async (
  app,
  options,
) => {
  for (const [url, path] of [
    [extensionDownloadPath, options.extensionZip],
    [extensionFirefoxDownloadPath, options.extensionFirefoxZip],
  ] as const) {
    // The name a browser saves it under: the URL's.
    const fileName = url.slice(url.lastIndexOf('/') + 1)
    app.get(url, (request, reply) => sendZip(request, reply, path, fileName))
  }
}

/**
 * The zip at `path` as the attachment `fileName`; the envelope's 404 when there is none, and a 500
 * (logged with an ExtensionZipUnreadableError) when it is there but cannot be read.
 */
async function sendZip(request: FastifyRequest, reply: FastifyReply, path: string, fileName: string) {
  const notOffered = () =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(failureEnvelope('this server does not offer the browser extension'))
  const unreadable = (error: unknown) => {
    request.log.error(
      { err: new ExtensionZipUnreadableError(path, { cause: error }) },
      'extension download failed',
    )
    return reply
      .code(500)
      .header('cache-control', 'no-store')
      .send(failureEnvelope('the browser extension could not be read'))
  }
  let handle: FileHandle
  let file: Stats
  try {
    handle = await open(path, 'r')
  } catch (error) {
    return isMissingFile(error) ? notOffered() : unreadable(error)
  }
  try {
    file = await handle.stat()
  } catch (error) {
    await handle.close()
    return unreadable(error)
  }
  if (!file.isFile()) {
    await handle.close()
    return notOffered()
  }
  const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
  reply
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('last-modified', file.mtime.toUTCString())
  if (notModified(request, etag, file.mtime)) {
    await handle.close()
    return reply.code(304).send()
  }
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .send(handle.createReadStream())
}

/** RFC 9110 section 13.1: If-None-Match wins over If-Modified-Since when both are sent. */
function notModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*')
  const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '')
  // HTTP dates have whole seconds; the file's time has milliseconds.
  return !Number.isNaN(ifModifiedSince) && Math.floor(modified.getTime() / 1000) * 1000 <= ifModifiedSince
}
