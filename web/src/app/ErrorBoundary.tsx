import { Component, type ReactNode } from "react";
import { ErrorPage } from "./ErrorPage.tsx";

interface State {
  error: Error | undefined;
}

/** Any error while rendering a page shows the error page (500) with its message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) return <ErrorPage status={500} message={this.state.error.message} />;
    return this.props.children;
  }
}

/** For optional parts of the shell (the menus' chunk): on an error, show the fallback and carry on. */
export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
