import { beforeEach, describe, expect, it } from 'vitest'
import { readRecentTools, recentToolsStorageKey, rememberRecentTool } from './recentTools.ts'

describe('recent tools', () => {
  beforeEach(() => localStorage.clear())

  it('remembers the last eight tools, newest first, each once', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) rememberRecentTool(id)
    rememberRecentTool('c')
    expect(readRecentTools()).toEqual(['c', 'i', 'h', 'g', 'f', 'e', 'd', 'b'])
  })

  it('reads a damaged entry as an empty list', () => {
    localStorage.setItem(recentToolsStorageKey, '{not json')
    expect(readRecentTools()).toEqual([])
    localStorage.setItem(recentToolsStorageKey, '[1, "loToken"]')
    expect(readRecentTools()).toEqual(['loToken'])
  })
})
