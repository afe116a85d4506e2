import { Component, lazy, type ReactNode, Suspense } from 'react'

const ScreenErrorPage = lazy(() =>
  import('./ScreenErrorPage.tsx').then((m) => ({ default: m.ScreenErrorPage })),
)

type Props = { children: ReactNode }
type State = { failed: boolean; error: unknown }

/**
 * Keeps a screen's render error inside that screen: the menus, the tabs and the wallet stay,
 * and the screen shows what happened with Try again and Reload (the fallback page loads only
 * when needed, so the first load carries none of it). In production React's `onCaughtError`
 * puts the error in the operator's error log. The tags view's Refresh remounts the boundary.
 * Without it, one throwing component blanked the whole page.
 *
 * @example
 * <ScreenErrorBoundary>{screen}</ScreenErrorBoundary>
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Suspense fallback={null}>
        <ScreenErrorPage
          error={this.state.error}
          onRetry={() => this.setState({ failed: false, error: undefined })}
        />
      </Suspense>
    )
  }
}
