import { TokenBoxMark } from '@tokenbox/ui/layout/TokenBoxMark.tsx'
import { homePath } from '@tokenbox/ui/routes/routeTable.ts'
import { Flex, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/**
 * The site mark and name, linking to the dashboard. `compact` drops the name on phones, where the
 * header row needs the room for the wallet and network buttons.
 *
 * @example
 * <SiteLogo />
 */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common')
  const { token } = theme.useToken()
  return (
    <Link to={homePath} aria-label={t('site.title')} style={{ display: 'flex' }}>
      <Flex align="center" gap={10}>
        <TokenBoxMark size={32} />
        <span
          className={compact ? 'tb-narrow-hidden' : undefined}
          style={{ fontSize: 18, fontWeight: 600, letterSpacing: 0.2, color: token.colorText }}
        >
          {t('site.title')}
        </span>
      </Flex>
    </Link>
  )
}
