import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensureSystemPackages, type SystemPackage } from './ensureSystemPackages.ts'

const there: SystemPackage = { name: 'here-already', neededBy: 'nothing', present: () => true }
const optional: SystemPackage = {
  name: 'libvulkan1',
  neededBy: 'the WebGPU tests',
  present: () => false,
  optional: true,
}
const required: SystemPackage = { name: 'firefox-esr', neededBy: 'the Firefox e2e', present: () => false }

afterEach(() => vi.restoreAllMocks())

describe('ensureSystemPackages (what make test needs from Debian)', () => {
  it('asks nothing when everything is there', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(ensureSystemPackages([there], { install: false })).toEqual([])
    expect(said).not.toHaveBeenCalled()
  })

  it('names a missing optional package, what needs it and the command that installs it; the run goes on', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(ensureSystemPackages([there, optional], { install: false })).toEqual([optional])
    expect(said).toHaveBeenCalledTimes(1)
    expect(said.mock.calls[0]![0]).toBe(
      'test: MISSING libvulkan1, needed by the WebGPU tests: install it with `sudo apt-get install -y libvulkan1`; those tests are skipped',
    )
  })

  it('throws for a required one that cannot be had, with the one command for all of them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => ensureSystemPackages([optional, required], { install: false })).toThrow(
      'firefox-esr missing: `sudo apt-get install -y firefox-esr`',
    )
  })
})
