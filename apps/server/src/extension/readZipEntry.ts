import { unzipSync } from 'fflate'

/**
 * One file of a zip archive held in memory, by its name in the archive (`manifest.json`), or
 * undefined when the archive has no such file or cannot be read (not a zip, cut short, corrupt).
 * `maxBytes` bounds the uncompressed size the archive states, so a hostile archive cannot make
 * the server inflate gigabytes. fflate (the zip library the extension's build writes with) reads
 * it; only the named file is inflated.
 *
 * @example
 * const manifest = readZipEntry(readFileSync('tokenbox-extension.zip'), 'manifest.json')
 * JSON.parse(manifest!.toString('utf8')).version // '1.0.0'
 */
export function readZipEntry(zip: Buffer, name: string, maxBytes = 1024 * 1024): Buffer | undefined {
  try {
    const files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength), {
      filter: (file) => file.name === name && file.originalSize <= maxBytes,
    })
    const data = files[name]
    return data && data.length <= maxBytes ? Buffer.from(data) : undefined
  } catch {
    return undefined
  }
}
