import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { clientKeyOf } from './clientKeyOf.ts'

/**
 * How long the server waits on a client (issue 76 point 5: with Fastify's default `requestTimeout`
 * of 0, 800 bodies sent a byte every 10 s were all still open at 98 s, and 1,200 such connections
 * under a 1,024-file limit left no health probe answered). docs/server-api.md states them.
 */
export type ConnectionLimits = {
  /** The whole request, headers and body, must have arrived within this (Node's requestTimeout). */
  requestTimeoutMs: number
  /** The request's headers must have arrived within this (Node's headersTimeout). */
  headersTimeoutMs: number
  /**
   * A connection on which nothing is read or written for this long is closed, a response in
   * progress included (a client that stopped reading an answer); Fastify's connectionTimeout.
   */
  idleTimeoutMs: number
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number
  /** How often Node checks the request and headers timeouts (its default, 30 s, would add up to that). */
  checkIntervalMs: number
  /**
   * Connections one client (its IP; an IPv6 client by its /64) may hold open at once; the next is
   * closed as soon as it is accepted. Undefined: no cap (behind a trusted proxy every connection
   * comes from the proxy, which must do this itself).
   */
  perClient: number | undefined
}

export const defaultConnectionLimits: ConnectionLimits = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 10_000,
  checkIntervalMs: 2_000,
  // A browser opens 6 per origin, a busy API client a few dozen: 64 cut off a load generator's 32
  // keep-alive loops when its connections turned over (bench/server/fairnessBench.ts), while 800
  // slow bodies from one address are still 256 at most.
  perClient: 256,
}

/**
 * Caps the connections each client holds open on `server` (ConnectionLimits.perClient), counted
 * in this process: a connection over the cap is destroyed when accepted, before any byte of it is
 * read. Returns the count of open connections per client key (tests read it).
 *
 * @example
 * capConnectionsPerClient(app.server, 64)
 */
export function capConnectionsPerClient(server: Server, perClient: number): Map<string, number> {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const key = clientKeyOf(socket.remoteAddress ?? '')
    const count = open.get(key) ?? 0
    if (count >= perClient) {
      socket.destroy()
      return
    }
    open.set(key, count + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left <= 0) open.delete(key)
      else open.set(key, left)
    })
  })
  return open
}
