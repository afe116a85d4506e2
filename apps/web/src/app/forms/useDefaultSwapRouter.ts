import { Form, type FormInstance } from 'antd'
import { useEffect } from 'react'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'

/**
 * The connected chain's exchanges for a form's `router` field, keeping that field valid: the first
 * exchange is the default, and a chain switch replaces a router of another chain.
 *
 * @example
 * const { entry, swaps } = useDefaultSwapRouter(form)
 */
export function useDefaultSwapRouter(form: FormInstance) {
  const { entry } = useConnectedChainEntry()
  const swaps = entry?.swaps ?? []
  const router = Form.useWatch('router', form)
  useEffect(() => {
    if (swaps.length && !swaps.some((swap) => swap.router === router))
      form.setFieldValue('router', swaps[0]!.router)
  }, [swaps, router, form])
  return { entry, swaps }
}
