import { useTranslation } from 'react-i18next'

/**
 * Returns a function that copies text and confirms it with the spec's messages: "copied" for 2 s,
 * or "Copy failed" when the browser refuses (no permission, insecure page).
 *
 * antd's message component is loaded on the first copy, not with the page: copying is rare and
 * the notification engine would otherwise weigh on every first load.
 *
 * @example
 * const copy = useCopyWithFeedback()
 * <Button onClick={() => copy(address)} />
 */
export function useCopyWithFeedback(): (text: string) => Promise<void> {
  const { t } = useTranslation('common')
  return async (text) => {
    const copied = await navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    )
    const { default: message } = await import('antd/es/message')
    if (copied) message.success({ content: t('wallet.copied'), duration: 2 })
    else message.error(t('wallet.copyFailed'))
  }
}
