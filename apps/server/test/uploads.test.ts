import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { readImageSize } from '../src/content/readImageSize.ts'
import {
  deleteUpload,
  detectImageType,
  listUploads,
  storeUpload,
  UploadRefusedError,
  uploadMaxBytes,
} from '../src/content/uploads.ts'
import { testDialects } from './testDatabases.ts'
import { gif, jpeg, svg, tinyPng, webp } from './testImages.ts'
import { useAppOnMigratedDatabase } from './useAppOnMigratedDatabase.ts'

describe('detectImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by content and refuses the rest', () => {
    expect(detectImageType(tinyPng)).toBe('png')
    expect(detectImageType(jpeg)).toBe('jpg')
    expect(detectImageType(gif)).toBe('gif')
    expect(detectImageType(webp)).toBe('webp')
    expect(detectImageType(svg)).toBeUndefined()
    expect(detectImageType(Buffer.from('RIFF\x1a\x00\x00\x00WAVE', 'latin1'))).toBeUndefined()
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined()
  })
})

describe('readImageSize', () => {
  it('reads the pixel size from the headers of every accepted type', () => {
    expect(readImageSize(tinyPng, 'png')).toEqual({ width: 1, height: 1 })
    expect(readImageSize(gif, 'gif')).toEqual({ width: 1, height: 1 })
    expect(readImageSize(webp, 'webp')).toEqual({ width: 1, height: 1 })
    expect(readImageSize(jpeg, 'jpg')).toEqual({ width: 1, height: 1 })
  })

  it('finds what a small file declares: a frame past the JPEG metadata, a GIF frame larger than its screen', () => {
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x06]), Buffer.from('Exif')])
    const frame = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0x4e, 0x20, 0x4e, 0x20, 0x03])
    const progressive = Buffer.concat([
      jpeg.subarray(0, 2),
      app1,
      frame,
      Buffer.alloc(9),
      Buffer.from([0xff, 0xd9]),
    ])
    expect(readImageSize(progressive, 'jpg')).toEqual({ width: 20_000, height: 20_000 })
    // Screen 1x1, no colour table, then an image descriptor of 30,000 x 2 and an empty data block.
    const bigFrame = Buffer.concat([
      gif.subarray(0, 13),
      Buffer.from([0x2c, 0, 0, 0, 0, 0x30, 0x75, 0x02, 0x00, 0x00, 0x02, 0x00, 0x3b]),
    ])
    expect(readImageSize(bigFrame, 'gif')).toEqual({ width: 30_000, height: 2 })
    const extended = Buffer.concat([
      Buffer.from('RIFF\x1e\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00', 'latin1'),
      Buffer.from([0, 0, 0, 0, 0x3f, 0x9c, 0, 0x3f, 0x9c, 0]),
    ])
    expect(readImageSize(extended, 'webp')).toEqual({ width: 40_000, height: 40_000 })
  })

  it('answers undefined for headers it cannot read', () => {
    expect(readImageSize(tinyPng.subarray(0, 20), 'png')).toBeUndefined()
    expect(readImageSize(jpeg.subarray(0, 4), 'jpg')).toBeUndefined()
    expect(
      readImageSize(
        Buffer.concat([Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(14)]),
        'webp',
      ),
    ).toBeUndefined()
  })
})

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`uploads on ${dialect.name}`, () => {
    // One test ends the connection of a waiting insert on purpose: its error is expected, not logged.
    const server = useAppOnMigratedDatabase(dialect, {
      databaseOptions: { onPoolError: () => {} },
      dataDirPrefix: 'tokenbox-uploads-',
    })
    const { database } = server
    let dir: string

    beforeAll(() => {
      dir = join(server.dataDir, 'uploads')
    })

    const store = (content: Buffer | Readable, originalName = 'icon.png') =>
      storeUpload(database.db, {
        dir,
        stream: content instanceof Readable ? content : Readable.from([content]),
        kind: 'chain',
        originalName,
        uploadedBy: 'admin',
      })

    it('stores an image under its content hash, once', async () => {
      const first = await store(tinyPng)
      expect(first.created).toBe(true)
      expect(first.upload.name).toMatch(/^[0-9a-f]{64}\.png$/)
      expect(first.upload).toMatchObject({ contentType: 'image/png', size: tinyPng.length, kind: 'chain' })
      expect(readFileSync(join(dir, first.upload.name))).toEqual(tinyPng)
      const again = await store(tinyPng, 'other-name.jpg')
      expect(again).toMatchObject({
        created: false,
        upload: { name: first.upload.name, originalName: 'icon.png' },
      })
      expect((await listUploads(database.db, {}, { page: 1, limit: 20 })).total).toBe(1)
    })

    it('serves it with its type, long caching and nosniff', async () => {
      const { upload } = await store(gif, 'anim.gif')
      const reply = await server.app.inject({ method: 'GET', url: upload.url })
      expect(reply.statusCode).toBe(200)
      expect(reply.headers['content-type']).toBe('image/gif')
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
      expect(reply.rawPayload).toEqual(gif)
      for (const url of ['/uploads/x.png', `/uploads/${'0'.repeat(64)}.png`, '/uploads/..%2Ftokenbox.db']) {
        expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404)
      }
    })

    it('refuses SVG, other content, empty and oversized files, leaving no file behind', async () => {
      const before = readdirSync(dir).sort()
      await expect(store(svg, 'logo.svg')).rejects.toMatchObject({ reason: 'type' })
      await expect(store(Buffer.from('not an image at all'))).rejects.toMatchObject({ reason: 'type' })
      await expect(store(Buffer.alloc(0))).rejects.toMatchObject({ reason: 'empty' })
      const big = Buffer.concat([tinyPng, Buffer.alloc(uploadMaxBytes)])
      await expect(store(big)).rejects.toBeInstanceOf(UploadRefusedError)
      expect(readdirSync(dir).sort()).toEqual(before)
    })

    it('leaves nothing when the client disconnects mid-upload', async () => {
      const before = readdirSync(dir).sort()
      // The first read gets the image's first bytes, the next one the disconnection: both happen only
      // while the upload is being read, so no error is ever raised before anything listens for it
      // (a 10 ms timer did that on a loaded machine: an uncaught "aborted" in the server suite).
      let reads = 0
      const broken = new Readable({
        read() {
          reads += 1
          if (reads === 1) this.push(jpeg.subarray(0, 6))
          else this.destroy(new Error('aborted'))
        },
      })
      await expect(store(broken)).rejects.toMatchObject({ reason: 'unreadable' })
      expect(readdirSync(dir).sort()).toEqual(before)
    })

    it('leaves no file when the row cannot be written, and serves none no row names', async () => {
      const before = readdirSync(dir).sort()
      const image = Buffer.concat([tinyPng, Buffer.from('orphan test')])
      const name = `${createHash('sha256').update(image).digest('hex')}.png`
      // The database refuses the row while the file is ready: another writer holds SQLite's write
      // lock past the busy timeout; on PostgreSQL the waiting insert's connection is ended, as a
      // database restart would.
      if (dialect.name === 'sqlite') {
        const file = (database.config as { file: string }).file
        const holder = new SQLite(file)
        holder.exec('BEGIN IMMEDIATE')
        try {
          await expect(store(image)).rejects.toThrow()
        } finally {
          holder.exec('ROLLBACK')
          holder.close()
        }
      } else {
        const holder = new pg.Client({ connectionString: (database.config as { url: string }).url })
        await holder.connect()
        try {
          await holder.query('BEGIN')
          await holder.query('LOCK TABLE uploads IN SHARE ROW EXCLUSIVE MODE')
          const stored = store(image)
          stored.catch(() => {})
          const waiting = async () =>
            (
              await holder.query<{ pid: number }>(
                "SELECT pid FROM pg_locks WHERE NOT granted AND relation = 'uploads'::regclass",
              )
            ).rows
          await expect.poll(async () => (await waiting()).length, { timeout: 20_000 }).toBe(1)
          // Waiting on the row: the file has not taken its name.
          expect(readdirSync(dir)).not.toContain(name)
          await holder.query('SELECT pg_terminate_backend($1)', [(await waiting())[0]?.pid])
          await expect(stored).rejects.toThrow()
          await holder.query('ROLLBACK')
        } finally {
          await holder.end()
        }
      }
      expect(readdirSync(dir).sort()).toEqual(before)
      expect((await server.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404)
      // What a crash between the two steps could leave, by hand: a stored file no row names.
      writeFileSync(join(dir, name), image)
      expect((await server.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404)
      expect(await deleteUpload(database.db, { dir, name })).toBe(true)
      expect(readdirSync(dir)).not.toContain(name)
      // The same image again is stored and served normally.
      const again = await store(image)
      expect(again).toMatchObject({ created: true, upload: { name } })
      expect((await server.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(200)
    })

    it('deletes row and file', async () => {
      const { upload } = await store(webp, 'x.webp')
      expect(await deleteUpload(database.db, { dir, name: upload.name })).toBe(true)
      expect(readdirSync(dir)).not.toContain(upload.name)
      expect(await deleteUpload(database.db, { dir, name: upload.name })).toBe(false)
      expect(await deleteUpload(database.db, { dir, name: '../tokenbox.db' })).toBe(false)
    })
  })
}
