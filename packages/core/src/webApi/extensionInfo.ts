import { backendGet } from '../request/backendGet.ts'
import type { BackendRequestOptions } from '../request/types.ts'

/** Where a TokenBox server offers the browser extension's zip (apps/server's extensionDownloadRoute). */
export const extensionDownloadPath = '/downloads/tokenbox-extension.zip'

/** Where it offers the extension's Firefox build (apps/extension's tokenbox-extension-firefox.zip). */
export const extensionFirefoxDownloadPath = '/downloads/tokenbox-extension-firefox.zip'

/** What the server says of the browser extension it offers (`GET /api/v1/web/extension`). */
export type ExtensionInfo =
  | { available: false }
  | {
      available: true
      /** The version in the zip's manifest; absent when the server found none. */
      version?: string
      /** The zip's size in bytes; absent when the server's figure was not a size. */
      size?: number
      /** The Firefox build, when the server offers it too (its size, when given). */
      firefox?: { size?: number }
    }

/**
 * The `data` of the server's answer, each field checked (`firefox` only beside an offered
 * Chromium build): anything but `available: true` is "not
 * offered" (an older server without the route answers 404, which `readExtensionInfo` rejects on),
 * and a version or size of the wrong shape is left out rather than shown.
 *
 * @example
 * parseExtensionInfo({ available: true, version: '1.0.0', size: 812345 })
 * // { available: true, version: '1.0.0', size: 812345 }
 */
export function parseExtensionInfo(data: unknown): ExtensionInfo {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  if (fields.available !== true) return { available: false }
  const { version, size, firefox } = fields
  const sizeOf = (value: unknown) =>
    Number.isSafeInteger(value) && (value as number) > 0 ? { size: value as number } : {}
  return {
    available: true,
    ...(typeof version === 'string' && /^\d+(\.\d+){0,3}$/.test(version) ? { version } : {}),
    ...sizeOf(size),
    ...(typeof firefox === 'object' && firefox !== null
      ? { firefox: sizeOf((firefox as Record<string, unknown>).size) }
      : {}),
  }
}

/**
 * Whether the TokenBox server offers the browser extension for download, with its version and
 * size, from `GET /api/v1/web/extension`. Rejects like every backend read (network down, a non-2xx
 * answer), so a screen can tell "not offered" from "could not ask".
 *
 * @example
 * const info = await readExtensionInfo()
 * if (info.available) console.log(`${extensionDownloadPath}: version ${info.version}`)
 */
export async function readExtensionInfo(options: BackendRequestOptions = {}): Promise<ExtensionInfo> {
  const reply = await backendGet('/api/v1/web/extension', undefined, options)
  return parseExtensionInfo(reply.data)
}
