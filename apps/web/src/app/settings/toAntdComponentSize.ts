import type { GlobalSize } from './defaultSettings.ts'

type AntdSize = 'small' | 'middle' | 'large'

/**
 * Ant Design calls the medium size 'middle'.
 *
 * @example
 * <ConfigProvider componentSize={toAntdComponentSize('medium')} /> // 'middle'
 */
export function toAntdComponentSize(size: GlobalSize): AntdSize {
  return size === 'medium' ? 'middle' : size
}
