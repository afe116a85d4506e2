import { HttpStatusError, RequestNetworkError } from '@tokenbox/core/errors/request.ts'
import { describe, expect, it } from 'vitest'
import { feedbackErrorKey } from './feedbackErrorKey.ts'

const http = (status: number, body: unknown, serverMessage = 'x') =>
  new HttpStatusError({ url: '/api/v1/web/feedback', status, serverMessage, body })

describe('feedbackErrorKey', () => {
  it('tells the rate limit, a refused field, another refusal, no connection and the rest apart', () => {
    expect(feedbackErrorKey(http(429, { message: 'too many requests' }))).toEqual({
      key: 'error.rateLimited',
    })
    expect(feedbackErrorKey(http(400, { message: 'invalid email', data: { field: 'email' } }))).toEqual({
      key: 'error.refusedField',
      fieldKey: 'field.email',
    })
    expect(feedbackErrorKey(http(413, { message: 'too large' }, 'too large'))).toEqual({
      key: 'error.refused',
      params: { reason: 'too large' },
    })
    expect(feedbackErrorKey(new RequestNetworkError({ url: '/x' }))).toEqual({ key: 'error.network' })
    expect(feedbackErrorKey(http(500, null))).toEqual({ key: 'error.failed' })
  })
})
