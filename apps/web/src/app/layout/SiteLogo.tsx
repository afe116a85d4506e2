import { Flex, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { homePath } from '../routes/routeTable.ts'

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
        <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill={token.colorPrimary} />
          <path
            d="M16 24 32 15l16 9v16l-16 9-16-9zM16 24l16 9 16-9M32 33v16"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinejoin="round"
          />
        </svg>
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
