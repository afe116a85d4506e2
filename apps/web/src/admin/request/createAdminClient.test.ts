import { describe, expect, it, vi } from 'vitest'
import { AdminApiError } from './AdminApiError.ts'
import { type AdminRequestFeedback, createAdminClient } from './createAdminClient.ts'

function setup(answer: (url: string, init: RequestInit) => Promise<Response>, session: number | null = 1) {
  const calls: { url: string; init: RequestInit }[] = []
  const feedback: AdminRequestFeedback = {
    toastError: vi.fn(),
    confirmLogout: vi.fn(),
    describe: (kind, { status, timeoutMs }) => `${kind}:${status ?? ''}:${timeoutMs}`,
  }
  const client = createAdminClient({
    getSession: () => session,
    feedback: () => feedback,
    timeoutMs: 50,
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init })
      return answer(String(input), init)
    },
  })
  return { client, calls, feedback }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createAdminClient', () => {
  it('sends under /prod-api with the cookie and the console marker, no token header, and resolves with data on 20000', async () => {
    const { client, calls, feedback } = setup(async () =>
      json({ code: 20000, message: 'ok', data: { a: 1 } }),
    )
    await expect(client.get('/vue-element-admin/user/info', { page: 2, empty: '' })).resolves.toEqual({
      a: 1,
    })
    expect(calls[0]?.url).toBe('/prod-api/vue-element-admin/user/info?page=2')
    const headers = calls[0]?.init.headers as Record<string, string> | undefined
    // Issue 76: the token is in the server's HttpOnly cookie; the marker lets the server take it.
    expect(headers?.['x-tokenbox-admin']).toBe('1')
    expect(headers?.['x-token']).toBeUndefined()
    expect(calls[0]?.init.credentials).toBe('same-origin')
    expect(feedback.toastError).not.toHaveBeenCalled()
  })

  it('sends the marker signed out too, and JSON bodies on POST', async () => {
    const { client, calls } = setup(async () => json({ code: 20000, data: { token: 't' } }), null)
    await client.post('/vue-element-admin/user/login', { username: 'a', password: 'b' })
    const headers = calls[0]?.init.headers as Record<string, string> | undefined
    expect(headers?.['x-tokenbox-admin']).toBe('1')
    expect(headers?.['content-type']).toBe('application/json')
    expect(calls[0]?.init.body).toBe('{"username":"a","password":"b"}')
  })

  it('toasts the message of a failure envelope and rejects with its code, without the logout dialog', async () => {
    const { client, feedback } = setup(async () =>
      json({ code: 60204, message: 'Account and password are incorrect.', data: null }),
    )
    const failure = client.post('/vue-element-admin/user/login', {})
    await expect(failure).rejects.toMatchObject({ kind: 'envelope', code: 60204 })
    expect(feedback.toastError).toHaveBeenCalledWith('Account and password are incorrect.')
    expect(feedback.confirmLogout).not.toHaveBeenCalled()
  })

  it("says a refused upload in the operator's language when the server names its reason (issue 77)", async () => {
    const { client, feedback } = setup(async () =>
      json({
        code: 40001,
        message: 'Invalid file: Only PNG, JPEG, WebP and GIF images are accepted (SVG is not) (type).',
        data: { problems: [{ field: 'file', message: '…', reason: 'type' }] },
      }),
    )
    feedback.refusal = (field, reason) => (field === 'file' && reason === 'type' ? '只接受图片' : undefined)
    await expect(client.upload('/vue-element-admin/upload', new FormData())).rejects.toMatchObject({
      code: 40001,
      message: '只接受图片',
    })
    expect(feedback.toastError).toHaveBeenCalledWith('只接受图片')
    // A reason the console has no words for keeps the server's message.
    feedback.refusal = () => undefined
    await expect(client.upload('/vue-element-admin/upload', new FormData())).rejects.toMatchObject({
      message: 'Invalid file: Only PNG, JPEG, WebP and GIF images are accepted (SVG is not) (type).',
    })
  })

  it('rejects quietly an answer to a request sent under a session that has since been replaced', async () => {
    // A page asks with the old token while a role switch is on its way; the server then answers
    // 50008 for the old token. The new session must not get a toast or the logout dialog.
    let session = 1
    const feedback: AdminRequestFeedback = {
      toastError: vi.fn(),
      confirmLogout: vi.fn(),
      describe: () => 'x',
    }
    const client = createAdminClient({
      getSession: () => session,
      feedback: () => feedback,
      fetch: async () => {
        session = 2
        return json({ code: 50008, message: 'Illegal token', data: null })
      },
    })
    await expect(client.get('/vue-element-admin/dashboard/stats')).rejects.toMatchObject({ code: 50008 })
    expect(feedback.toastError).not.toHaveBeenCalled()
    expect(feedback.confirmLogout).not.toHaveBeenCalled()
    // The same answer to a request of the current session still opens the dialog.
    await expect(client.get('/vue-element-admin/dashboard/stats')).rejects.toMatchObject({ code: 50008 })
    expect(feedback.toastError).toHaveBeenCalledWith('Illegal token')
    expect(feedback.confirmLogout).toHaveBeenCalledTimes(1)
  })

  it("shows 'Error' when the failure has no message", async () => {
    const { client, feedback } = setup(async () => json({ code: 40003, message: '' }))
    await expect(client.get('/x')).rejects.toBeInstanceOf(AdminApiError)
    expect(feedback.toastError).toHaveBeenCalledWith('Error')
  })

  it.each([50008, 50012, 50014])(
    'opens the Confirm logout dialog on %i as well as the toast',
    async (code) => {
      const { client, feedback } = setup(async () => json({ code, message: 'Token expired.' }))
      await expect(client.get('/x')).rejects.toMatchObject({ code })
      expect(feedback.toastError).toHaveBeenCalledWith('Token expired.')
      expect(feedback.confirmLogout).toHaveBeenCalledTimes(1)
    },
  )

  it('reads a failure envelope sent with an HTTP error status', async () => {
    const { client, feedback } = setup(async () => json({ code: 42900, message: 'Too many requests.' }, 429))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'envelope', code: 42900, status: 429 })
    expect(feedback.toastError).toHaveBeenCalledWith('Too many requests.')
  })

  it('toasts a network failure and rejects', async () => {
    const { client, feedback } = setup(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network', code: null })
    expect(feedback.toastError).toHaveBeenCalledWith('network::50')
    expect(feedback.confirmLogout).not.toHaveBeenCalled()
  })

  it('gives up after the timeout', async () => {
    const { client, feedback } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    )
    await expect(client.get('/slow')).rejects.toMatchObject({ kind: 'timeout' })
    expect(feedback.toastError).toHaveBeenCalledWith('timeout::50')
    // A request known to take long (the feedback export) sets its own.
    await expect(client.get('/slow', undefined, { timeoutMs: 80 })).rejects.toMatchObject({ kind: 'timeout' })
    expect(feedback.toastError).toHaveBeenLastCalledWith('timeout::80')
  })

  it('says "try again" in the operator\'s language when the server\'s database is away (50300)', async () => {
    const { client, feedback } = setup(async () =>
      json(
        {
          code: 50300,
          message: 'The service is briefly unavailable, please try again in a moment.',
          data: null,
        },
        503,
      ),
    )
    await expect(client.post('/vue-element-admin/user/login', {})).rejects.toMatchObject({
      kind: 'envelope',
      code: 50300,
      status: 503,
    })
    expect(feedback.toastError).toHaveBeenCalledWith('unavailable:503:50')
    expect(feedback.confirmLogout).not.toHaveBeenCalled()
  })

  it('treats a non-envelope HTTP error as a failure with its status', async () => {
    const { client, feedback } = setup(async () => new Response('Bad gateway', { status: 502 }))
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'httpStatus', status: 502 })
    expect(feedback.toastError).toHaveBeenCalledWith('httpStatus:502:50')
  })
})
