import { App } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionStore } from '../session/SessionContext.ts'
import { installAdminRequestFeedback } from './adminApi.ts'
import { adminToastMs } from './adminCodes.ts'

/**
 * Connects the request layer to antd's App: failures as error toasts for 5000 ms, and for the
 * logout codes the 'Confirm logout' dialog (spec 000 section 8). Re-Login resets the token and
 * reloads the page (the guard then shows the login); Cancel leaves the page as it is. Only one
 * dialog is open at a time however many requests failed together.
 *
 * @example
 * <App><AdminFeedbackBridge /></App>
 */
export function AdminFeedbackBridge() {
  const { message, modal } = App.useApp()
  const { t, i18n } = useTranslation('admin')
  const session = useSessionStore()
  const dialogOpen = useRef(false)
  useEffect(
    () =>
      installAdminRequestFeedback({
        toastError: (text) => void message.error({ content: text, duration: adminToastMs / 1000 }),
        describe: (kind, values) => t(`request.${kind}`, values),
        refusal: (field, reason) =>
          i18n.exists(`admin:refusal.${field}.${reason}`) ? t(`refusal.${field}.${reason}`) : undefined,
        confirmLogout: () => {
          if (dialogOpen.current) return
          dialogOpen.current = true
          modal.confirm({
            title: t('logoutDialog.title'),
            content: t('logoutDialog.body'),
            okText: t('logoutDialog.relogin'),
            cancelText: t('logoutDialog.cancel'),
            okButtonProps: { 'data-testid': 'relogin-button' },
            onOk: () => {
              session.resetToken()
              window.location.reload()
            },
            afterClose: () => {
              dialogOpen.current = false
            },
          })
        },
      }),
    [message, modal, t, i18n, session],
  )
  return null
}
