// Console layout (spec §2): header, sidebar, breadcrumb and a body that scrolls to the top on
// route change, with kept-alive list pages inside.
import { Layout } from 'antd';
import { useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { PROTECTED_ROUTE_ID } from '../handle';
import { KeepAliveOutlet } from '../KeepAliveOutlet';
import { type OrgInfo, viewerOf } from '../orgInfo';
import { AppHeader } from './AppHeader';
import { Breadcrumbs } from './Breadcrumbs';
import { Sidebar } from './Sidebar';

export { PROTECTED_ROUTE_ID };

export function useSignedIn(): OrgInfo {
  return useRouteLoaderData(PROTECTED_ROUTE_ID) as OrgInfo;
}

export function ConsoleLayout() {
  const info = useSignedIn();
  const body = useRef<HTMLDivElement>(null);
  return (
    <Layout className="console-layout">
      <AppHeader info={info} />
      <Layout className="console-layout__main">
        <Layout.Sider
          width={240}
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          className="console-layout__sider"
        >
          <Sidebar viewer={viewerOf(info)} />
        </Layout.Sider>
        <Layout.Content className="console-layout__content">
          <div ref={body} className="console-layout__body" data-scroll-body>
            <Breadcrumbs />
            <KeepAliveOutlet scrollRef={body} />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
