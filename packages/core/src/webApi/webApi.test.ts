import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { describe, expect, it } from 'vitest'
import { useTestHttpServer } from '../../testing/useTestHttpServer.ts'
import { HttpStatusError } from '../errors/request.ts'
import { fetchAnnouncement, fetchAnnouncements, toAnnouncement } from './announcements.ts'
import { reportDeployment } from './deployments.ts'
import { type ClientErrorReport, createErrorReporter } from './errorReporter.ts'
import { sendFeedback, validateFeedback } from './feedback.ts'
import { scrubSecrets } from './scrubSecrets.ts'

const posts: { path: string; body: Record<string, string> }[] = []
let feedbackStatus = 200

const api = useTestHttpServer(async (request, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  const path = new URL(request.url ?? '/', 'http://x').pathname
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(value))
  }
  if (request.method === 'POST') posts.push({ path, body: Object.fromEntries(new URLSearchParams(body)) })
  if (path === '/api/v1/web/feedback')
    return feedbackStatus === 200
      ? json(200, { status: '1', message: 'ok', data: { id: 1 } })
      : json(feedbackStatus, { status: '0', message: 'feedback.rateLimited', data: null })
  if (path === '/api/v1/web/announcements')
    return json(200, {
      status: '1',
      data: [
        {
          id: 2,
          title: 'Base added',
          summary: 'Now on Base',
          importance: 3,
          displayTime: '2026-11-20T10:00:00Z',
          pageviews: 4,
        },
        { id: 1, title: 'Spec names', content_short: 'short', importance: 9, display_time: '2026-11-01' },
        { id: 3, summary: 'no title' },
      ],
    })
  if (path === '/api/v1/web/announcements/2')
    return json(200, {
      status: '1',
      data: { id: 2, title: 'Base added', content: 'Full text', importance: 3 },
    })
  if (path === '/api/v1/web/deployments') return json(500, { message: 'down' })
  json(404, { message: 'not found' })
})

describe('feedback', () => {
  const good = { category: 'bug', description: 'The lock page shows no date', email: '', contact: '@me' }

  it('accepts a good form and marks every bad field', () => {
    expect(validateFeedback(good)).toEqual({})
    expect(
      validateFeedback({
        category: 'spam',
        description: '  short  ',
        email: 'no-at',
        contact: 'x'.repeat(201),
      }),
    ).toEqual({
      category: { key: 'category' },
      description: { key: 'descriptionShort', params: { min: 10, count: 10 } },
      email: { key: 'email' },
      contact: { key: 'contactLong', params: { max: 200, count: 200 } },
    })
    expect(validateFeedback({ ...good, description: '   ' }).description).toEqual({ key: 'descriptionEmpty' })
    expect(validateFeedback({ ...good, description: 'x'.repeat(5001) }).description?.key).toBe(
      'descriptionLong',
    )
    // Counted in characters, not UTF-16 units: ten emoji are ten characters.
    expect(validateFeedback({ ...good, description: '🐛'.repeat(10) })).toEqual({})
    expect(validateFeedback({ ...good, contact: '', email: ' me@example.com ' })).toEqual({})
    // An email or a contact: the team must be able to answer.
    expect(validateFeedback({ ...good, contact: ' ' }).email).toEqual({ key: 'emailOrContact' })
  })

  it('posts the trimmed form and leaves empty optional fields out', async () => {
    feedbackStatus = 200
    await sendFeedback(
      { ...good, description: '  text of the report  ', email: ' me@example.com ', contact: '' },
      { baseUrl: api.baseUrl },
    )
    expect(posts.at(-1)).toEqual({
      path: '/api/v1/web/feedback',
      body: { category: 'bug', description: 'text of the report', email: 'me@example.com' },
    })
  })

  it('rejects with the status of a refusal (rate limit)', async () => {
    feedbackStatus = 429
    const error = await sendFeedback(good, { baseUrl: api.baseUrl }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 429, serverMessage: 'feedback.rateLimited' })
  })
})

describe('announcements', () => {
  it('lists what can be shown, reading either spelling, importance kept within 1 to 3', async () => {
    const list = await fetchAnnouncements({ baseUrl: api.baseUrl })
    expect(list).toEqual([
      {
        id: '2',
        title: 'Base added',
        summary: 'Now on Base',
        importance: 3,
        displayTime: '2026-11-20T10:00:00Z',
        pageviews: 4,
      },
      {
        id: '1',
        title: 'Spec names',
        summary: 'short',
        importance: 3,
        displayTime: '2026-11-01',
        pageviews: 0,
      },
    ])
  })

  it('reads one with its full text', async () => {
    await expect(fetchAnnouncement('2', { baseUrl: api.baseUrl })).resolves.toMatchObject({
      id: '2',
      content: 'Full text',
    })
    expect(toAnnouncement(null)).toBeNull()
  })
})

