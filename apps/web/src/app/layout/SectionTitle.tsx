import { Divider } from 'antd'
import type { ReactNode } from 'react'

/**
 * The title of a part of a screen (Stake, My stakes, Reward fund): a plain divider with the words
 * at its start, no margin of its own (the screen's column spaces it).
 */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Divider plain titlePlacement="start" style={{ margin: 0 }}>
      {children}
    </Divider>
  )
}
