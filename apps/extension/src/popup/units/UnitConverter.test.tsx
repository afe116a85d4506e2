// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInShell } from '../../../testing/renderInShell.tsx'
import { UnitConverter } from './UnitConverter.tsx'

const field = (unit: string) => screen.getByTestId(`unit-${unit}`) as HTMLInputElement

describe('the popup unit converter', () => {
  it('starts at 1 ether and converts what is typed in any unit into every other, exactly', async () => {
    await renderInShell('popup', <UnitConverter symbol="BNB" />)
    expect(field('ether').value).toBe('1')
    expect(field('gwei').value).toBe('1000000000')
    expect(field('wei').value).toBe('1000000000000000000')
    expect(screen.getByTestId('unit-converter').textContent).toContain('BNB')

    fireEvent.change(field('gwei'), { target: { value: '1500000000' } })
    expect(field('ether').value).toBe('1.5')
    expect(field('finney').value).toBe('1500')
    expect(field('tether').value).toBe('0.0000000000015')

    fireEvent.change(field('ether'), { target: { value: '0.1' } })
    expect(field('wei').value).toBe('100000000000000000')
  })

  it("marks an amount that is no number of wei with the web app's reason and blanks the rest", async () => {
    await renderInShell('popup', <UnitConverter symbol="ETH" />, { language: 'es' })
    fireEvent.change(field('wei'), { target: { value: '-1' } })
    expect(field('ether').value).toBe('')
    expect(field('wei').value).toBe('-1')
    expect(screen.getByRole('alert').textContent).toBe(
      'Cantidad no válida: usa dígitos con un solo punto decimal como máximo',
    )

    fireEvent.change(field('gwei'), { target: { value: '0.0000000001' } })
    expect(field('wei').value).toBe('')
    expect(screen.getByRole('alert').textContent).toBe(
      'Menos de 1 wei: esta unidad admite como máximo 9 decimales',
    )
  })
})
