import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Upload } from '@tokenbox/core/webApi/consoleRows.ts'
import type { Kysely, Selectable } from 'kysely'
import type { Database, UploadTable } from '../db/Database.ts'
import { type Page, type Paging, readPage } from '../db/readPage.ts'
import { type ImageType, readImageSize } from './readImageSize.ts'

/**
 * Largest accepted image: 1 MiB. Chain and dApp icons are shown at most a few hundred pixels wide;
 * anything bigger is a mistake or an attempt to fill the disk.
 */
export const uploadMaxBytes = 1024 * 1024
/**
 * Largest accepted width and height: 4096 pixels. A few hundred bytes of PNG can declare 20,000 x
 * 20,000 pixels, which every browser showing the console or a chain list would try to decode into
 * gigabytes; icons never need more than this.
 */
export const uploadMaxSide = 4096
/** What an image is for: a chain's icon or a dApp's image. */
export const uploadKinds = ['chain', 'dapp'] as const
export type UploadKind = (typeof uploadKinds)[number]

/**
 * The accepted image types, recognised by their first bytes, never by the name or the client's
 * Content-Type (both are the client's claim). SVG is refused on purpose: it is XML that can carry
 * script, and an uploaded SVG opened from our origin would run it there.
 */
export const uploadTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const satisfies Record<ImageType, string>
export type UploadExtension = keyof typeof uploadTypes

/** A stored file's name: the content's SHA-256 in hex and the extension of its detected type. */
export const uploadNamePattern = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/

/**
 * The image type of a file from its first 12 bytes, or undefined when it is none of uploadTypes.
 *
 * @example
 * detectImageType(Buffer.from('89504e470d0a1a0a0000000d', 'hex')) // 'png'
 */
export function detectImageType(head: Uint8Array): UploadExtension | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  const ascii = bytes.subarray(0, 12).toString('latin1')
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif'
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp'
  return undefined
}

const refusalMessages = {
  tooLarge: `The image is larger than ${uploadMaxBytes} bytes.`,
  empty: 'The file is empty.',
  type: 'Only PNG, JPEG, WebP and GIF images are accepted (SVG is not).',
  dimensions: `The image is larger than ${uploadMaxSide} x ${uploadMaxSide} pixels.`,
  name: 'The file name must not contain control characters (NUL, line breaks).',
  unreadable: 'The upload ended before the file did (the form was cut off or the connection dropped).',
} as const

/** Why an upload was refused. */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError'
  readonly reason: keyof typeof refusalMessages
  constructor(reason: keyof typeof refusalMessages) {
    super(refusalMessages[reason])
    this.reason = reason
  }
}

export type { Upload }

function toUpload(row: Selectable<UploadTable>): Upload {
  return {
    name: row.name,
    kind: row.kind,
    contentType: row.content_type,
    size: row.size,
    originalName: row.original_name,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    url: `/uploads/${row.name}`,
  }
}

/**
 * Stores an uploaded image: checks the original name (no control characters: PostgreSQL cannot
 * store NUL, and a row that fails after the rename would leave a served file without a row), streams
 * the content into a temporary file in `dir` while hashing and counting, then checks size, type and
 * pixel size (uploadMaxSide, from the headers) and renames it to `<sha256>.<ext>` (the same image
 * always gets the same name, so a second upload of it changes nothing). Whatever goes wrong (too
 * large, wrong type, the client disconnecting mid-upload, a full disk), the temporary file is
 * removed, so only complete, checked images ever carry a final name. `isTruncated` reports whether
 * the multipart parser cut the stream at its own limit.
 *
 * @example
 * const upload = await storeUpload(db, { dir, stream: file.file, isTruncated: () => file.file.truncated, kind: 'chain', originalName: 'bsc.png', uploadedBy: 'admin' })
 */
export async function storeUpload(
  db: Kysely<Database>,
  input: {
    dir: string
    stream: Readable
    isTruncated?: () => boolean
    kind: UploadKind
    originalName: string
    uploadedBy: string
    now?: Date
  },
): Promise<{ upload: Upload; created: boolean }> {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(input.originalName)) throw new UploadRefusedError('name')
  await mkdir(input.dir, { recursive: true })
  const temporary = join(input.dir, `${temporaryPrefix}${randomUUID()}${temporarySuffix}`)
  const hash = createHash('sha256')
  let size = 0
  // At most uploadMaxBytes, kept to read the type and the pixel size from the headers.
  const chunks: Buffer[] = []
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > uploadMaxBytes) return callback(new UploadRefusedError('tooLarge'))
      hash.update(chunk)
      chunks.push(chunk)
      callback(null, chunk)
    },
  })
  // An error of the upload itself (a body cut off before its closing boundary, a dropped
  // connection) is the client's: told apart from a full disk, which is the server's.
  let readFailed = false
  input.stream.once('error', () => {
    readFailed = true
  })
  let finalName: string
  let extension: UploadExtension
  try {
    try {
      await pipeline(input.stream, meter, createWriteStream(temporary, { flags: 'wx' }))
    } catch (error) {
      // The parser may have failed the stream before this function listened (errored is then set).
      const fromUpload = readFailed || Boolean(input.stream.errored)
      if (fromUpload && !(error instanceof UploadRefusedError)) throw new UploadRefusedError('unreadable')
      throw error
    }
    if (input.isTruncated?.()) throw new UploadRefusedError('tooLarge')
    if (size === 0) throw new UploadRefusedError('empty')
    const content = Buffer.concat(chunks)
    const detected = detectImageType(content.subarray(0, 12))
    if (!detected) throw new UploadRefusedError('type')
    const pixels = readImageSize(content, detected)
    if (!pixels) throw new UploadRefusedError('type')
    if (pixels.width > uploadMaxSide || pixels.height > uploadMaxSide)
      throw new UploadRefusedError('dimensions')
    extension = detected
    finalName = `${hash.digest('hex')}.${extension}`
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  const now = (input.now ?? new Date()).toISOString()
  const finalPath = join(input.dir, finalName)
  let placed = false
  try {
    // Row and file are one step: the row is written first and the file takes its final name before
    // the row commits. A failure or a crash in between leaves at worst a file no row names, which
    // is never served, DELETE removes, and removeStaleUploads clears; never a served file the
    // console cannot see.
    return await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('uploads')
        .values({
          name: finalName,
          kind: input.kind,
          content_type: uploadTypes[extension],
          size,
          original_name: input.originalName.slice(0, 255),
          uploaded_by: input.uploadedBy,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returningAll()
        .executeTakeFirst()
      const row =
        inserted ??
        (await trx.selectFrom('uploads').selectAll().where('name', '=', finalName).executeTakeFirstOrThrow())
      await rename(temporary, finalPath)
      placed = true
      return { upload: toUpload(row), created: inserted !== undefined }
    })
  } catch (error) {
    await rm(temporary, { force: true })
    if (placed) await removeUnlistedUpload(db, input.dir, finalName).catch(() => {})
    throw error
  }
}

