import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadEveryNamespace } from './lib/i18n/i18n.ts';
import { App } from './app/app.tsx';
import './index.css';
import { captureInstallPrompt } from './lib/pwa/install-offer.ts';
import { trackFocusOutsideDialogs } from './components/return-focus.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

captureInstallPrompt();
trackFocusOutsideDialogs();
// After the first screen, not before it.
window.addEventListener('load', () => void loadEveryNamespace(), { once: true });
// Not needed for the first screen, so not in its JavaScript.
void import('./lib/pwa/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
