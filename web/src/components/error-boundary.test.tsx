import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <p>Fine page</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback for a subtree that throws, and the subtree again once the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary fallback={<p>Something went wrong</p>} resetKey="/a">
        <Broken broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();

    rerender(
      <ErrorBoundary fallback={<p>Something went wrong</p>} resetKey="/a">
        <Broken broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();

    rerender(
      <ErrorBoundary fallback={<p>Something went wrong</p>} resetKey="/b">
        <Broken broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine page')).toBeTruthy();
  });
});
