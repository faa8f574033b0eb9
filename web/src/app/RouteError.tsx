// What a route shows when its loader or page throws: the 500 page, the error logged.
import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FullPageLoading } from './RootShell';

// In antd's theme and locale, which the root (where this boundary sits) does not provide.
const ErrorPage = lazy(async () => {
  const [{ default: Page }, { AntdScope }] = await Promise.all([
    import('../features/error/ErrorPage'),
    import('../ui/AntdScope'),
  ]);
  return {
    default: ({ status }: { status: 500 }) => (
      <AntdScope>
        <Page status={status} />
      </AntdScope>
    ),
  };
});

export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return (
    <div className="bare-layout">
      <Suspense fallback={<FullPageLoading />}>
        <ErrorPage status={500} />
      </Suspense>
    </div>
  );
}
