import multipart, { type MultipartValue } from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import {
  deleteUpload,
  listUploads,
  removeStaleUploads,
  staleUploadMs,
  storeUpload,
  type UploadKind,
  UploadRefusedError,
  uploadKinds,
  uploadMaxBytes,
} from '../../content/uploads.ts'
import type { DatabaseHandle } from '../../db/createDatabase.ts'
import { bodyLimits } from '../../limits/bodyGuard.ts'
import { adminCodes } from '../adminCodes.ts'
import { AdminError, adminSuccess } from '../adminEnvelope.ts'
import { adminOf, requireAdmin } from '../requireAdmin.ts'
import { adminListRoute } from './adminListRoute.ts'
import { contentWriters, invalidInput } from './contentSchemas.ts'

export type UploadAdminRoutesOptions = {
  database: DatabaseHandle
  /** DATA_DIR/uploads. */
  dir: string
}

/**
 * 40001 for a refused file: the English message as before, and the refusal's `reason` code beside
 * it in `data.problems`, so the console says it in the operator's language (issue 77).
 */
function invalidFile(message: string, reason: string): AdminError {
  const problem = `${message.replace(/\.$/, '')} (${reason})`
  return new AdminError(adminCodes.invalidInput, `Invalid file: ${problem}.`, {
    data: { problems: [{ field: 'file', message: problem, reason }] },
  })
}

/**
 * Uploads of chain icons and dApp images, under /prod-api/vue-element-admin:
 *
 * - POST upload (multipart/form-data: one part `file`; `kind` chain|dapp as a query parameter or a
 *   form field before the file, default dapp) -> {upload: {name, kind, contentType, size,
 *   originalName, uploadedBy, createdAt, url}, created} [admin, editor]. At most 1 MiB and 4096 x
 *   4096 pixels (read from the headers); PNG, JPEG, WebP or GIF judged by the content's first bytes
 *   (SVG refused); a file name with control characters (NUL) refused before anything is stored;
 *   stored as `<sha256>.<ext>` (the same image twice: created false); served at `url`
 *   (/uploads/<name>). A refused or interrupted upload leaves no file (content/uploads.ts); a body
 *   cut off before its closing boundary answers 40001 (unreadable). Only files a row names are
 *   served; what a server killed mid-upload leaves (a temporary file, a file whose row never
 *   committed) is removed at the next start and every 10 minutes.
 * - GET upload/list?page&limit&kind -> {total, items} [admin, editor, visitor].
 * - DELETE upload/:name -> {deleted: true} [admin, editor]: the row and the file, or a file no row
 *   names; 40004 when there is neither.
 *
 * @example
 * await admin.register(uploadAdminRoutes, { prefix: '/vue-element-admin', database, dir })
 */
export const uploadAdminRoutes: FastifyPluginAsync<UploadAdminRoutesOptions> = async (admin, options) => {
  const { db } = options.database
  // What uploads a killed server never finished left behind: at start, then now and then.
  await removeStaleUploads(db, options.dir)
  const sweep = setInterval(() => {
    removeStaleUploads(db, options.dir).catch((error: unknown) =>
      admin.log.warn({ err: error }, 'could not remove stale upload files'),
    )
  }, staleUploadMs)
  sweep.unref()
  admin.addHook('onClose', async () => clearInterval(sweep))
  // Scoped to this plugin: no other admin route accepts multipart bodies.
  await admin.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 4, fieldSize: 256, parts: 5, headerPairs: 100 },
  })

  admin.post(
    '/upload',
    {
      bodyLimit: bodyLimits.upload,
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: {
        querystring: {
          type: 'object',
          properties: { kind: { type: 'string', enum: uploadKinds } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw invalidFile('send multipart/form-data with a part named file.', 'missing')
      let file: Awaited<ReturnType<typeof request.file>>
      try {
        file = await request.file()
      } catch (error) {
        throw invalidFile(`the form could not be read (${(error as Error).message}).`, 'unreadable')
      }
      if (file?.fieldname !== 'file') throw invalidFile('send one part named file.', 'missing')
      const field = file.fields.kind as MultipartValue<unknown> | undefined
      const kind = (request.query as { kind?: UploadKind }).kind ?? field?.value ?? 'dapp'
      if (!uploadKinds.includes(kind as UploadKind)) {
        throw invalidInput('kind', 'must be chain or dapp')
      }
      try {
        const stored = await storeUpload(db, {
          dir: options.dir,
          stream: file.file,
          isTruncated: () => file.file.truncated,
          kind: kind as UploadKind,
          originalName: file.filename,
          uploadedBy: adminOf(request).username,
        })
        return adminSuccess(stored)
      } catch (error) {
        if (error instanceof UploadRefusedError) throw invalidFile(error.message, error.reason)
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw invalidFile(new UploadRefusedError('tooLarge').message, 'tooLarge')
        }
        throw error
      }
    },
  )

  adminListRoute<{ kind?: UploadKind }>(
    admin,
    '/upload/list',
    { kind: { type: 'string', enum: uploadKinds } },
    (query) => listUploads(db, { kind: query.kind }, query),
  )

  admin.delete(
    '/upload/:name',
    {
      onRequest: requireAdmin({ roles: contentWriters }),
      schema: {
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[0-9a-f]{64}\\.(png|jpg|webp|gif)$' } },
        },
      },
    },
    async (request) => {
      const { name } = request.params as { name: string }
      if (!(await deleteUpload(db, { dir: options.dir, name }))) {
        throw new AdminError(adminCodes.notFound, 'No upload with this name.')
      }
      return adminSuccess({ deleted: true })
    },
  )
}
