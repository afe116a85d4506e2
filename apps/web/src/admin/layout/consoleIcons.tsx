import {
  AppstoreOutlined,
  BugOutlined,
  CloudUploadOutlined,
  CrownOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  FundOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SettingOutlined,
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
  picture: <PictureOutlined />,
  'deployment-unit': <DeploymentUnitOutlined />,
  setting: <SettingOutlined />,
  fund: <FundOutlined />,
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
