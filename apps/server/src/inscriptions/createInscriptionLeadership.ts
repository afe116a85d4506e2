import { hostname } from 'node:os'
import type pg from 'pg'
import { inscriptionLockKey } from './inscriptionLockKey.ts'

/** This instance's lead of one chain's indexer. */
export type InscriptionLease = {
  /**
   * Aborted when the lead is lost: the lock's connection died (PostgreSQL restarted, the network
   * cut) or did not answer a check in time. The follower then stops writing and tries again.
   */
  lost: AbortSignal
  /** Gives the lead up; when the unlock cannot be sent, the connection is ended, which frees it too. */
  release: () => Promise<void>
}

export type InscriptionLeadership = {
  /** Who this instance is, in its log lines and in `pg_stat_activity`: `<host name>/<process id>`. */
  instance: string
  /**
   * Tries once to take the lead of a chain: its lease, or undefined while another instance leads
   * it. Throws when PostgreSQL cannot be reached.
   */
  tryLead: (chainId: number) => Promise<InscriptionLease | undefined>
  /** Ends the lock connection (PostgreSQL releases every lead it held); later tries throw. */
  close: () => Promise<void>
}

export type InscriptionLeadershipOptions = {
  /** A connection of its own, outside the pool (DatabaseHandle's `connectSession`). */
  connectSession: (applicationName: string) => Promise<pg.Client>
  /**
   * How often the lock's connection is checked, and how long a check may take before the
   * connection counts as dead; default 2,000 ms. An instance cut off from PostgreSQL stops writing
   * within about twice this.
   */
  checkMs?: number | undefined
  /**
   * Told of a lock connection that could not be ended or opened where nobody awaits it (its lead
   * is given up all the same: PostgreSQL frees the locks when the socket closes).
   */
  onConnectionError?: ((error: unknown, what: string) => void) | undefined
}

/** One connection's lock state: its client, and a signal aborted when it dies. */
type LockSession = { client: pg.Client; dead: AbortController }

/**
 * The election of the instance that indexes each chain when several servers share one PostgreSQL
 * database: whoever holds the chain's session-level advisory lock (`pg_try_advisory_lock`, key
 * `lead` of inscriptionLockKey.ts) follows it, the others serve reads from the database and try again
 * now and then. The locks live on one dedicated connection per instance, never a pooled one (a
 * session lock belongs to its connection, and would go back to the pool with it). PostgreSQL frees
 * them when that connection closes: a clean stop, a killed process (the kernel closes its socket),
 * and, through TCP keepalives asked of the server, a machine gone silent within about 15 s. The
 * connection is checked every `checkMs`; when it dies every lease's `lost` is aborted, and the next
 * try opens a new one.
 *
 * Writes stay safe without the lock too: every write of the index is a compare-and-set on the
 * chain's position (inscriptionStore.ts), so a leader that lost its lead in the middle of a batch
 * cannot store a block the new one stored. The lock saves the double work.
 *
 * @example
 * const leadership = createInscriptionLeadership({ connectSession: database.connectSession })
 * const lease = await leadership.tryLead(56) // undefined: another instance leads chain 56
 * lease?.lost.addEventListener('abort', () => console.log('lost the lead of chain 56'))
 */
export function createInscriptionLeadership(options: InscriptionLeadershipOptions): InscriptionLeadership {
  const instance = `${hostname()}/${process.pid}`
  const checkMs = options.checkMs ?? 2000
  let session: LockSession | undefined
  let opening: Promise<LockSession> | undefined
  let closed = false

  /** Ends a dead or closing session; its leases learn it through `dead`. */
  function end(current: LockSession, reason: unknown) {
    if (current.dead.signal.aborted) return
    current.dead.abort(reason)
    if (session === current) session = undefined
    // Nothing waits for the goodbye of a connection that may be gone: PostgreSQL frees its locks
    // when the socket closes, whether or not the Terminate message arrives.
    current.client
      .end()
      .catch((error: unknown) =>
        options.onConnectionError?.(error, 'could not end the inscription lock connection'),
      )
  }

  /**
   * Checks the connection every `checkMs` until it dies; no answer within `checkMs` counts as dead.
   * Its timers are stopped when the session ends.
   */
  function check(current: LockSession) {
    const timers: NodeJS.Timeout[] = []
    current.dead.signal.addEventListener('abort', () => timers.forEach(clearTimeout), { once: true })
    const schedule = () => {
      timers.length = 0
      if (current.dead.signal.aborted) return
      const next = setTimeout(() => {
        const late = setTimeout(
          () =>
            end(current, new Error(`the inscription lock connection did not answer within ${checkMs} ms`)),
          checkMs,
        )
        late.unref()
        timers.push(late)
        current.client.query('select 1').then(
          () => {
            clearTimeout(late)
            schedule()
          },
          (error: unknown) => end(current, error),
        )
      }, checkMs)
      // The checks alone must not keep a stopping process alive.
      next.unref()
      timers.push(next)
    }
    schedule()
  }

  async function open(): Promise<LockSession> {
    const client = await options.connectSession(`tokenbox inscription index ${instance}`)
    const current: LockSession = { client, dead: new AbortController() }
    // An unhandled 'error' would crash the process; a dead connection is a lost lead, nothing more.
    client.on('error', (error) => end(current, error))
    client.on('end', () => end(current, new Error('the inscription lock connection closed')))
    try {
      // PostgreSQL's own keepalive waits two hours before dropping a silent client, and its locks
      // with it: about 15 s instead (5 s of silence, then 3 probes 3 s apart). Ignored on a socket file.
      await client.query(
        'set tcp_keepalives_idle = 5; set tcp_keepalives_interval = 3; set tcp_keepalives_count = 3',
      )
    } catch (error) {
      end(current, error)
      throw error
    }
    if (closed) {
      end(current, new Error('closed'))
      throw new Error('The inscription leadership is closed')
    }
    check(current)
    return current
  }

  /** The live session, opened once for concurrent callers. */
  async function live(): Promise<LockSession> {
    if (closed) throw new Error('The inscription leadership is closed')
    if (session && !session.dead.signal.aborted) return session
    opening ??= open().finally(() => {
      opening = undefined
    })
    session = await opening
    return session
  }

  return {
    instance,
    tryLead: async (chainId) => {
      const current = await live()
      const key = inscriptionLockKey('lead', chainId)
      const { rows } = await current.client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as locked',
        [key],
      )
      if (rows[0]?.locked !== true) return undefined
      return {
        lost: current.dead.signal,
        release: async () => {
          if (current.dead.signal.aborted) return
          try {
            await current.client.query('select pg_advisory_unlock($1::bigint)', [key])
          } catch (error) {
            end(current, error)
          }
        },
      }
    },
    close: async () => {
      closed = true
      // A connection still opening is ended by open() itself, which sees `closed`; one that failed
      // to open holds nothing.
      const current =
        session ??
        (await opening?.catch((error: unknown) => {
          options.onConnectionError?.(error, 'could not open the inscription lock connection')
          return undefined
        }))
      if (!current || current.dead.signal.aborted) return
      current.dead.abort(new Error('closed'))
      session = undefined
      await current.client.end()
    },
  }
}
