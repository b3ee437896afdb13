import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { applyTheme } from './app/theme/apply-theme.ts';
import { setLanguage } from './i18n/i18n.ts';
import { getBootConfig } from './lib/boot-config.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/start-page.css';

// The server's boot config already knows the brand: colours and language apply before the tenant
// configuration arrives, so the first paint is not unbranded.
const boot = getBootConfig();
applyTheme(boot.colors);
void setLanguage(boot.language ?? 'de');

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
