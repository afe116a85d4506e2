import { Flex, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { listedWallets } from '../connect/listedWallets.ts'

/**
 * The no-wallet notice's text (spec 000 section 5): on a phone, open the site in a wallet app's
 * browser; on a computer, install a wallet extension. Either way the five wallets' download
 * pages are linked. The spec shows it in Chinese; TokenBox shows it in the visitor's language.
 *
 * @example
 * notification.open({ title: t('notice.title'), description: <NoWalletNotice mobile={false} /> })
 */
export function NoWalletNotice({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('wallet')
  const { token } = theme.useToken()
  // Plain text and links in the theme's colours: antd's Typography (with its tooltip and copy
  // and edit machinery, about 23 kB gzip) would load with the dashboard only for these.
  return (
    <Flex vertical gap={8} data-testid="no-wallet-notice">
      <span style={{ color: token.colorText }}>{mobile ? t('notice.mobile') : t('notice.desktop')}</span>
      <Flex wrap gap="4px 12px">
        {listedWallets.map((wallet) => (
          <a
            key={wallet.key}
            href={wallet.installUrl}
            target="_blank"
            rel="noopener noreferrer"
            style={{ color: token.colorLink }}
          >
            {wallet.name}
          </a>
        ))}
      </Flex>
    </Flex>
  )
}
