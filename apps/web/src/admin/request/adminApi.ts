import { type AdminRequestFeedback, createAdminClient } from './createAdminClient.ts'

// Until the React root installs its toasts and dialog, failures are only logged.
let installed: AdminRequestFeedback = {
  toastError: (text) => console.error(text),
  confirmLogout: () => {},
  describe: (kind, { status, timeoutMs }) =>
    kind === 'timeout'
      ? `timeout of ${timeoutMs}ms exceeded`
      : kind === 'httpStatus'
        ? `HTTP ${status}`
        : 'Network Error',
}

/**
 * Installs how request failures are shown (toasts and the logout dialog of the antd App); returns
 * a function that restores the previous one.
 *
 * @example
 * useEffect(() => installAdminRequestFeedback({ toastError, confirmLogout, describe }), [])
 */
export function installAdminRequestFeedback(feedback: AdminRequestFeedback): () => void {
  const previous = installed
  installed = feedback
  return () => {
    installed = previous
  }
}

// Until the session store is bound (main.tsx), no session: nothing is dropped as stale.
let currentSession: () => unknown = () => null

/**
 * Tells the request layer which session the console holds now (the session store's), so that an
 * answer to a request of an ended session is dropped quietly (createAdminClient).
 *
 * @example
 * bindAdminSession(() => session.getSnapshot().session)
 */
export function bindAdminSession(read: () => unknown): void {
  currentSession = read
}

/** The console's client of the admin API (see createAdminClient); the session rides in its cookie. */
export const adminApi = createAdminClient({ getSession: () => currentSession(), feedback: () => installed })
