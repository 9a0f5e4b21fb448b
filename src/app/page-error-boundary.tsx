// A page's render error outside the router (the home page's first load, ADR 131): the page's
// place shows the failure, inside the shell, as the router's error element would, instead of
// React removing the whole page.
import { Component, type ReactNode } from 'react';
import { describeError, PageFailure, RENDER_FAILURE_DESCRIPTION, RENDER_FAILURE_TITLE } from './page-failure';

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageFailure
        title={RENDER_FAILURE_TITLE}
        description={RENDER_FAILURE_DESCRIPTION}
        details={describeError(this.state.error)}
      />
    );
  }
}
