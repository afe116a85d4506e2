/**
 * The most bytes of one explorer reply the server reads: 16 MiB. The largest replies the proxies
 * ask for are a verified contract's source (`getsourcecode`: a big protocol's standard-JSON input,
 * escaped twice, runs to a few MB) and a page of 1,000 logs (about 0.7 MB); verification replies
 * are a few hundred bytes. A reply past this is not an explorer's answer, and reading it whole
 * would hold that much memory per request.
 */
export const explorerMaxReplyBytes = 16 * 1024 * 1024

/** Why an explorer reply was refused before its JSON was read; the cause of a RequestNetworkError. */
export class ExplorerReplyRefusedError extends Error {
  override name = 'ExplorerReplyRefusedError'
}

/** `body`, erroring (and so cancelling the rest of the download) once it passes `maxBytes`. */
function capped(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  let read = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength
        if (read > maxBytes) {
          controller.error(new ExplorerReplyRefusedError(`the reply is longer than ${maxBytes} bytes`))
        } else {
          controller.enqueue(chunk)
        }
      },
    }),
  )
}

/**
 * The fetch of every explorer call that carries the server's key (core's request options take it),
 * which follows no redirect and reads at most `maxReplyBytes`:
 * - a 3xx is refused, not followed: the key rides in the query (GET) or the form (POST, which a 307
 *   or 308 would send again), so a redirect would hand it to whatever host the reply names;
 * - a reply declaring a longer Content-Length is refused before its body is read, and one that
 *   grows past the cap while streaming is cut off there, the rest never downloaded.
 * Either rejects, so core's request layer ends it as a RequestNetworkError (cause: an
 * ExplorerReplyRefusedError) and the routes answer `explorer.unreachable`, as for any explorer down.
 *
 * @example
 * const requestOptions = { timeoutMs: 20_000, fetch: explorerFetch(explorerMaxReplyBytes) }
 * await explorerGet(apiUrl, { module: 'contract', action: 'getsourcecode', address, apikey }, requestOptions)
 */
export function explorerFetch(maxReplyBytes: number = explorerMaxReplyBytes): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, { ...init, redirect: 'manual' })
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel()
      throw new ExplorerReplyRefusedError(`the explorer answered HTTP ${response.status}, a redirect`)
    }
    const declared = Number(response.headers.get('content-length'))
    if (declared > maxReplyBytes) {
      await response.body?.cancel()
      throw new ExplorerReplyRefusedError(`the reply declares ${declared} bytes, over ${maxReplyBytes}`)
    }
    if (response.body === null) return response
    return new Response(capped(response.body, maxReplyBytes), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}
