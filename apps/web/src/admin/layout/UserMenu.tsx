import { DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useSession, useSessionStore } from '../session/SessionContext.ts'
import { consoleHomePath } from '../session/sessionMachine.ts'

/** Roles an admin may view the console as (the contract's switch-role). */
const viewAsRoles = ['editor', 'visitor'] as const

/**
 * The header's account menu: name and roles, "View as" editor or visitor for admins and back to
 * the administrator view (each a new token whose routes are that role's; every tab closes and the
 * dashboard opens), and Log Out.
 *
 * @example
 * <UserMenu />
 */
export function UserMenu() {
  const { t } = useTranslation('admin')
  const { info } = useSession()
  const session = useSessionStore()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // The role asked for, switched to once the dashboard is the committed page: the router commits
  // a navigation as a transition, which a loaded machine may finish after the switch's answer, and
  // the new role's layout would then open a tab for the page left behind (maybe not even its own).
  const [pendingRole, setPendingRole] = useState<string | null>(null)
  useEffect(() => {
    if (pendingRole === null || pathname !== consoleHomePath) return
    setPendingRole(null)
    session.switchRole(pendingRole).catch(() => {})
  }, [pendingRole, pathname, session])
  if (!info) return null
  // The server lets an admin view as another role and back (info.viewAs names the role viewed as).
  const viewing = info.viewAs
  const canSwitch = viewing !== null || info.roles.includes('admin')
  const switchItems = !canSwitch
    ? []
    : [
        ...viewAsRoles
          .filter((role) => role !== viewing)
          .map((role) => ({
            key: `view-${role}`,
            icon: <SwapOutlined />,
            label: (
              <span data-testid={`view-as-${role}`}>{t('user.viewAs', { role: t(`role.${role}`) })}</span>
            ),
          })),
        ...(viewing
          ? [
              {
                key: 'view-admin',
                icon: <SwapOutlined />,
                label: <span data-testid="view-as-admin">{t('user.backToAdmin')}</span>,
              },
            ]
          : []),
      ]
  const items = [
    {
      key: 'roles',
      disabled: true,
      label: viewing
        ? t('user.viewingAs', { role: t(`role.${viewing}`, { defaultValue: viewing }) })
        : t('user.roles', { roles: info.roles.join(', ') }),
    },
    ...switchItems,
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout-button">{t('user.logout')}</span>,
    },
  ]
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void session.logout()
          else if (key.startsWith('view-')) {
            // To the dashboard first, then the switch (see pendingRole).
            navigate(consoleHomePath)
            setPendingRole(key.slice('view-'.length))
          }
        },
      }}
    >
      <Button type="text" data-testid="user-menu">
        <Avatar size="small" src={info.avatar || undefined} icon={<UserOutlined />} />
        <span className="tb-narrow-hidden">{info.name}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  )
}
