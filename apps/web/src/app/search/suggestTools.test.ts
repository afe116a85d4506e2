import { searchableRoutes } from '@tokenbox/ui/search/searchableRoutes.ts'
import { describe, expect, it } from 'vitest'
import { suggestTools } from './suggestTools.ts'

describe('suggestTools', () => {
  it('lists the popular tools, featured first in their order, then the HOT ones', () => {
    const suggestions = suggestTools(searchableRoutes(), [])
    expect(suggestions.slice(0, 4)).toEqual([
      { id: 'waMultiSender', reason: 'popular' },
      { id: 'coStandard', reason: 'popular' },
      { id: 'miFree', reason: 'popular' },
      { id: 'fiEarn', reason: 'popular' },
    ])
    expect(suggestions.map((suggestion) => suggestion.id)).toContain('loToken')
  })

  it('puts the recent tools first, once, and drops ids no longer searchable', () => {
    const suggestions = suggestTools(searchableRoutes(), ['loToken', 'gone', 'waMultiSender'])
    expect(suggestions.slice(0, 3)).toEqual([
      { id: 'loToken', reason: 'recent' },
      { id: 'waMultiSender', reason: 'recent' },
      { id: 'coStandard', reason: 'popular' },
    ])
    expect(suggestions.filter((suggestion) => suggestion.id === 'loToken')).toHaveLength(1)
  })
})
