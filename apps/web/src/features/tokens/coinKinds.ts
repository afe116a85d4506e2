import type { TokenTemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'

/** The token types whose create screen is built, by route id of the route table. */
export const coinKindByRouteId = {
  coStandard: 'standard',
  coMeme: 'meme',
  coNormal: 'normal',
  coMarketing: 'marketing',
  coDividend: 'dividend',
  coLpDividend: 'lpDividend',
  coCompound: 'compound',
} as const satisfies Record<string, TokenTemplateId>

export type CoinRouteId = keyof typeof coinKindByRouteId

/** The screen's tabs with the spec's keys (spec 001 section 2): Create, Manage, Introduce. */
export const coinTabs = ['CT', 'MT', 'EX'] as const
export type CoinTab = (typeof coinTabs)[number]
