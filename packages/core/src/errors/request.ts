import { BaseError } from './BaseError.ts'

/** The request never got an HTTP answer: DNS, refused connection, reset, CORS. */
export class RequestNetworkError extends BaseError {
  url: string
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The request could not reach the server.', {
      cause,
      metaMessages: [`URL: ${url}`],
      name: 'RequestNetworkError',
    })
    this.url = url
  }
}

/** No answer within the timeout (60 s for the backend and explorers, per spec 000 section 9). */
export class RequestTimeoutError extends BaseError {
  url: string
  timeoutMs: number
  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super(`The request took longer than ${timeoutMs} ms.`, {
      metaMessages: [`URL: ${url}`],
      name: 'RequestTimeoutError',
    })
    this.url = url
    this.timeoutMs = timeoutMs
  }
}

/** The server answered with a non-2xx status; `serverMessage` is the body's `message` when it has one. */
export class HttpStatusError extends BaseError {
  url: string
  status: number
  serverMessage: string
  body: unknown
  constructor({
    url,
    status,
    serverMessage,
    body,
  }: { url: string; status: number; serverMessage: string; body: unknown }) {
    super(serverMessage, {
      details: `HTTP ${status}`,
      metaMessages: [`URL: ${url}`],
      name: 'HttpStatusError',
    })
    this.url = url
    this.status = status
    this.serverMessage = serverMessage
    this.body = body
  }
}

/** A 2xx reply whose body is not JSON. */
export class ReplyParseError extends BaseError {
  url: string
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The server reply is not valid JSON.', {
      cause,
      metaMessages: [`URL: ${url}`],
      name: 'ReplyParseError',
    })
    this.url = url
  }
}

/**
 * A reply the spec's rule rejects (spec 000 section 7): its status is neither "1" nor "0" and
 * its result is empty. The short message is the server's message, or "Error".
 */
export class ReplyRejectedError extends BaseError {
  url: string
  body: unknown
  constructor({ url, serverMessage, body }: { url: string; serverMessage: string; body: unknown }) {
    super(serverMessage, { metaMessages: [`URL: ${url}`], name: 'ReplyRejectedError' })
    this.url = url
    this.body = body
  }
}
