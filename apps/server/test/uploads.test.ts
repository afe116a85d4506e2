import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import {
  deleteUpload,
  detectImageType,
  listUploads,
  storeUpload,
  UploadRefusedError,
  uploadMaxBytes,
} from '../src/content/uploads.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase.ts'
import { migrateToLatest } from '../src/db/migrateToLatest.ts'
import { testConfig } from './testConfig.ts'
import { type TestDatabase, testDialects } from './testDatabases.ts'
import { gif, jpeg, svg, tinyPng, webp } from './testImages.ts'

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

for (const dialect of testDialects()) {
  describe.skipIf(dialect.unavailable !== null)(`uploads on ${dialect.name}`, () => {
    let testDatabase: TestDatabase
    let database: DatabaseHandle
    let app: FastifyInstance
    let dataDir: string
    let dir: string

    beforeAll(async () => {
      testDatabase = await dialect.create()
      database = createDatabase(testDatabase.config)
      await migrateToLatest(database.db)
      dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-uploads-'))
      dir = join(dataDir, 'uploads')
      app = await buildApp({
        config: testConfig({ database: testDatabase.config, dataDir }),
        database,
        logger: false,
      })
    })

    afterAll(async () => {
      await app?.close()
      await database?.db.destroy()
      await testDatabase?.drop()
      rmSync(dataDir, { recursive: true, force: true })
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
      const reply = await app.inject({ method: 'GET', url: upload.url })
      expect(reply.statusCode).toBe(200)
      expect(reply.headers['content-type']).toBe('image/gif')
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
      expect(reply.rawPayload).toEqual(gif)
      for (const url of ['/uploads/x.png', `/uploads/${'0'.repeat(64)}.png`, '/uploads/..%2Ftokenbox.db']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
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
      const broken = new Readable({ read() {} })
      broken.push(jpeg.subarray(0, 6))
      setTimeout(() => broken.destroy(new Error('aborted')), 10)
      await expect(store(broken)).rejects.toThrow('aborted')
      expect(readdirSync(dir).sort()).toEqual(before)
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
