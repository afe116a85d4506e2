import { readFile, stat } from 'node:fs/promises'
import { readZipEntry } from './readZipEntry.ts'

/** The built browser extension as the server offers it. */
export type ExtensionPackage = {
  /** The zip's size in bytes. */
  size: number
  /** When the zip was last written (a new build), for Last-Modified and the cache below. */
  modifiedMs: number
  /** The `version` of the zip's own manifest.json; undefined when it has none that Chromium would take. */
  version: string | undefined
}

/**
 * A zip that is there but could not be read (an I/O or a permission error, a symlink loop): unlike
 * a zip never built, the server cannot say it offers no download; it answers 500 and logs this.
 */
export class ExtensionZipUnreadableError extends Error {
  /** The zip's path (in the log only: the page's answer names no server path). */
  readonly path: string

  constructor(path: string, options: { cause: unknown }) {
    super('the browser extension zip could not be read', options)
    this.name = 'ExtensionZipUnreadableError'
    this.path = path
  }
}

/** Whether a file system error says there is no file at the path (never built, or a folder missing on the way). */
export function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** `error` as "no such file" (undefined) or, for any other failure, an {@link ExtensionZipUnreadableError}. */
function missingOrUnreadable(path: string) {
  return (error: unknown): undefined => {
    if (isMissingFile(error)) return undefined
    throw new ExtensionZipUnreadableError(path, { cause: error })
  }
}

/** Chromium's rule for a manifest version: one to four dot-separated integers. */
const manifestVersion = /^(0|[1-9]\d{0,8})(\.(0|[1-9]\d{0,8})){0,3}$/

/**
 * The last answer for each zip (the Chromium and the Firefox build), kept while the file keeps its
 * size and modification time (it changes only with a build).
 */
const cache = new Map<string, { size: number; modifiedMs: number; answer: ExtensionPackage }>()

/**
 * The zip at `zipPath` (config EXTENSION_ZIP): its size, modification time and the version its
 * manifest.json states, or undefined when there is no such file; a file that cannot be read throws
 * {@link ExtensionZipUnreadableError}. The version is read from the zip
 * itself rather than from apps/extension/package.json, so it is true of the file served even when
 * an operator points EXTENSION_ZIP at a zip built elsewhere. The zip is read again only after it
 * changed.
 *
 * @example
 * const extension = await readExtensionPackage('/srv/tokenbox/apps/extension/tokenbox-extension.zip')
 * extension?.version // '1.0.0'
 */
export async function readExtensionPackage(zipPath: string): Promise<ExtensionPackage | undefined> {
  const file = await stat(zipPath).catch(missingOrUnreadable(zipPath))
  if (!file?.isFile()) return undefined
  const cached = cache.get(zipPath)
  if (cached && cached.size === file.size && cached.modifiedMs === file.mtimeMs) return cached.answer
  // Gone between the two calls (a rebuild replacing it): not offered this time.
  const zip = await readFile(zipPath).catch(missingOrUnreadable(zipPath))
  if (!zip) return undefined
  const answer: ExtensionPackage = {
    size: zip.length,
    modifiedMs: file.mtimeMs,
    version: manifestVersionOf(zip),
  }
  cache.set(zipPath, { size: file.size, modifiedMs: file.mtimeMs, answer })
  return answer
}

function manifestVersionOf(zip: Buffer): string | undefined {
  const manifest = readZipEntry(zip, 'manifest.json')
  if (!manifest) return undefined
  try {
    const { version } = JSON.parse(manifest.toString('utf8')) as { version?: unknown }
    return typeof version === 'string' && manifestVersion.test(version) ? version : undefined
  } catch {
    return undefined
  }
}