/** Removes the file `name` when no row names it (a row committed meanwhile keeps it). */
async function removeUnlistedUpload(db: Kysely<Database>, dir: string, name: string): Promise<boolean> {
  if (await uploadListed(db, name)) return false
  await rm(join(dir, name), { force: true })
  return true
}

/** Whether an upload row names `name`: only such files are served. */
export async function uploadListed(db: Kysely<Database>, name: string): Promise<boolean> {
  if (!uploadNamePattern.test(name)) return false
  const row = await db.selectFrom('uploads').select('name').where('name', '=', name).executeTakeFirst()
  return row !== undefined
}

/** The console's upload list, newest first, optionally of one kind. */
export async function listUploads(
  db: Kysely<Database>,
  query: { kind?: UploadKind | undefined },
  paging: Paging,
): Promise<Page<Upload>> {
  let filtered = db.selectFrom('uploads')
  if (query.kind) filtered = filtered.where('kind', '=', query.kind)
  return readPage(db, filtered, {
    order: (rows) => rows.orderBy('created_at', 'desc').orderBy('name'),
    paging,
    toItem: toUpload,
  })
}

/**
 * Deletes an upload's row and file; returns whether either existed. The row goes first (in its
 * transaction), then the file: a file no row names (what a crash between the two steps of
 * storeUpload or of this function leaves) is deleted by name too, so the console can always clear
 * what it is told about.
 */
export async function deleteUpload(
  db: Kysely<Database>,
  input: { dir: string; name: string },
): Promise<boolean> {
  if (!uploadNamePattern.test(input.name)) return false
  const result = await db
    .transaction()
    .execute((trx) => trx.deleteFrom('uploads').where('name', '=', input.name).executeTakeFirst())
  const rowExisted = Number(result.numDeletedRows) > 0
  try {
    await rm(join(input.dir, input.name))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return rowExisted
  }
}

const temporaryPrefix = '.upload-'
const temporarySuffix = '.tmp'
/**
 * A temporary file untouched this long is no upload in progress (at most 1 MiB, written as it
 * arrives), and a stored file no row names this long is no upload about to commit.
 */
export const staleUploadMs = 10 * 60_000

/**
 * Removes what uploads that never finished left in `dir`: temporary files (the server was killed
 * mid-upload; the normal failures clean up after themselves, see storeUpload) and stored files no
 * row names (killed between the file taking its name and the row committing). Only files untouched
 * for `staleUploadMs`: another instance sharing the folder may be writing or committing a fresh one.
 * Returns how many were removed; a missing folder is nothing to clean.
 *
 * @example
 * await removeStaleUploads(db, join(dataDir, 'uploads'))
 */
export async function removeStaleUploads(
  db: Kysely<Database>,
  dir: string,
  now: number = Date.now(),
): Promise<number> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  const stale: string[] = []
  for (const name of names) {
    const temporary = name.startsWith(temporaryPrefix) && name.endsWith(temporarySuffix)
    if (!temporary && !uploadNamePattern.test(name)) continue
    try {
      if (now - (await stat(join(dir, name))).mtimeMs >= staleUploadMs) stale.push(name)
    } catch (error) {
      // Finished (renamed) or removed by someone else meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  const stored = stale.filter((name) => uploadNamePattern.test(name))
  const listed = new Set<string>()
  for (let start = 0; start < stored.length; start += 500) {
    const rows = await db
      .selectFrom('uploads')
      .select('name')
      .where('name', 'in', stored.slice(start, start + 500))
      .execute()
    for (const row of rows) listed.add(row.name)
  }
  let removed = 0
  for (const name of stale) {
    if (listed.has(name)) continue
    // A stored file is checked again just before it goes: a row may have named it meanwhile.
    if (uploadNamePattern.test(name) && (await uploadListed(db, name))) continue
    await rm(join(dir, name), { force: true })
    removed++
  }
  return removed
}

/** The size of a stored upload file, or undefined when there is none by that name. */
export async function uploadFileSize(dir: string, name: string): Promise<number | undefined> {
  if (!uploadNamePattern.test(name)) return undefined
  try {
    const info = await stat(join(dir, name))
    return info.isFile() ? info.size : undefined
  } catch {
    return undefined
  }
}
