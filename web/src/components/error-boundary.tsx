import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  /** A new value (e.g. the path after a navigation) clears a caught error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Shows `fallback` instead of a subtree that threw while rendering or whose lazy code failed to
 * load (e.g. after a deploy). React itself logs the caught error (createRoot's onCaughtError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
