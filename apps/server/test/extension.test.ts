import { rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateRawSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { readZipEntry } from '../src/extension/readZipEntry.ts'
import { expectFailureEnvelope, expectUncachedSuccess } from './expectEnvelope.ts'
import { getAccepting } from './getAccepting.ts'
import { testConfig } from './testConfig.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

type ZipFile = { name: string; content: string; method?: 0 | 8 }

/**
 * A zip archive as PKWARE's APPNOTE lays it out (local headers, central directory, end record),
 * stored or deflated per file, with an optional archive comment: what the extension's build
 * writes, made here so the reader is tested against the format rather than against one library.
 */
function zipOf(files: ZipFile[], comment = ''): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = Buffer.from(file.name)
    const raw = Buffer.from(file.content)
    const method = file.method ?? 8
    const data = method === 8 ? deflateRawSync(raw) : raw
    // The fields both headers hold, in the same order from `at`: the method, the time and date
    // (left 0), the CRC-32, both sizes and the name's length.
    const writeEntry = (header: Buffer, at: number) => {
      header.writeUInt16LE(method, at)
      header.writeUInt32LE(crc32(raw), at + 6)
      header.writeUInt32LE(data.length, at + 10)
      header.writeUInt32LE(raw.length, at + 14)
      header.writeUInt16LE(name.length, at + 18)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    writeEntry(local, 8)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    writeEntry(central, 10)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  end.writeUInt16LE(Buffer.byteLength(comment), 20)
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)])
}

const manifest = (version: unknown) => JSON.stringify({ manifest_version: 3, name: 'TokenBox', version })

describe('readZipEntry', () => {
  const popup = '<!doctype html><title>popup</title>'.repeat(20)
  const zip = zipOf(
    [
      { name: 'popup.html', content: popup },
      { name: 'icons/icon-16.png', content: 'not really a png', method: 0 },
      { name: 'manifest.json', content: manifest('1.2.3') },
    ],
    'built by the test',
  )

  it('finds a deflated or stored file by name, past other files and an archive comment', () => {
    expect(readZipEntry(zip, 'manifest.json')?.toString()).toBe(manifest('1.2.3'))
    expect(readZipEntry(zip, 'popup.html')?.toString()).toBe(popup)
    expect(readZipEntry(zip, 'icons/icon-16.png')?.toString()).toBe('not really a png')
  })

  it('answers undefined for a missing name, a file over the size bound and what is not a zip', () => {
    expect(readZipEntry(zip, 'background.js')).toBeUndefined()
    expect(readZipEntry(zip, 'popup.html', 100)).toBeUndefined()
    expect(readZipEntry(Buffer.from('PK but no zip at all'), 'manifest.json')).toBeUndefined()
    expect(readZipEntry(Buffer.alloc(0), 'manifest.json')).toBeUndefined()
    // Cut short: the central directory points past the end.
    expect(readZipEntry(zip.subarray(0, 40), 'manifest.json')).toBeUndefined()
    // A corrupt deflate stream is a miss, not a crash.
    const corrupt = Buffer.from(zip)
    corrupt.fill(0xff, 40, 60)
    expect(readZipEntry(corrupt, 'popup.html')).toBeUndefined()
  })
})

