import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/ui/ErrorState';
import { i18next } from '@/app/i18n';

/**
 * Catches a page that failed to load (chunk load failure) or crashed while rendering, and shows a
 * translated message with a retry instead of a blank screen.
 */
export class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[page]', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
    return (
      <ErrorState
        message={i18next.t(chunk ? 'common:error.chunkLoad' : 'common:error.pageCrashed')}
        onRetry={() => (chunk ? window.location.reload() : this.setState({ error: null }))}
      />
    );
  }
}
