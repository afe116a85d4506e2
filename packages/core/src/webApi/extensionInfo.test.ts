import { describe, expect, it } from 'vitest'
import { useTestHttpServer } from '../../testing/useTestHttpServer.ts'
import { HttpStatusError } from '../errors/request.ts'
import { parseExtensionInfo, readExtensionInfo } from './extensionInfo.ts'

describe('parseExtensionInfo', () => {
  it('keeps a well-formed answer and drops the fields of the wrong shape', () => {
    expect(parseExtensionInfo({ available: true, version: '1.2.3', size: 4096 })).toEqual({
      available: true,
      version: '1.2.3',
      size: 4096,
    })
    expect(parseExtensionInfo({ available: true, version: '<b>1</b>', size: -1 })).toEqual({
      available: true,
    })
    expect(parseExtensionInfo({ available: true, version: 1, size: 1.5 })).toEqual({ available: true })
  })

  it('keeps the Firefox build beside the Chromium one, its size checked the same way', () => {
    expect(parseExtensionInfo({ available: true, size: 4096, firefox: { size: 4100 } })).toEqual({
      available: true,
      size: 4096,
      firefox: { size: 4100 },
    })
    expect(parseExtensionInfo({ available: true, firefox: { size: 'big' } })).toEqual({
      available: true,
      firefox: {},
    })
    expect(parseExtensionInfo({ available: true, firefox: true })).toEqual({ available: true })
    expect(parseExtensionInfo({ available: false, firefox: { size: 1 } })).toEqual({ available: false })
  })

  it('reads anything but available: true as not offered', () => {
    for (const data of [{ available: false, version: '1.0.0' }, { available: 'true' }, null, 'yes', []])
      expect(parseExtensionInfo(data), JSON.stringify(data)).toEqual({ available: false })
  })
})

describe('readExtensionInfo', () => {
  /** What the test server answers next: status and body. */
  let answer: [number, unknown] = [200, {}]

  const api = useTestHttpServer((request, response) => {
    if (request.url !== '/api/v1/web/extension') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(answer[0], { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer[1]))
  })

  it("reads the server's answer", async () => {
    answer = [200, { status: '1', message: 'OK', data: { available: true, version: '1.0.0', size: 812345 } }]
    expect(await readExtensionInfo({ baseUrl: api.baseUrl })).toEqual({
      available: true,
      version: '1.0.0',
      size: 812345,
    })
    answer = [200, { status: '1', message: 'OK', data: { available: false } }]
    expect(await readExtensionInfo({ baseUrl: api.baseUrl })).toEqual({ available: false })
  })

  it('rejects when it cannot ask, rather than answer "not offered"', async () => {
    answer = [500, { status: '0', message: 'internal server error', data: null }]
    await expect(readExtensionInfo({ baseUrl: api.baseUrl })).rejects.toBeInstanceOf(HttpStatusError)
  })
})
