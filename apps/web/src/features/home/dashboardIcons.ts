import {
  AppstoreOutlined,
  BankOutlined,
  DollarCircleOutlined,
  EditOutlined,
  GoldOutlined,
  LockOutlined,
  RocketOutlined,
  SendOutlined,
  SwapOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import type { RouteIconName } from '@tokenbox/ui/routes/routeIconNames.ts'
import type { ComponentType } from 'react'

/**
 * The icons the dashboard draws: its groups and hot tools only. The full set (routeIcons.tsx)
 * would put fifty icons on the first load; a name missing here falls back to the tools icon.
 *
 * @example
 * const Icon = dashboardIcons[group.icon] ?? AppstoreOutlined
 */
export const dashboardIcons: Partial<Record<RouteIconName, ComponentType>> = {
  coin: DollarCircleOutlined,
  lock: LockOutlined,
  fairLaunch: ThunderboltOutlined,
  exchange: SwapOutlined,
  launchpad: RocketOutlined,
  send: SendOutlined,
  inscription: EditOutlined,
  tools: AppstoreOutlined,
  mining: GoldOutlined,
  earn: BankOutlined,
}

export const fallbackDashboardIcon: ComponentType = AppstoreOutlined
