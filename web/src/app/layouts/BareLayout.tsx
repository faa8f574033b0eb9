// A bare centred page for the error routes. A module of its own, so that the error pages do not
// load the sign layout (with its card) to get it.
import { Outlet } from 'react-router';

export function BareLayout() {
  return (
    <div className="bare-layout">
      <Outlet />
    </div>
  );
}
