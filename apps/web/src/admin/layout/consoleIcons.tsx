import {
  AppstoreOutlined,
  BugOutlined,
  CloudUploadOutlined,
  CrownOutlined,
  DashboardOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'

const icons: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  message: <MessageOutlined />,
  feedback: <MessageOutlined />,
  crown: <CrownOutlined />,
  vip: <CrownOutlined />,
  notification: <NotificationOutlined />,
  article: <NotificationOutlined />,
  lock: <LockOutlined />,
  permission: <LockOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  bug: <BugOutlined />,
  upload: <CloudUploadOutlined />,
}

/**
 * The menu icon named by a route's `meta.icon`; unknown names get a neutral one.
 *
 * @example
 * consoleIcon('dashboard') // <DashboardOutlined />
 */
export function consoleIcon(name: string | undefined): ReactNode {
  return (name && icons[name]) ?? <AppstoreOutlined />
}
