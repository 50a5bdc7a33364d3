import '@mantine/core/styles.css';
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './components/shell/app-root';
import { createAppRouter, sendToLoginOnForbidden } from './router';
import { startReleaseCheck } from './state/release-check';
import { checkSession } from './state/session';

const router = createAppRouter();
sendToLoginOnForbidden(router);
startReleaseCheck(import.meta.env.VITE_APP_VERSION);
// Ask who the user is right away; the route guards wait for this same answer (part 1 §4).
void checkSession();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppRoot router={router} />
  </StrictMode>,
);
