// Role routes are registered once per page load (spec §4: "routes are added for the role and
// never added again"). A different viewer later in the same tab cannot get a second set: the
// caller reloads the page instead, so no route of the previous user survives.
import type { Viewer } from '@portal/contract';

export type Registration = 'registered' | 'kept' | 'changed';

export function createRouteRegistry<R>(build: (viewer: Viewer) => R[]) {
  let registeredFor: string | null = null;
  return {
    register(viewer: Viewer, patch: (routes: R[]) => void): Registration {
      const key = JSON.stringify(viewer);
      if (registeredFor === null) {
        patch(build(viewer));
        registeredFor = key;
        return 'registered';
      }
      return registeredFor === key ? 'kept' : 'changed';
    },
    get isRegistered(): boolean {
      return registeredFor !== null;
    },
  };
}
