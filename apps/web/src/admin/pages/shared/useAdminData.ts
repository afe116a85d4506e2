import { useCallback, useEffect, useState } from 'react'

export type AdminData<T> = {
  data: T | undefined
  loading: boolean
  /** Asks again (after a change); the previous data stays on screen meanwhile. */
  reload: () => void
}

/**
 * Loads `load()` when the page opens and whenever `key` changes (a search, a page number). A
 * failure was already shown by the request layer; the page keeps its last data. Answers of an
 * older key that arrive late are dropped.
 *
 * @example
 * const { data, loading, reload } = useAdminData(() => adminApi.get<Page>('/vue-element-admin/users', { name }), name)
 */
export function useAdminData<T>(load: () => Promise<T>, key: string): AdminData<T> {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [version, setVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` depends on; `load` itself is a new function every render.
  useEffect(() => {
    let current = true
    setLoading(true)
    load()
      .then(
        (answer) => {
          if (current) setData(answer)
        },
        () => {},
      )
      .finally(() => {
        if (current) setLoading(false)
      })
    return () => {
      current = false
    }
  }, [key, version])
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { data, loading, reload }
}
