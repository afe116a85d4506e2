// The site's own mark, shared with the web app.
export { TokenBoxMark } from '../../../web/src/app/layout/TokenBoxMark.tsx'
