// What a route shows when its loader or page throws: the 500 page, the error logged.
import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FullPageLoading } from './RootShell';

const ErrorPage = lazy(() => import('../features/error/ErrorPage'));

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
