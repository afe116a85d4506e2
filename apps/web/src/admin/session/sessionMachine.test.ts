import { describe, expect, it } from 'vitest'
import { guardNavigation, readUserInfo, redirectAfterLogin } from './sessionMachine.ts'

describe('guardNavigation', () => {
  it('lets a visitor without a token reach only /login and /auth-redirect', () => {
    expect(guardNavigation({ signedIn: false, hasRoles: false }, '/login')).toEqual({ type: 'render' })
    expect(guardNavigation({ signedIn: false, hasRoles: false }, '/auth-redirect')).toEqual({
      type: 'render',
    })
    expect(guardNavigation({ signedIn: false, hasRoles: false }, '/feedback', '?page=2')).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Ffeedback%3Fpage%3D2',
    })
  })

  it('sends a signed-in operator from /login to the dashboard', () => {
    expect(guardNavigation({ signedIn: true, hasRoles: true }, '/login')).toEqual({
      type: 'redirect',
      to: '/dashboard',
    })
    expect(guardNavigation({ signedIn: true, hasRoles: false }, '/login')).toEqual({
      type: 'redirect',
      to: '/dashboard',
    })
  })

  it('loads the info first when there is a token but no roles, then renders', () => {
    expect(guardNavigation({ signedIn: true, hasRoles: false }, '/feedback')).toEqual({ type: 'loadInfo' })
    expect(guardNavigation({ signedIn: true, hasRoles: true }, '/feedback')).toEqual({ type: 'render' })
  })
})

describe('redirectAfterLogin', () => {
  it('returns a console path and refuses other origins and /login', () => {
    expect(redirectAfterLogin('?redirect=%2Ffeedback%3Fpage%3D2')).toBe('/feedback?page=2')
    expect(redirectAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/dashboard')
    expect(redirectAfterLogin('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard')
    expect(redirectAfterLogin('?redirect=%2Flogin')).toBe('/dashboard')
    expect(redirectAfterLogin('')).toBe('/dashboard')
  })
})

describe('readUserInfo', () => {
  it('rejects an empty answer with the spec message', () => {
    expect(() => readUserInfo(null)).toThrow('Verification failed, please Login again.')
    expect(() => readUserInfo({})).toThrow('Verification failed, please Login again.')
  })

  it('rejects missing or empty roles with the spec message', () => {
    expect(() => readUserInfo({ name: 'a' })).toThrow('getInfo: roles must be a non-null array!')
    expect(() => readUserInfo({ roles: [] })).toThrow('getInfo: roles must be a non-null array!')
    expect(() => readUserInfo({ roles: 'admin' })).toThrow('getInfo: roles must be a non-null array!')
  })

  it('keeps the fields, text ones defaulting to empty', () => {
    expect(readUserInfo({ roles: ['editor'], name: 'ed', avatar: 7, viewAs: 'editor' })).toEqual({
      roles: ['editor'],
      name: 'ed',
      avatar: '',
      introduction: '',
      viewAs: 'editor',
    })
  })
})
