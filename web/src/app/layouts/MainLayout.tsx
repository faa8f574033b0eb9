// Main-screen layout (spec §2): header, body, footer; used by the home page.
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

export function MainLayout() {
  const info = useSignedIn();
  return (
    <Layout className="main-layout">
      <AppHeader info={info} />
      <Layout.Content className="main-layout__body">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
