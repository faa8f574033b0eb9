// antd's message and modal for the feedback functions (feedback.tsx), fetched the first time one is
// shown: the context-aware instances of antd's <App> inside the app, the static ones outside it.
import { App, Modal, message } from 'antd';
import { useEffect } from 'react';
import { bindFeedback, type FeedbackApis } from './feedback';

export const staticApis: FeedbackApis = { message, modal: Modal };

function Bind() {
  const { message: messageApi, modal } = App.useApp();
  useEffect(() => {
    bindFeedback({ message: messageApi, modal });
  }, [messageApi, modal]);
  return null;
}

/** antd's <App> without a wrapper element: the providers' own root carries its text styles. */
export function FeedbackApp() {
  return (
    <App component={false}>
      <Bind />
    </App>
  );
}
