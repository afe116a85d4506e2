import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { inscriptionConventionOf, inscriptionConventions, mintIsNumbered } from './inscriptionConventions.ts'
import { inscriptionProtocols } from './inscriptionProtocols.ts'

// Table cells padded by the formatter read the same with their runs of spaces collapsed.
const page = readFileSync(new URL('../../../../docs/tools/inscriptions.md', import.meta.url), 'utf8').replace(
  / {2,}/g,
  ' ',
)

describe('inscriptionConventions', () => {
  it('states a convention for every label the forms offer, the reference where no source was found', () => {
    expect(inscriptionConventions.map((convention) => convention.label)).toEqual([...inscriptionProtocols])
    for (const convention of inscriptionConventions.filter((each) => !each.source))
      expect(convention).toMatchObject({ model: 'items', mintId: true, calldataOnly: false, decisions: [] })
    expect(inscriptionConventionOf('my-proto')).toMatchObject({
      model: 'items',
      mintId: true,
      source: undefined,
    })
    expect([mintIsNumbered('ERC-20'), mintIsNumbered('bsc-20'), mintIsNumbered('asc-20')]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('is the table of the documentation page: each sourced label with its model and source, the others named', () => {
    for (const convention of inscriptionConventions) {
      if (convention.source) {
        expect(page).toContain(`| ${convention.label} | ${convention.model} |`)
        expect(page).toContain(new URL(convention.source.url).host)
      } else {
        const others = page.slice(
          page.indexOf('| the other'),
          page.indexOf('\n', page.indexOf('| the other')),
        )
        expect(others).toContain(`${convention.label},`.replace(/,$/, ''))
      }
    }
    const unsourced = inscriptionConventions.filter((each) => !each.source).length
    expect(page).toContain(`| the other ${unsourced} labels |`)
  })
})
