// Route modules that use antd get its theme and locale (AntdScope) fetched beside them, so a route
// that draws without antd (a `plainPage`) leaves all of antd out of the visitor's download.
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

type Lazy = LazyRouteFunction<RouteObject>;

const plain = new WeakSet<ComponentType>();

/** Marks a route component that renders no antd component (see plainPage in ui/feature.ts). */
export function markPlain<C extends ComponentType>(component: C): C {
  plain.add(component);
  return component;
}

const scope = () => import('./AntdScope');

/**
 * `lazy` with its Component or element inside AntdScope, unless the Component is marked plain.
 * `always`: the route surely uses antd (a layout), so AntdScope is fetched beside it rather than
 * after it.
 */
export function withAntd(lazy: Lazy, always = false): Lazy {
  return async () => {
    const early = always ? scope() : null;
    const route = await lazy();
    const Component = route.Component;
    if (Component && plain.has(Component)) return route;
    const { AntdScope } = await (early ?? scope());
    if (Component) {
      const Scoped = () => (
        <AntdScope>
          <Component />
        </AntdScope>
      );
      return { ...route, Component: Scoped };
    }
    if (route.element !== undefined) return { ...route, element: <AntdScope>{route.element}</AntdScope> };
    return route;
  };
}
