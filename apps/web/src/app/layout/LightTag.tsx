import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

type TagPalette = 'blue' | 'green' | 'orange' | 'red' | 'volcano'

export type LightTagProps = {
  /** A palette of antd's presets, `success` (the status colours) or none (grey). */
  color?: TagPalette | 'success' | undefined
  /** `outlined` (antd's default) draws the palette's light border; `filled` none. */
  variant?: 'outlined' | 'filled'
  style?: CSSProperties
  title?: string
  'data-testid'?: string
  children: ReactNode
}

/**
 * A small label drawn as antd's Tag draws it (same tokens: size, palette, border), for the
 * header's menu and the dashboard. antd's Tag brings its checkable variants, colour parsing and
 * a style sheet generated on first use: about 4 kB gzip before the dashboard's first paint and
 * a few milliseconds of main-thread work in it, for a coloured span. Screens keep antd's Tag.
 *
 * @example
 * <LightTag color="volcano" variant="filled">Hot</LightTag>
 */
export function LightTag({ color, variant = 'outlined', style, title, children, ...rest }: LightTagProps) {
  const { token } = theme.useToken()
  const [background, border, text] =
    color === 'success'
      ? [token.colorSuccessBg, token.colorSuccessBorder, token.colorSuccess]
      : color
        ? [token[`${color}1`], token[`${color}3`], token[`${color}7`]]
        : // antd's default tag: the tertiary fill laid on the container's colour, not see-through.
          [
            `linear-gradient(${token.colorFillTertiary}, ${token.colorFillTertiary}) ${token.colorBgContainer}`,
            token.colorBorder,
            token.colorText,
          ]
  return (
    <span
      title={title}
      data-testid={rest['data-testid']}
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        paddingInline: 8 - token.lineWidth,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        background,
        color: text,
        border: `${token.lineWidth}px ${token.lineType} ${variant === 'filled' ? 'transparent' : border}`,
        borderRadius: token.borderRadiusSM,
        ...style,
      }}
    >
      {children}
    </span>
  )
}
