import { getAdminToken } from './adminToken.ts'
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

/** The console's client of the admin API (see createAdminClient), with the stored token. */
export const adminApi = createAdminClient({ getToken: () => getAdminToken(), feedback: () => installed })
