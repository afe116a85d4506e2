import { Alert } from 'antd'

/**
 * What a sale, fair launch or presale page shows when its terms name a locker whose code is not
 * TokenBox's TokenLocker (core's isTokenBoxLocker, `lockerTrusted` false): that contract may hand
 * the LP back at once, so the stated lock promises nothing. Nothing while the locker is TokenBox's
 * or the LP is burned.
 */
export function UntrustedLockerAlert({
  trusted,
  title,
  testId,
}: {
  trusted: boolean | undefined
  title: string
  testId: string
}) {
  if (trusted !== false) return null
  return <Alert type="error" showIcon data-testid={testId} title={title} />
}
