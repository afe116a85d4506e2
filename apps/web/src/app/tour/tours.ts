/** The tours, in the order the guide page lists them. */
export const tourIds = ['shell', 'createToken', 'lock', 'multiSender', 'launchpad'] as const

export type TourId = (typeof tourIds)[number]

/**
 * One stop of a tour. Its texts are `<tour>.<key>.title` and `<tour>.<key>.text` in the `guide`
 * namespace. A step without an element shows in the middle of the screen.
 */
export type TourStep = {
  key: string
  /** CSS selector of what the step points at; the first visible match is used. */
  element?: string
  /** Used instead under 992 px, where the layout moves the element (the mega menus into the drawer). */
  mobileElement?: string
}

export type Tour = {
  id: TourId
  /** The tool's screen (path and query): a tour started elsewhere goes there first. */
  route?: string
  /**
   * What shows once the screen has rendered its form (tools load lazily, then read their contract
   * from the chain): the tour waits for it before it looks for its steps.
   */
  ready?: string
  steps: readonly TourStep[]
}

const testId = (id: string) => `[data-testid="${id}"]`

/**
 * A form field by its input's test id: the whole antd form item (label, input, help) is
 * highlighted, not only the input box. `:has` is in every browser TokenBox supports.
 */
const field = (id: string) => `.ant-form-item:has(${testId(id)})`

/** A tab bar inside the element with this test id (the part of the tabs that is always there). */
const tabBar = (id: string) => `${testId(id)} > .ant-tabs-nav`

/**
 * The tours as data. Selectors prefer the test ids the e2e suite already relies on, so a screen
 * that renames a field breaks a test, not only the tour; where nothing had one, a `data-tour`
 * attribute marks it. Steps whose element is not on screen when the tour starts (the search
 * button on a phone, where the search is in the drawer; a field that needs a connected wallet) are
 * left out by the runner.
 */
export const tours: Record<TourId, Tour> = {
  shell: {
    id: 'shell',
    steps: [
      { key: 'welcome' },
      { key: 'menus', element: '.tb-mega-menu', mobileElement: testId('menu-button') },
      { key: 'search', element: testId('search-button') },
      { key: 'network', element: testId('network-switch') },
      { key: 'wallet', element: `${testId('connect-wallet')}, ${testId('account-address')}` },
      { key: 'settings', element: testId('settings-button') },
      { key: 'language', element: testId('language-switch') },
      { key: 'guide' },
    ],
  },
  createToken: {
    id: 'createToken',
    ready: testId('token-name'),
    route: '/co/st?t=0',
    steps: [
      { key: 'tabs', element: tabBar('coin-tabs') },
      { key: 'name', element: field('token-name') },
      { key: 'symbol', element: field('token-symbol') },
      { key: 'supply', element: field('token-supply') },
      { key: 'summary', element: testId('token-summary') },
      { key: 'submit', element: testId('create-token-submit') },
    ],
  },
  lock: {
    id: 'lock',
    ready: testId('lock-token'),
    route: '/lo/id?t=0',
    steps: [
      { key: 'tabs', element: tabBar('lock-tabs') },
      { key: 'token', element: field('lock-token') },
      { key: 'amount', element: field('lock-amount') },
      { key: 'schedule', element: field('lock-kind') },
      { key: 'description', element: field('lock-description') },
      { key: 'submit', element: testId('lock-submit') },
    ],
  },
  multiSender: {
    id: 'multiSender',
    ready: testId('send-lines'),
    route: '/wa/se',
    steps: [
      { key: 'steps', element: `${testId('send-page')} .ant-steps` },
      { key: 'asset', element: testId('send-asset') },
      { key: 'lines', element: testId('send-lines') },
      { key: 'file', element: '[data-tour="send-list-tools"]' },
      { key: 'next', element: testId('send-next') },
    ],
  },
  launchpad: {
    id: 'launchpad',
    ready: testId('presale-token'),
    route: '/la/st',
    steps: [
      { key: 'tabs', element: tabBar('launchpad-tabs') },
      { key: 'token', element: field('presale-token') },
      { key: 'caps', element: field('presale-softCap') },
      { key: 'times', element: field('presale-startTime') },
      { key: 'submit', element: testId('presale-create-submit') },
    ],
  },
}

/** The toured tool whose screen is `pathname` + `search`, if any. */
export function tourForLocation(pathname: string, search: string): Tour | undefined {
  const here = new URLSearchParams(search)
  return Object.values(tours).find((tour) => {
    if (!tour.route) return false
    const url = new URL(tour.route, 'http://tokenbox.invalid')
    if (url.pathname !== pathname.replace(/\/$/, '')) return false
    return [...url.searchParams].every(([name, value]) => (here.get(name) ?? '0') === value)
  })
}
