import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './lib/service-worker';
import { connectApiClient } from './shell/session/connect-api-client';
import { resetIncompleteSession } from './shell/session/end-session';

resetIncompleteSession();
const router = connectApiClient(createAppRouter);
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
