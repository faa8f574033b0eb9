// Console layout (spec §2): header, sidebar, breadcrumb and a body that scrolls to the top on
// route change, with kept-alive list pages inside.
import { Layout } from 'antd';
import { useRef } from 'react';
import { useSignedIn } from '../../session/handle';
import { viewerOf } from '../../session/orgInfo';
import { KeepAliveOutlet } from '../KeepAliveOutlet';
import { AppHeader } from './AppHeader';
import { Breadcrumbs } from './Breadcrumbs';
import { Sidebar } from './Sidebar';

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
