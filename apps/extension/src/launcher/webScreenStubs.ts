/**
 * Stands in for the web app's screen modules that its route table names (see vite.shared.ts):
 * the launcher lists and opens routes, it never renders them.
 */
const noScreen = () => null

export const HomePage = noScreen
export const NotFoundPage = noScreen
export const screenLoaders = new Proxy({}, { get: () => async () => noScreen })
