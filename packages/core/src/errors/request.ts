import { BaseError, type BaseErrorParameters } from './BaseError.ts'

/** A failure of a request to one URL: the error keeps the URL, and names it for whoever debugs. */
export class UrlError extends BaseError {
  url: string
  constructor(
    shortMessage: string,
    { url, ...parameters }: Omit<BaseErrorParameters, 'metaMessages'> & { url: string },
  ) {
    super(shortMessage, { ...parameters, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}

/** The request never got an HTTP answer: DNS, refused connection, reset, CORS. */
export class RequestNetworkError extends UrlError {
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The request could not reach the server.', {
      cause,
      url,
      name: 'RequestNetworkError',
    })
  }
}

/** No answer within the timeout (60 s for the backend and explorers, per spec 000 section 9). */
export class RequestTimeoutError extends UrlError {
  timeoutMs: number
  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super(`The request took longer than ${timeoutMs} ms.`, {
      url,
      name: 'RequestTimeoutError',
    })
    this.timeoutMs = timeoutMs
  }
}

/** The server answered with a non-2xx status; `serverMessage` is the body's `message` when it has one. */
export class HttpStatusError extends UrlError {
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
      url,
      name: 'HttpStatusError',
    })
    this.status = status
    this.serverMessage = serverMessage
    this.body = body
  }
}

/** A 2xx reply whose body is not JSON. */
export class ReplyParseError extends UrlError {
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The server reply is not valid JSON.', {
      cause,
      url,
      name: 'ReplyParseError',
    })
  }
}

/**
 * A reply the spec's rule rejects (spec 000 section 7): its status is neither "1" nor "0" and
 * its result is empty. The short message is the server's message, or "Error".
 */
export class ReplyRejectedError extends UrlError {
  body: unknown
  constructor({ url, serverMessage, body }: { url: string; serverMessage: string; body: unknown }) {
    super(serverMessage, { url, name: 'ReplyRejectedError' })
    this.body = body
  }
}