describe('the browser extension download', () => {
  const root = useTemporaryFolder('tokenbox-extension-')
  let zipPath: string
  let app: FastifyInstance
  let without: FastifyInstance
  const zip = zipOf([
    { name: 'manifest.json', content: manifest('1.4.0') },
    { name: 'background.js', content: 'console.log("TokenBox")\n'.repeat(200) },
  ])

  beforeAll(async () => {
    zipPath = join(root, 'tokenbox-extension.zip')
    writeFileSync(zipPath, zip)
    app = await buildApp({ config: testConfig({ dataDir: root, extensionZip: zipPath }), logger: false })
    without = await buildApp({
      config: testConfig({ dataDir: root, extensionZip: join(root, 'never-built.zip') }),
      logger: false,
    })
  })

  afterAll(async () => {
    await app?.close()
    await without?.close()
  })

  it('serves the zip as an attachment, byte for byte, revalidated on every visit', async () => {
    const reply = await getAccepting(app, '/downloads/tokenbox-extension.zip', 'gzip, br')
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe('application/zip')
    expect(reply.headers['content-disposition']).toBe('attachment; filename="tokenbox-extension.zip"')
    expect(reply.headers['cache-control']).toBe('no-cache')
    expect(reply.headers['content-length']).toBe(String(zip.length))
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    // Already compressed: sent as it is, never gzipped again.
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.rawPayload).toEqual(zip)
    // The site's own security headers still go out (the page policy applies to every non-API URL).
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('answers 304 to a browser that has this build, and the new build after a rebuild', async () => {
    const first = await app.inject({ method: 'GET', url: '/downloads/tokenbox-extension.zip' })
    const etag = String(first.headers.etag)
    const lastModified = String(first.headers['last-modified'])
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    const byTag = await app.inject({
      method: 'GET',
      url: '/downloads/tokenbox-extension.zip',
      headers: { 'if-none-match': `W/${etag}` },
    })
    expect(byTag.statusCode).toBe(304)
    expect(byTag.rawPayload.length).toBe(0)
    const byDate = await app.inject({
      method: 'GET',
      url: '/downloads/tokenbox-extension.zip',
      headers: { 'if-modified-since': lastModified },
    })
    expect(byDate.statusCode).toBe(304)

    const rebuilt = zipOf([{ name: 'manifest.json', content: manifest('1.5.0') }])
    writeFileSync(zipPath, rebuilt)
    // A build a minute later, so the dates differ even on a file system with coarse times.
    const later = new Date(Date.now() + 60_000)
    utimesSync(zipPath, later, later)
    const again = await app.inject({
      method: 'GET',
      url: '/downloads/tokenbox-extension.zip',
      headers: { 'if-none-match': etag, 'if-modified-since': lastModified },
    })
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload).toEqual(rebuilt)
    const info = await app.inject({ method: 'GET', url: '/api/v1/web/extension' })
    expect(info.json().data).toEqual({ available: true, version: '1.5.0', size: rebuilt.length })
    writeFileSync(zipPath, zip)
  })

  it('serves the Firefox build beside it, and says so, once that zip exists', async () => {
    const firefoxZip = join(root, 'tokenbox-extension-firefox.zip')
    const firefox = zipOf([{ name: 'manifest.json', content: manifest('1.4.0') }])
    const both = await buildApp({
      config: testConfig({ dataDir: root, extensionZip: zipPath, extensionFirefoxZip: firefoxZip }),
      logger: false,
    })
    try {
      // Not built yet: not offered, the Chromium build still is.
      expect(
        (await both.inject({ method: 'GET', url: '/downloads/tokenbox-extension-firefox.zip' })).statusCode,
      ).toBe(404)
      expect(
        (await both.inject({ method: 'GET', url: '/api/v1/web/extension' })).json().data.firefox,
      ).toBeUndefined()
      writeFileSync(firefoxZip, firefox)
      const reply = await both.inject({ method: 'GET', url: '/downloads/tokenbox-extension-firefox.zip' })
      expect(reply.statusCode).toBe(200)
      expect(reply.headers['content-disposition']).toBe(
        'attachment; filename="tokenbox-extension-firefox.zip"',
      )
      expect(reply.rawPayload).toEqual(firefox)
      const info = await both.inject({ method: 'GET', url: '/api/v1/web/extension' })
      expect(info.json().data).toEqual({
        available: true,
        version: '1.4.0',
        size: zip.length,
        firefox: { size: firefox.length },
      })
      // The Chromium build keeps its own name.
      const chromium = await both.inject({ method: 'GET', url: '/downloads/tokenbox-extension.zip' })
      expect(chromium.headers['content-disposition']).toBe('attachment; filename="tokenbox-extension.zip"')
    } finally {
      await both.close()
      rmSync(firefoxZip, { force: true })
    }
  })

  it('tells a zip that cannot be read from one never built: 500, logged, never "not offered"', async () => {
    // A symlink loop: there is something at the path, but no file can be read through it.
    const loop = join(root, 'loop.zip')
    symlinkSync(loop, loop)
    const broken = await buildApp({
      config: testConfig({ dataDir: root, extensionZip: loop }),
      logger: false,
    })
    const underAFile = await buildApp({
      config: testConfig({ dataDir: root, extensionZip: join(zipPath, 'inside.zip') }),
      logger: false,
    })
    try {
      const download = await broken.inject({ method: 'GET', url: '/downloads/tokenbox-extension.zip' })
      expectFailureEnvelope(download, 500, 'the browser extension could not be read')
      expect((await broken.inject({ method: 'GET', url: '/api/v1/web/extension' })).statusCode).toBe(500)
      // A path whose folder is a file is a zip never built: not offered.
      expect(
        (await underAFile.inject({ method: 'GET', url: '/downloads/tokenbox-extension.zip' })).statusCode,
      ).toBe(404)
      expect((await underAFile.inject({ method: 'GET', url: '/api/v1/web/extension' })).json().data).toEqual({
        available: false,
      })
    } finally {
      await broken.close()
      await underAFile.close()
      rmSync(loop, { force: true })
    }
  })

  it('answers HEAD with the headers and no body', async () => {
    const reply = await app.inject({ method: 'HEAD', url: '/downloads/tokenbox-extension.zip' })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe('application/zip')
    expect(reply.rawPayload.length).toBe(0)
  })

  it('describes the zip: available, the version of its manifest and its size, never cached', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/v1/web/extension' })
    expectUncachedSuccess(reply, { available: true, version: '1.4.0', size: zip.length })
  })

  it('leaves the version out when the manifest states none Chromium would take', async () => {
    for (const [index, version] of ['1.0.0-beta', 7, '01.2'].entries()) {
      const odd = zipOf([{ name: 'manifest.json', content: manifest(version) }])
      writeFileSync(zipPath, odd)
      // Each its own build time: the server reads a zip again only once its size or date changed.
      const built = new Date(Date.now() + (index + 2) * 60_000)
      utimesSync(zipPath, built, built)
      const reply = await app.inject({ method: 'GET', url: '/api/v1/web/extension' })
      expect(reply.json().data, String(version)).toEqual({ available: true, size: odd.length })
    }
    writeFileSync(zipPath, zip)
  })

  it('without a zip: a 404 envelope for the download, and not available', async () => {
    const download = await without.inject({ method: 'GET', url: '/downloads/tokenbox-extension.zip' })
    expect(download.statusCode).toBe(404)
    expect(download.headers['content-type']).toMatch(/^application\/json/)
    expect(download.headers['cache-control']).toBe('no-store')
    expect(download.json()).toEqual({
      status: '0',
      message: 'this server does not offer the browser extension',
      data: null,
    })
    const info = await without.inject({ method: 'GET', url: '/api/v1/web/extension' })
    expect(info.statusCode).toBe(200)
    expect(info.json().data).toEqual({ available: false })
  })

  it('serves nothing else under /downloads', async () => {
    for (const url of ['/downloads/other.zip', '/downloads/..%2Ftokenbox-extension.zip']) {
      const reply = await app.inject({ method: 'GET', url })
      expect(reply.statusCode, url).toBe(404)
      expect(reply.rawPayload.toString(), url).not.toContain('PK')
    }
  })
})
