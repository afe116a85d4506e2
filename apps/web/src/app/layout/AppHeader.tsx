import { Flex, Layout } from 'antd'
import { WalletButton } from '../../wallet/WalletButton.tsx'
import { GlobalSize } from './GlobalSize.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { SettingsDrawerButton } from './SettingsDrawerButton.tsx'
import { SiteLogo } from './SiteLogo.tsx'

/**
 * The top bar: site name, language and wallet. The next issue adds the mega menu between them.
 *
 * @example
 * <AppHeader />
 */
export function AppHeader() {
  return (
    <Layout.Header
      className="tb-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.04)',
      }}
    >
      <Flex
        align="center"
        justify="space-between"
        style={{ height: '100%', maxWidth: 1200, margin: '0 auto' }}
      >
        <SiteLogo />
        <Flex align="center" gap={8}>
          <GlobalSize />
          <SettingsDrawerButton />
          <LanguageSwitch />
          <WalletButton />
        </Flex>
      </Flex>
    </Layout.Header>
  )
}
