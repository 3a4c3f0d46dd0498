/** A render bug shows a message (and a way out) instead of a blank page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import './error-boundary.css';

interface Props {
  readonly area: string;
  readonly children: ReactNode;
}

interface State {
  readonly error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`ome-sim: the ${this.props.area} failed to render`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="error-boundary" role="alert">
        <h2>The {this.props.area} hit a bug and could not be shown.</h2>
        <p>
          <code>{error.message}</code>
        </p>
        <p>Your manifests are autosaved. Try again, or reload the page.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