describe('reportDeployment', () => {
  it('never rejects, even when the server fails', async () => {
    const report = { kind: 'token', chainId: 31337, address: '0x1', txHash: '0x2', deployer: '0x3' } as const
    await expect(reportDeployment(report, { baseUrl: api.baseUrl })).resolves.toBe(false)
    expect(posts.at(-1)).toEqual({ path: '/api/v1/web/deployments', body: { ...report, chainId: '31337' } })
    await expect(reportDeployment(report, { baseUrl: 'http://127.0.0.1:1' })).resolves.toBe(false)
  })
})

describe('scrubSecrets', () => {
  const key = `0x${'a1'.repeat(32)}`

  it('removes private keys with or without 0x, also inside longer hex', () => {
    expect(scrubSecrets(`bad key ${key}!`)).toBe('bad key [hex removed]!')
    expect(scrubSecrets(`raw ${'F0'.repeat(32)} end`)).toBe('raw [hex removed] end')
    expect(scrubSecrets(`data 0xa9059cbb${'0'.repeat(24)}${'b2'.repeat(32)}`)).toBe('data [hex removed]')
    // An address (40 hex digits) is not a secret and stays.
    expect(scrubSecrets('to 0x00000000000000000000000000000000000d0a7e')).toBe(
      'to 0x00000000000000000000000000000000000d0a7e',
    )
  })

  it('removes 12- and 24-word mnemonics however they are quoted, and keeps ordinary text', () => {
    for (const strength of [128, 256]) {
      const mnemonic = generateMnemonic(wordlist, strength)
      const scrubbed = scrubSecrets(`Invalid mnemonic "${mnemonic}" at index 3`)
      expect(scrubbed).toBe('Invalid mnemonic "[mnemonic removed]" at index 3')
      const listed = mnemonic.split(' ').join(', ')
      expect(scrubSecrets(`words: ${listed}.`)).toBe('words: [mnemonic removed].')
    }
    // Eleven words in a row is not a mnemonic; ordinary English is left alone.
    const eleven = generateMnemonic(wordlist, 128).split(' ').slice(0, 11).join(' ')
    expect(scrubSecrets(eleven)).toBe(eleven)
    const message = 'TypeError: Cannot read properties of undefined (reading "address") at render'
    expect(scrubSecrets(message)).toBe(message)
  })

  it('removes extended private keys', () => {
    const xprv = `xprv${'9s21ZrQH143K'.repeat(10)}`
    expect(scrubSecrets(`seed ${xprv}`)).toBe('seed [key removed]')
  })
})

describe('createErrorReporter', () => {
  const make = (maxReports?: number) => {
    const sent: ClientErrorReport[] = []
    const report = createErrorReporter({
      send: async (entry) => {
        sent.push(entry)
        throw new Error('server down')
      },
      maxReports,
      url: () => `http://app/wa/cr?key=${'ab'.repeat(32)}`,
      userAgent: 'TestAgent/1',
    })
    return { sent, report }
  }

  it('sends each error once, scrubbed, with url and user agent, and survives a failing send', () => {
    const { sent, report } = make()
    const mnemonic = generateMnemonic(wordlist, 128)
    const error = new Error(`cannot derive from ${mnemonic}`)
    expect(report(error, 'window.onerror')).toBe(true)
    expect(report(error, 'unhandledrejection')).toBe(false)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.err.message).toBe('Error: cannot derive from [mnemonic removed]')
    expect(sent[0]!.err.stack).toContain('[mnemonic removed]')
    expect(JSON.stringify(sent[0])).not.toContain(mnemonic.split(' ').slice(4, 7).join(' '))
    expect(sent[0]).toMatchObject({
      info: 'window.onerror',
      url: 'http://app/wa/cr?key=[hex removed]',
      userAgent: 'TestAgent/1',
    })
    expect(report('a thrown string', `in Screen with 0x${'cd'.repeat(32)}`)).toBe(true)
    expect(sent[1]).toMatchObject({
      err: { message: 'a thrown string', stack: '' },
      info: 'in Screen with [hex removed]',
    })
  })

  it('stops after the cap for the page load', () => {
    const { sent, report } = make(3)
    for (let index = 0; index < 20; index += 1) report(new Error(`failure ${index}`), 'loop')
    expect(sent.map((entry) => entry.err.message)).toEqual([
      'Error: failure 0',
      'Error: failure 1',
      'Error: failure 2',
    ])
  })
})
