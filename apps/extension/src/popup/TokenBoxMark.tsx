// The site's own mark, shared with the web app.
export { TokenBoxMark } from '@tokenbox/ui/layout/TokenBoxMark.tsx'
